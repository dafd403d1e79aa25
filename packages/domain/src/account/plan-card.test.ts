import { describe, expect, it } from 'vitest';
import {
  INSURER_MESSAGE,
  PLAN_ACTION_RULES,
  TRACK_FIRST_PLAN_NAMES,
  awaitsActivation,
  planCard,
} from './plan-card';
import type { PlanAction, PlanBanner, PlanCardInput } from './plan-card';

/** 10 Mar 2026, 11:30 IST. */
const TODAY = new Date('2026-03-10T06:00:00Z');
const ist = (day: string, time = '12:00'): Date => new Date(`${day}T${time}:00+05:30`);

const base: PlanCardInput = {
  plan_status: 'Active',
  plan_name: 'Extended Warranty',
  product_type: 'extended-warranty',
  plan_start_date: ist('2026-01-01'),
  plan_end_date: ist('2026-12-31'),
  plan_purchased_date: ist('2025-12-20'),
  plan_validity: { is_valid: true, is_hc_valid: true },
  active_sr_exists: false,
  sr_id: null,
  sr_time_stamp: null,
  open_sr_count: 0,
  preventive_maintainance_data: { has_pm: false, remaining_pm: 0 },
  reopen_eligible: false,
  covers: 2,
  is_registered: true,
  blacklisted: false,
  channel_name: 'website',
  osid: 'OS123',
  tokenized_osid: 'tok/en',
};
const card = (over: Partial<PlanCardInput>): PlanCardInput => ({ ...base, ...over });

describe('§4 Plan banner', () => {
  const rows: [string, Partial<PlanCardInput>, PlanBanner][] = [
    [
      'Active, 4 days to expiry → green',
      { plan_end_date: ist('2026-03-14') },
      { tone: 'green', text: 'Plan Active' },
    ],
    [
      'Active, 3 days to expiry → red',
      { plan_end_date: ist('2026-03-13') },
      { tone: 'red', text: 'Expiring in 3 days' },
    ],
    [
      'Active, 2 days',
      { plan_end_date: ist('2026-03-12', '00:00') },
      { tone: 'red', text: 'Expiring in 2 days' },
    ],
    [
      'Active, 1 day → singular',
      { plan_end_date: ist('2026-03-11') },
      { tone: 'red', text: 'Expiring in 1 day' },
    ],
    [
      'Active, ends today',
      { plan_end_date: ist('2026-03-10', '23:59') },
      { tone: 'red', text: 'Expiring in 0 days' },
    ],
    ['Active, no end date', { plan_end_date: null }, { tone: 'green', text: 'Plan Active' }],
    ['Active mid-term', {}, { tone: 'green', text: 'Plan Active' }],
    [
      'Instarepair plan in use → Repair in Progress',
      { product_type: 'insta-repair', plan_end_date: ist('2026-03-11') },
      { tone: 'orange', text: 'Repair in Progress' },
    ],
    [
      'Instarepair plan consumed shows its status',
      { product_type: 'insta-repair', plan_status: 'Consumed' },
      { tone: 'grey', text: 'Consumed' },
    ],
    [
      'Under Brand Warranty',
      { plan_status: 'Under Brand Warranty' },
      { tone: 'grey', text: 'Plan not active' },
    ],
    [
      'NOT STARTED, 20 days',
      { plan_status: 'NOT STARTED', plan_start_date: ist('2026-03-30') },
      { tone: 'blue', text: 'Plan starts in 20 days' },
    ],
    [
      'NOT STARTED, tomorrow',
      { plan_status: 'NOT STARTED', plan_start_date: ist('2026-03-11', '00:00') },
      { tone: 'blue', text: 'Plan starts in 1 day' },
    ],
    [
      'NOT STARTED, no start date',
      { plan_status: 'NOT STARTED', plan_start_date: null },
      { tone: 'blue', text: 'NOT STARTED' },
    ],
    [
      'Activation Pending',
      { plan_status: 'Activation Pending' },
      { tone: 'orange', text: 'Action Required' },
    ],
    ['Unknown', { plan_status: 'Unknown' }, { tone: 'orange', text: 'Action Required' }],
    [
      'Expired, DD MMM YYYY in IST',
      { plan_status: 'Expired', plan_end_date: new Date('2026-03-01T18:30:00Z') },
      { tone: 'grey', text: 'Plan expired on 02 Mar 2026' },
    ],
    [
      'Expired, no end date',
      { plan_status: 'Expired', plan_end_date: null },
      { tone: 'grey', text: 'Expired' },
    ],
    [
      'Registration Failed',
      { plan_status: 'Registration Failed' },
      { tone: 'red', text: 'Registration Failed' },
    ],
    [
      'Inspection Pending',
      { plan_status: 'Inspection Pending' },
      { tone: 'orange', text: 'Inspection Pending' },
    ],
    ['Lapsed', { plan_status: 'Lapsed' }, { tone: 'grey', text: 'Lapsed' }],
    ['Cancelled', { plan_status: 'Cancelled' }, { tone: 'grey', text: 'Cancelled' }],
    ['Consumed', { plan_status: 'Consumed' }, { tone: 'grey', text: 'Consumed' }],
  ];
  it.each(rows)('§4 Plan banner: %s', (_name, over, expected) => {
    expect(planCard(card(over), TODAY).banner).toEqual(expected);
  });
});

