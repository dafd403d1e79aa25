import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PlanCoverView, SelfservePlan } from '@kavach/contracts';
import { ReviewStep } from './components/review-step';
import { flowReducer } from './flow-state';
import { openingState } from './flow-start';

// The review's form posts to this server action; the module itself is server-only (it reads the
// draft cookie and calls the API), so the render gets a stand-in with the same export.
vi.mock('./draft-action', () => ({ raiseAction: async () => undefined }));

const COVERS: PlanCoverView[] = [
  {
    cover_id: 'cv_breakdown',
    title: 'Breakdown repair',
    type: 'warranty',
    description: 'Repairs of faults after the maker’s warranty.',
    process_types: ['carry-in', 'at-home'],
    claims_per_year: null,
    claims_used_this_year: 0,
    remaining_cover: 6_500_000,
    copay_amount: 0,
    documents_required: ['invoice'],
  },
  {
    cover_id: 'cv_damage',
    title: 'Accidental and liquid damage',
    type: 'damage',
    description: 'Drops and spills.',
    process_types: ['carry-in'],
    claims_per_year: 2,
    claims_used_this_year: 0,
    remaining_cover: 6_500_000,
    copay_amount: 300_000,
    documents_required: ['invoice', 'photo'],
  },
];

const PLAN = {
  osid: 'os-1',
  tokenized_osid: 'tok-os-1',
  plan_name: 'Laptop Total Care',
  plan_type: 'total-care',
  category: 'laptops',
  category_name: 'Laptops',
  plan_status: 'ACTIVE',
  device: { brand: 'Dell', model: 'Inspiron 14', name: null, serial: null, price: 6_500_000 },
  plan_tenure: { from: '2026-11-01', to: '2027-10-31' },
  multiple_enabled: true,
  restriction: null,
  insurer_message: null,
  preventive_maintainance_data: { has_pm: false, remaining_pm: 0 },
} satisfies SelfservePlan;

/** The review as the server renders it, before the page's scripts run. */
function serverReview(): string {
  let state = openingState('tok-os-1', '2026-11-27');
  state = flowReducer(state, { type: 'chooseCover', cover_id: 'cv_breakdown' });
  state = flowReducer(state, { type: 'setProblems', problems: ['No display'] });
  state = flowReducer(state, { type: 'go', to: 'review' });
  return renderToStaticMarkup(
    createElement(ReviewStep, { covers: COVERS, plan: PLAN, state, dispatch: () => undefined }),
  );
}

describe('the review before the scripts (issue 19 §2: no control waits for them; decision 076)', () => {
  it("offers no 'Add another device or cover' until the scripts run, even on a plan with several covers", () => {
    const html = serverReview();
    expect(html).toContain('Raise Service Request');
    expect(html).not.toContain('Add another device or cover');
  });

  it('renders no button that only a script could act on: each one submits a form, each Edit is a link', () => {
    const html = serverReview();
    expect(html).not.toMatch(/<button[^>]*type="button"/);
    expect(html).toMatch(/<a [^>]*href="[^"]*edit=review[^"]*"/);
  });
});
