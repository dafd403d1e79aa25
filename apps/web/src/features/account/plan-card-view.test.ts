import { describe, expect, it } from 'vitest';
import { activationHref, cardStatusLine, deviceLine, planButton, pmLine } from './plan-card-view';

const CHAT = 'https://wa.me/911800123456';

describe('planButton', () => {
  it('§4: a disabled action stays disabled whatever its target', () => {
    expect(planButton({ label: 'Raise Service Request', href: null, disabled: true }, CHAT)).toEqual({
      kind: 'disabled',
      label: 'Raise Service Request',
    });
  });

  it("§4: 'Chat With Us' without a target opens the site's chat link", () => {
    expect(planButton({ label: 'Chat With Us', href: null, disabled: false }, CHAT)).toEqual({
      kind: 'link',
      label: 'Chat With Us',
      href: CHAT,
      external: true,
    });
  });

  it("§4: 'Activate Now' goes to the activation route", () => {
    const href = '/account/activation/OS123?activation_source=myaccount';
    expect(planButton({ label: 'Activate Now', href, disabled: false }, CHAT)).toEqual({
      kind: 'link',
      label: 'Activate Now',
      href,
      external: false,
    });
  });

  it.each(['https://evil.example/x', '//evil.example', 'javascript:alert(1)'])(
    'T1.5: a target off this site (%s) is not followed',
    (href) => {
      expect(planButton({ label: 'Track Request', href, disabled: false }, CHAT).kind).toBe('disabled');
    },
  );
});

describe('deviceLine and pmLine', () => {
  it('brand and model, else the device name, else nothing', () => {
    expect(deviceLine({ brand: 'Samsung', model: 'Galaxy S24', name: null })).toBe('Samsung Galaxy S24');
    expect(deviceLine({ brand: null, model: null, name: 'Bedroom AC' })).toBe('Bedroom AC');
    expect(deviceLine({ brand: ' ', model: null, name: null })).toBeNull();
  });

  it('preventive maintenance visits left, singular and plural; nothing without PM', () => {
    expect(pmLine({ has_pm: true, remaining_pm: 1 })).toBe('Preventive maintenance: 1 visit left');
    expect(pmLine({ has_pm: true, remaining_pm: 2 })).toBe('Preventive maintenance: 2 visits left');
    expect(pmLine({ has_pm: false, remaining_pm: 0 })).toBeNull();
  });
});

describe('activationHref', () => {
  it("§2: the plan's 'Activate Now' target, else /account/activation/{osid}?activation_source=myaccount", () => {
    const own = '/account/activation/OS1?activation_source=myaccount';
    expect(
      activationHref({ osid: 'OS1', action: { label: 'Activate Now', href: own, disabled: false } }),
    ).toBe(own);
    expect(
      activationHref({
        osid: 'OS 2',
        action: { label: 'Raise Service Request', href: null, disabled: true },
      }),
    ).toBe('/account/activation/OS%202?activation_source=myaccount');
  });
});

describe('cardStatusLine', () => {
  it("§4: the status line, except 'Purchased on {date}' which the card already shows", () => {
    const date = '12 Nov 2026';
    expect(cardStatusLine({ status_line: 'Contact helpdesk for support', plan_purchased_date: date })).toBe(
      'Contact helpdesk for support',
    );
    expect(cardStatusLine({ status_line: `Purchased on ${date}`, plan_purchased_date: date })).toBeNull();
    expect(cardStatusLine({ status_line: null, plan_purchased_date: date })).toBeNull();
  });
});
