import {
  DEVICE_CATEGORIES,
  PLAN_PAGES,
  REPAIR_SERVICES,
  paths,
  type CityKey,
  type DeviceCategory,
} from '@kavach/domain';
import type { questions } from '../../schema';

export type QuestionRow = Omit<typeof questions.$inferInsert, 'id'>;

type Target = 'ew' | { page: string } | { repair: string };
type Q = readonly [text: string, target: Target];

const page = (slug: string): Target => ({ page: slug });
const repair = (slug: string): Target => ({ repair: slug });
const HOME = page('home-repair-maintenance-plans');

/**
 * Question-popup entries per category slug (docs/product/catalogue.md#landing-pages). The category landing page
 * (`/{plural}-extended-warranty-plans`) lists every plan of the category, so damage, AMC and
 * insta-repair answers without a page of their own point there. Categories not listed get one
 * extended-warranty question, so the popup sends them straight to that page.
 */
const QUESTIONS: Readonly<Record<string, readonly Q[]>> = {
  'mobile-phone': [
    [
      'My phone screen cracked or I want to protect a new screen',
      page('mobile-phones-screen-protection-plans'),
    ],
    [
      'Accidental damage cover: drops, spills and liquid damage',
      page('mobile-phones-damage-protection-plans'),
    ],
    ['Extend the warranty of my phone by a year', 'ew'],
    ['My phone needs a repair now (screen, battery, charging port)', 'ew'],
  ],
  tablet: [
    ['Extend the warranty of my tablet', 'ew'],
    ['Protect my new tablet against drops and spills', 'ew'],
  ],
  laptop: [
    [
      'Complete protection: breakdowns, drops and spills in one plan',
      page('total-care-laptop-protection-plan'),
    ],
    ['Extend the warranty of my laptop', 'ew'],
    ['My laptop is not working and needs a repair now', 'ew'],
  ],
  'digital-camera': [
    ['Protect my camera against drops and water damage', page('digital-cameras-damage-protection-plans')],
    ['Extend the warranty of my camera', 'ew'],
  ],
  desktop: [
    ['Extend the warranty of my desktop', 'ew'],
    ['Yearly maintenance for my office or home desktop', 'ew'],
  ],
  'printer-scanner': [
    ['My printer is jamming or not printing and needs a repair', repair('printer-repair-service')],
    ['Extend the warranty of my printer', 'ew'],
  ],
  television: [
    ['Extend the warranty of my TV', 'ew'],
    ['One plan for my TV and other home appliances', HOME],
  ],
  'washing-machine': [
    ['My washing machine is not working and needs a repair', repair('washing-machine-repair-service')],
    ['Extend the warranty of my washing machine', 'ew'],
    ['One plan for my washing machine and other home appliances', HOME],
  ],
  'water-purifier': [
    ['My RO needs a service, filter change or repair', repair('ro-water-purifier-service-repair')],
    ['Extend the warranty of my water purifier', 'ew'],
    ['Yearly maintenance plan with filters included', HOME],
  ],
  'air-conditioner': [
    ['My AC needs a service, gas refill or repair', repair('ac-service-repair')],
    ['Extend the warranty of my new AC', 'ew'],
    ['Yearly maintenance for all my ACs and home appliances', HOME],
  ],
  geyser: [
    ['My geyser is not heating or keeps tripping', repair('geyser-repair-service')],
    ['Extend the warranty of my geyser', 'ew'],
  ],
  refrigerator: [
    ['My refrigerator is not cooling and needs a repair', repair('refrigerator-repair-service')],
    ['Extend the warranty of my refrigerator', 'ew'],
    ['One plan for my refrigerator and other home appliances', HOME],
  ],
  microwave: [
    ['My microwave is not heating and needs a repair', repair('microwave-repair-service')],
    ['Extend the warranty of my microwave', 'ew'],
  ],
  'smart-watch': [
    ['Extend the warranty of my smart watch', 'ew'],
    ['Protect my smart watch against drops and water damage', 'ew'],
  ],
  iron: [['My iron is new and I want a longer warranty', 'ew']],
  kettle: [['Extend the warranty of my electric kettle', 'ew']],
  fan: [['Extend the warranty of my fan', 'ew']],
  'groom-haircare': [['Extend the warranty of my trimmer, shaver or hair dryer', 'ew']],
  'home-theatre-soundbar': [['Extend the warranty of my home theatre or soundbar', 'ew']],
  'chopper-blender': [['Extend the warranty of my chopper or blender', 'ew']],
  headphone: [['Extend the warranty of my headphones or earbuds', 'ew']],
};

function targetOf(c: DeviceCategory, t: Target): { path: string; cities: CityKey[] | null } {
  if (t === 'ew') {
    const path = c.slug === 'air-conditioner' ? paths.acExtendedWarranty() : paths.extendedWarranty(c);
    return { path, cities: null };
  }
  if ('page' in t) {
    const planPage = PLAN_PAGES.find((p) => p.slug === t.page);
    if (!planPage) throw new Error(`Unknown plan page ${t.page}`);
    return { path: paths.planPage(planPage), cities: null };
  }
  const service = REPAIR_SERVICES.find((s) => s.slug === t.repair);
  if (!service) throw new Error(`Unknown repair service ${t.repair}`);
  return { path: paths.repair(service), cities: [...service.cities] };
}

/** Question-popup rows for every category. */
export function seedQuestions(): QuestionRow[] {
  return DEVICE_CATEGORIES.flatMap((c) => {
    const list = QUESTIONS[c.slug] ?? [[`Extend the warranty of my ${c.name.toLowerCase()}`, 'ew']];
    return list.map(([text, target], i) => {
      const { path, cities } = targetOf(c, target);
      return { categorySlug: c.slug, text, targetPath: path, cities, sortOrder: i + 1 };
    });
  });
}
