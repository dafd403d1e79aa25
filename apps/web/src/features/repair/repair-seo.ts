import type { RepairPageData } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import type { Crumb } from '@/components/json-ld';

export const repairHeading = (data: RepairPageData): string =>
  data.city ? `${data.name} in ${data.city.name}` : data.name;

export function repairTitle(data: RepairPageData): string {
  const from = data.items.length > 0 ? Math.min(...data.items.map((i) => i.price)) : null;
  const heading = repairHeading(data);
  if (data.city && !data.is_covered) return heading;
  return from === null ? heading : `${heading} from ${formatInr(from)}`;
}

export function repairDescription(data: RepairPageData): string {
  if (data.city && !data.is_covered) {
    const names = data.cities_covered.map((c) => c.name).join(', ');
    return `${data.name} is not available in ${data.city.name} yet. Book it in ${names}.`;
  }
  const where = data.city ? ` in ${data.city.name}` : '';
  return `Book ${data.name.toLowerCase()}${where} at home: qualified engineers, genuine parts, 90 day post-service warranty.`;
}

export function repairCrumbs(data: RepairPageData, path: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (data.city) crumbs.push({ name: data.name, path: `/${data.service_slug}` });
  crumbs.push({ name: data.city ? data.city.name : data.name, path });
  return crumbs;
}
