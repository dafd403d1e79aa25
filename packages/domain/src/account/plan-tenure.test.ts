import { describe, expect, it } from 'vitest';
import { planTenureText, preventiveMaintenanceCount } from './plan-tenure';
import type { PlanTypeKey } from '../catalogue/plan-types';

describe('§3 plan_tenure text', () => {
  it("§3 Account plan card: plan_tenure as 'DD MMM YYYY - DD MMM YYYY' in IST", () => {
    expect(planTenureText('2025-01-05', new Date('2026-01-03T18:30:00Z'))).toBe('05 Jan 2025 - 04 Jan 2026');
  });
});

describe('domain-facts §3.3 / §11 preventive maintenance count', () => {
  it.each<[PlanTypeKey, number, number]>([
    ['extended-warranty', 12, 1],
    ['extended-warranty', 24, 2],
    ['extended-warranty', 48, 4],
    ['amc', 12, 2],
    ['comprehensive-amc', 24, 4],
    ['amc', 6, 2],
    ['amc', 0, 0],
    ['spills-and-drops', 12, 0],
    ['screen-protection', 12, 0],
    ['insta-repair', 12, 0],
    ['total-care', 24, 0],
    ['homecare', 12, 0],
  ])('§11 PM: %s over %i months → %i', (key, months, count) => {
    expect(preventiveMaintenanceCount(key, months)).toBe(count);
  });
});