const RAISE: PlanAction = {
  label: 'Raise Service Request',
  href: '/selfserve?osid=tok%2Fen',
  disabled: false,
};
const RAISE_OFF: PlanAction = { label: 'Raise Service Request', href: null, disabled: true };
const CHAT: PlanAction = { label: 'Chat With Us', href: null, disabled: false };
const ACTIVATE: PlanAction = {
  label: 'Activate Now',
  href: '/account/activation/OS123?activation_source=myaccount',
  disabled: false,
};
const track = (href: string): PlanAction => ({ label: 'Track Request', href, disabled: false });
const TRACK_ONE = track('/selfserve/tracker/service-request/250412-001234');
const TRACK_LIST = track('/account/requests');

const withSr = { active_sr_exists: true, sr_id: '250412-001234', open_sr_count: 1 } as const;
const homecare = { plan_name: 'HomeCare Basic', product_type: 'homecare' } as const;
const pmUsedUp = {
  preventive_maintainance_data: { has_pm: true, remaining_pm: 0 },
  open_sr_count: 1,
} as const;
const invalid = { plan_validity: { is_valid: false, is_hc_valid: true } } as const;

describe('§4 Plan action button', () => {
  const rows: [string, Partial<PlanCardInput>, PlanAction][] = [
    ['default: Raise Service Request to /selfserve', {}, RAISE],
    // row 1: hard blocks
    ['1 blacklisted customer', { blacklisted: true }, RAISE_OFF],
    [
      '1 blacklisted even when not registered',
      { blacklisted: true, is_registered: false, plan_status: 'Activation Pending' },
      RAISE_OFF,
    ],
    ['1 insurer channel', { channel_name: 'insurer' }, RAISE_OFF],
    ['1 insurer channel, any case', { channel_name: ' Insurer ' }, RAISE_OFF],
    ['1 insurer channel with an active request', { channel_name: 'insurer', ...withSr }, RAISE_OFF],
    ['1 Cancelled', { plan_status: 'Cancelled', ...withSr }, RAISE_OFF],
    ['1 Cancelled and never registered', { plan_status: 'Cancelled', is_registered: false }, RAISE_OFF],
    ['1 Instarepair plan Consumed', { product_type: 'insta-repair', plan_status: 'Consumed' }, RAISE_OFF],
    // row 2: track first
    [
      '2 home-care, active request, Expired',
      { ...homecare, ...withSr, ...invalid, plan_status: 'Expired' },
      TRACK_ONE,
    ],
    [
      '2 AMC, active request, Lapsed',
      { plan_name: 'Annual Maintenance Contract', ...withSr, plan_status: 'Lapsed' },
      TRACK_ONE,
    ],
    [
      '2 home-care, PM used up, an open request',
      { ...homecare, ...pmUsedUp, sr_id: '250412-001234' },
      TRACK_ONE,
    ],
    [
      '2 two open requests → requests list',
      { ...homecare, ...withSr, open_sr_count: 2, plan_status: 'Expired' },
      TRACK_LIST,
    ],
    [
      '2 HomeCare Comprehensive → requests list',
      { ...homecare, plan_name: 'HomeCare Comprehensive', ...withSr, plan_status: 'Expired' },
      TRACK_LIST,
    ],
    [
      '2 PM left → not track-first',
      { ...homecare, ...pmUsedUp, preventive_maintainance_data: { has_pm: true, remaining_pm: 1 } },
      RAISE,
    ],
    ['2 PM used up, no open request', { ...homecare, ...pmUsedUp, open_sr_count: 0 }, RAISE],
    [
      '2 no PM on the plan',
      { ...homecare, ...pmUsedUp, preventive_maintainance_data: { has_pm: false, remaining_pm: 0 } },
      RAISE,
    ],
    [
      '2 other plan name, Expired with request → invalid → disabled',
      { ...withSr, ...invalid, plan_status: 'Expired' },
      RAISE_OFF,
    ],
    // row 3: reopen
    ['3 reopen eligible with one cover', { reopen_eligible: true, covers: 1, ...withSr }, RAISE],
    ['3 reopen eligible, invalid plan', { reopen_eligible: true, covers: 1, ...invalid }, RAISE_OFF],
    [
      '3 reopen eligible with two covers → next rows',
      { reopen_eligible: true, covers: 2, ...withSr },
      TRACK_ONE,
    ],
    // row 4: active request
    ['4 active request → its tracker', withSr, TRACK_ONE],
    ['4 active request, two open → requests list', { ...withSr, open_sr_count: 2 }, TRACK_LIST],
    ['4 active request without an id → requests list', { ...withSr, sr_id: null }, TRACK_LIST],
    ['4 invalid plan with an active request', { ...withSr, ...invalid }, RAISE_OFF],
    [
      '4 home-care plan without home-care validity',
      { ...homecare, ...withSr, plan_validity: { is_valid: true, is_hc_valid: false } },
      RAISE_OFF,
    ],
    // row 5: inspection
    [
      '5 Inspection Pending → enabled chat',
      { plan_status: 'Inspection Pending', ...invalid, is_registered: false },
      CHAT,
    ],
    // row 6: activate
    [
      '6 Activation Pending, not registered',
      { plan_status: 'Activation Pending', is_registered: false, ...invalid },
      ACTIVATE,
    ],
    ['6 Unknown, not registered', { plan_status: 'Unknown', is_registered: false }, ACTIVATE],
    [
      '6 Registration Failed, not registered → activate again',
      { plan_status: 'Registration Failed', is_registered: false },
      ACTIVATE,
    ],
    ['6 Active but not registered → not activate', { is_registered: false }, RAISE],
    [
      '6 Lapsed, not registered → cannot activate',
      { plan_status: 'Lapsed', is_registered: false, ...invalid },
      RAISE_OFF,
    ],
    ['6 Expired, not registered', { plan_status: 'Expired', is_registered: false, ...invalid }, RAISE_OFF],
    // row 7: chat
    ['7 NOT STARTED', { plan_status: 'NOT STARTED' }, CHAT],
    ['7 Under Brand Warranty', { plan_status: 'Under Brand Warranty' }, CHAT],
    ['7 Registration Failed, registered', { plan_status: 'Registration Failed' }, CHAT],
    // row 8: default
    [
      '8 Activation Pending, registered (submitted) → disabled',
      { plan_status: 'Activation Pending' },
      RAISE_OFF,
    ],
    ['8 Unknown, registered → disabled', { plan_status: 'Unknown' }, RAISE_OFF],
    ['8 invalid plan → disabled', invalid, RAISE_OFF],
    [
      '8 Consumed damage plan, invalid → disabled',
      { plan_status: 'Consumed', product_type: 'spills-and-drops', ...invalid },
      RAISE_OFF,
    ],
    ['8 Expired and invalid → disabled', { plan_status: 'Expired', ...invalid }, RAISE_OFF],
  ];
  it.each(rows)('§4 Plan action button: %s', (_name, over, expected) => {
    expect(planCard(card(over), TODAY).action).toEqual(expected);
  });

  it('§4 Plan action button: the rule table has 8 ordered rows ending in a catch-all', () => {
    expect(PLAN_ACTION_RULES.map((r) => r.row[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(PLAN_ACTION_RULES[7]!.when(base)).toBe(true);
  });

  it('§4 Plan action button: track-first names are the §9 home-care plans and AMC types', () => {
    expect(TRACK_FIRST_PLAN_NAMES).toContain('HomeCare Comprehensive');
    expect(TRACK_FIRST_PLAN_NAMES).toContain('Annual Maintenance Contract');
    expect(TRACK_FIRST_PLAN_NAMES).toContain('Comprehensive AMC');
    expect(TRACK_FIRST_PLAN_NAMES).not.toContain('Extended Warranty');
  });
});

describe('docs/product/accounts.md#plan-action-button: the Activate Plan list filters on the plan state, never the label', () => {
  const pending = { is_registered: false, plan_status: 'Activation Pending' } as const;
  const rows: [string, Partial<PlanCardInput>, boolean][] = [
    ['not registered, Activation Pending', pending, true],
    ['not registered, Unknown', { is_registered: false, plan_status: 'Unknown' }, true],
    ['not registered, NOT STARTED', { is_registered: false, plan_status: 'NOT STARTED' }, true],
    [
      'not registered, Registration Failed',
      { is_registered: false, plan_status: 'Registration Failed' },
      true,
    ],
    ['registered, Activation Pending (submitted)', { plan_status: 'Activation Pending' }, false],
    ['not registered but Active', { is_registered: false, plan_status: 'Active' }, false],
    ['not registered but Expired', { is_registered: false, plan_status: 'Expired' }, false],
    ['not registered but Consumed', { is_registered: false, plan_status: 'Consumed' }, false],
    ['not registered, blacklisted customer (row 1 first)', { ...pending, blacklisted: true }, false],
    ['not registered, insurer channel (row 1 first)', { ...pending, channel_name: 'insurer' }, false],
    ['not registered, Cancelled (row 1 first)', { is_registered: false, plan_status: 'Cancelled' }, false],
    ['not registered, an active request (row 4 first)', { ...pending, ...withSr }, false],
    [
      'not registered, Inspection Pending (row 5 first)',
      { is_registered: false, plan_status: 'Inspection Pending' },
      false,
    ],
    ['registered and Active', {}, false],
  ];
  it.each(rows)('awaitsActivation: %s → %s', (_name, over, expected) => {
    expect(awaitsActivation(card(over))).toBe(expected);
    // The same plans as the card's own button: the predicate and the label never disagree.
    expect(planCard(card(over), TODAY).action.label === 'Activate Now').toBe(expected);
  });
});

describe('§4 Plan status line', () => {
  const rows: [string, Partial<PlanCardInput>, string | null][] = [
    [
      'insurer channel → §8 insurer message',
      { channel_name: 'insurer', ...withSr, sr_time_stamp: ist('2026-03-05') },
      INSURER_MESSAGE,
    ],
    [
      "active request → 'Last Updated on' in §9 'ddd, Do MMM YY - hh:mmA'",
      { ...withSr, sr_time_stamp: new Date('2024-03-05T09:00:00Z') },
      'Last Updated on Tue, 5th Mar 24 - 02:30PM',
    ],
    ['active request without a time stamp → none', withSr, null],
    ['Under Brand Warranty', { plan_status: 'Under Brand Warranty' }, 'Contact helpdesk for support'],
    ['NOT STARTED', { plan_status: 'NOT STARTED' }, 'Contact helpdesk for support'],
    [
      "Activation Pending → 'Purchased on DD MMM YYYY'",
      { plan_status: 'Activation Pending', plan_purchased_date: new Date('2025-12-19T19:00:00Z') },
      'Purchased on 20 Dec 2025',
    ],
    [
      'Activation Pending without a purchase date',
      { plan_status: 'Activation Pending', plan_purchased_date: null },
      null,
    ],
    ['Active without a request → none', {}, null],
    ['Expired → none', { plan_status: 'Expired' }, null],
  ];
  it.each(rows)('§4 Plan status line: %s', (_name, over, expected) => {
    expect(planCard(card(over), TODAY).statusLine).toBe(expected);
  });

  it('§8 insurer message, verbatim sentence', () => {
    expect(INSURER_MESSAGE).toBe(
      'Please contact the insurer on its helpline to generate a claim id before registering a request.',
    );
  });
});
