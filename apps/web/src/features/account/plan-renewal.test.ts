import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AccountPlan } from '@kavach/contracts';
import { PlanRenewal } from './components/plan-renewal';

// The form posts to this server action; the module is server-only (it calls the API with the
// visitor's session), so the render gets a stand-in with the same export.
vi.mock('./renew-action', () => ({ renewPlanAction: async () => null }));
// Once hydrated it opens the cart with the app router, which a static render has not mounted.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

const render = (renewal: AccountPlan['renewal']) =>
  renderToStaticMarkup(
    createElement(PlanRenewal, { plan: { osid: 'osid-of-the-ac-amc', renewal } as AccountPlan }),
  );

describe('decision 091: renew a plan from its My Plans card, with no script needed', () => {
  it('open: when the next term starts, and a form posting the plan’s osid with a submit', () => {
    const html = render({ state: 'open', starts_on: '10 Dec 2026' });
    expect(html).toContain('Renew now to stay covered. Your next term starts on');
    expect(html).toContain('10 Dec 2026');
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).toContain('name="osid" value="osid-of-the-ac-amc"');
    expect(html).toMatch(/<button type="submit"[^>]*>Renew plan<\/button>/);
  });

  it('renewed: when the next term starts, no form; nothing to renew: nothing at all', () => {
    const html = render({ state: 'renewed', starts_on: '10 Dec 2026' });
    expect(html).not.toContain('<form');
    expect(html).toContain('Renewed.');
    expect(html).toContain('Your next term starts on 10 Dec 2026.');
    expect(render(null)).toBe('');
  });
});
