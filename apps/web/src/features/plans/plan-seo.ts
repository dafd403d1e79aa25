import type { PlanPageData } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import type { Crumb } from '@/components/json-ld';

export const deviceNameOf = (data: PlanPageData): string => data.category?.plural_name ?? 'Home appliances';

export function lowestPrice(data: PlanPageData): number | null {
  const prices = data.plans.map((p) => p.starting_price).filter((p) => p > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

export function planPageTitle(data: PlanPageData): string {
  const from = lowestPrice(data);
  return from === null ? data.title : `${data.title} from ${formatInr(from)}`;
}

export function planPageDescription(data: PlanPageData): string {
  const lead = data.plans[0]?.summary ?? `Protection plans for ${deviceNameOf(data).toLowerCase()}.`;
  return clip(`${lead} Buy online, cashless repairs, free pick & drop.`, 160);
}

export function planPageCrumbs(data: PlanPageData, path: string): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Protection Plans', path: '/protection-plans' },
    { name: data.title, path },
  ];
}
