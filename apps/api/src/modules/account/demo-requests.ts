import {
  answerComplaint,
  insertComplaint,
  insertSrTimer,
  insertServiceRequest,
  serviceCentresOf,
  moveServiceRequest,
  trackerFindByRef,
  type CustomerPlanRow,
  type Tx,
} from '@kavach/db';
import {
  complaintDeadlines,
  COPAY_WINDOW_MS,
  SR_LIFECYCLES,
  appointmentAhead,
  processHasAppointment,
  isoOfDay,
  istDay,
  SR_STATES,
  goesToServiceCentre,
  nearestServiceCentre,
  slaAfterMove,
  type ComplaintReason,
  type SrProcess,
  type SrState,
} from '@kavach/domain';
import { workingCalendarOf } from '../calendar/holiday-calendar';
import { complaintReference } from '../tracker/customer-complaint.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ACTOR = 'staff:service.demo';

/**
 * The demo requests, one per milestone (issue 20 §4): every state any process shows, each reached
 * through its process's table by the real lifecycle writer, so the tracker and the service desk
 * have a request at every step to show (README "Demo accounts").
 */
export const DEMO_REQUEST_STATES: readonly [SrProcess, SrState][] = [
  ['onsite', 'awaiting_copay'],
  ['onsite', 'raised'],
  ['onsite', 'under_review'],
  ['onsite', 'documents_requested'],
  ['onsite', 'confirmed'],
  ['onsite', 'visit_scheduled'],
  ['onsite', 'technician_on_the_way'],
  ['onsite', 'diagnosis'],
  ['onsite', 'repaired'],
  ['onsite', 'feedback'],
  ['onsite', 'no_issue_found'],
  ['pick_drop', 'pickup_scheduled'],
  ['pick_drop', 'picked_up'],
  ['pick_drop', 'at_service_centre'],
  ['pick_drop', 'estimate_shared'],
  ['pick_drop', 'awaiting_approval'],
  ['pick_drop', 'repair_in_progress'],
  ['pick_drop', 'awaiting_parts'],
  ['pick_drop', 'out_for_delivery'],
  ['pick_drop', 'delivered'],
  ['carry_in', 'ready_for_collection'],
  ['replacement', 'store_informed'],
  ['replacement', 'invoice_generated'],
  ['replacement', 'replacement_delivered'],
  ['onsite', 'rejected'],
  ['onsite', 'cancelled'],
];

/** The shortest path through a process's table from `from` to `to` (breadth first). */
export function pathTo(process: SrProcess, from: SrState, to: SrState): SrState[] {
  const table = SR_LIFECYCLES[process].transitions;
  const back = new Map<SrState, SrState | null>([[from, null]]);
  const queue: SrState[] = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const next of table[at] ?? [])
      if (!back.has(next) && next !== 'expired') {
        back.set(next, at);
        queue.push(next);
      }
  }
  if (!back.has(to)) throw new Error(`demo requests: ${to} unreachable in ${process}`);
  const path: SrState[] = [];
  for (let s: SrState | null = to; s !== null && s !== from; s = back.get(s) ?? null) path.unshift(s);
  return path;
}

/** What a demo request is about: an AC repaired at home, or a laptop the workshop handles. */
const DEMO_DEVICES = {
  home: {
    device: { brand: 'Daikin', model: 'FTKF50', name: 'Bedroom split AC', serial: null, price_paise: null },
    problems: ['Not cooling'],
    diagnosis: 'Compressor relay failed',
    estimatePaise: 350_000,
  },
  workshop: {
    device: {
      brand: 'Lenovo',
      model: 'IdeaPad Slim 5 14IRH8',
      name: 'Work laptop',
      serial: 'PF4KX2LM',
      price_paise: 6_290_000,
    },
    problems: ['Does not power on'],
    diagnosis: 'Motherboard power IC failed',
    estimatePaise: 850_000,
  },
} as const;

/**
 * Seeds the demo requests in the caller's transaction: the at-home ones on `plans.home` (the demo
 * customer's AC AMC), pickup, carry-in and replacement on `plans.workshop` (a laptop's total care).
 */
export async function seedDemoRequests(
  tx: Tx,
  customer: { id: number; phone: string; email: string },
  plans: { home: CustomerPlanRow; workshop: CustomerPlanRow },
  now: Date,
): Promise<void> {
  const day = (d: Date) =>
    d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).slice(2).replace(/-/g, '');
  const home = { lat: 19.0652, lng: 72.8227 };
  const calendar = await workingCalendarOf(tx, 'mumbai');
  // Carry-in and pickup go to the nearest Mumbai centre, as create_ticket assigns it (decision 078).
  const centre = nearestServiceCentre(home, await serviceCentresOf(tx, 'mumbai'));
  for (const [n, [process, target]] of DEMO_REQUEST_STATES.entries()) {
    if (!SR_STATES.includes(target)) continue;
    const start: SrState = target === 'awaiting_copay' ? 'awaiting_copay' : 'raised';
    const path = target === start ? [] : pathTo(process, start, target);
    // A temporary request waits 30 minutes for its co-pay (decision 060): the demo's was raised
    // ten minutes before the seed, so its Pay button works at first and the timer expires it later.
    const createdAt =
      start === 'awaiting_copay'
        ? new Date(now.getTime() - 10 * 60_000)
        : new Date(now.getTime() - (10 + n) * DAY);
    const srRef = `${day(createdAt)}-${String(5_000 + n).padStart(6, '0')}`;
    const where = process === 'onsite' ? 'home' : 'workshop';
    // A pickup, carry-in or visit has its appointment: two days after the seed while it is still
    // ahead (the tracker offers to change it and promises the reminder, decision 103), else two days
    // after the request was raised.
    const appointmentOn = appointmentAhead(process, target) ? now : createdAt;
    const appointment = processHasAppointment(process)
      ? { date: isoOfDay(istDay(appointmentOn)! + 2), time: '10AM - 2PM', date_1: null, time_1: null }
      : null;
    const about = DEMO_DEVICES[where];
    await insertServiceRequest(tx, {
      srRef,
      customerId: customer.id,
      customerPlanId: plans[where].id,
      coverTitle: 'Breakdown repair',
      process,
      status: start,
      problems: [...about.problems],
      address: {
        name: 'Priya Sharma',
        phone: customer.phone.replace('+91', ''),
        email: customer.email,
        address1: '402, Sea Breeze, Carter Road',
        address2: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        ...home,
        address_id: null,
      },
      pincode: '400050',
      city: 'Mumbai',
      serviceCentreId: goesToServiceCentre(process) ? (centre?.centre.id ?? null) : null,
      device: { ...about.device },
      appointment,
      copayPaise: start === 'awaiting_copay' ? 59_900 : 0,
      copayStatus: start === 'awaiting_copay' ? 'due' : 'none',
      copayDueBy: start === 'awaiting_copay' ? new Date(createdAt.getTime() + COPAY_WINDOW_MS) : null,
      dueAt: slaAfterMove(process, start, createdAt, null, calendar),
      createdAt,
      updatedAt: createdAt,
    });
    let row = (await trackerFindByRef(tx, srRef))!;
    if (start === 'awaiting_copay')
      await insertSrTimer(tx, {
        serviceRequestId: row.id,
        kind: 'copay_expiry',
        forStatus: 'awaiting_copay',
        dueAt: row.copayDueBy!,
        at: createdAt,
      });
    let at = createdAt;
    for (const to of path) {
      at = new Date(at.getTime() + 5 * HOUR);
      row = await moveServiceRequest(tx, row, to, {
        actor: ACTOR,
        at,
        reasonCode: to === 'rejected' ? 'DEVICE_MISMATCH' : to === 'cancelled' ? 'CUSTOMER_REQUEST' : null,
        patch: {
          dueAt: slaAfterMove(process, to, at, row.dueAt, calendar),
          ...(to === 'technician_assigned' || to === 'pickup_scheduled'
            ? {
                technician: {
                  name: 'Suresh Patil',
                  phone: '9876543210',
                  lat: 19.0726,
                  lng: 72.8362,
                  location: 'Khar West',
                },
              }
            : {}),
          ...(to === 'estimate_shared'
            ? { estimatePaise: about.estimatePaise, diagnosis: about.diagnosis }
            : {}),
          ...(to === 'documents_requested' ? { documentsRequested: ['invoice'] } : {}),
          ...(to === 'rejected'
            ? {
                reasons: [
                  { code: 'DEVICE_MISMATCH', message: 'The device does not match the device on the plan.' },
                ],
              }
            : {}),
        },
      });
    }
    const complaint = DEMO_COMPLAINTS.find(([p, state]) => p === process && state === target);
    if (complaint) await seedDemoComplaint(tx, customer.id, row.id, complaint[2], now);
  }
}

/**
 * The demo complaints (decision 100): one waiting for the desk's reply about the laptop stuck
 * waiting for parts, one answered about the rejected claim — so the tracker and the desk's list show
 * both states from the start.
 */
const DEMO_COMPLAINTS: readonly [
  SrProcess,
  SrState,
  { reason: ComplaintReason; details: string; hoursAgo: number; answer?: string },
][] = [
  [
    'pick_drop',
    'awaiting_parts',
    {
      reason: 'DELAYED',
      details:
        'My laptop has been at the service centre for over a week and nobody can tell me when the part will arrive. I need it for work.',
      hoursAgo: 20,
    },
  ],
  [
    'onsite',
    'rejected',
    {
      reason: 'CLAIM_DECISION',
      details: 'The claim was rejected saying the device does not match, but it is the same AC I registered.',
      hoursAgo: 72,
      answer:
        'We checked again with the photo on your plan: the serial number on the outdoor unit was read wrongly. Please raise the request again and it will be approved.',
    },
  ],
];

async function seedDemoComplaint(
  tx: Tx,
  customerId: number,
  serviceRequestId: number,
  c: (typeof DEMO_COMPLAINTS)[number][2],
  now: Date,
): Promise<void> {
  const receivedAt = new Date(now.getTime() - c.hoursAgo * HOUR);
  const row = await insertComplaint(tx, {
    reference: complaintReference(receivedAt),
    serviceRequestId,
    customerId,
    reasonCode: c.reason,
    details: c.details,
    createdAt: receivedAt,
    ...complaintDeadlines(receivedAt),
  });
  if (c.answer)
    await answerComplaint(tx, row, {
      answer: c.answer,
      answeredBy: 'service.demo',
      at: new Date(receivedAt.getTime() + 26 * HOUR),
    });
}
