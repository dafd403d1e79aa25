import { CITIES, REPAIR_SERVICES } from '@kavach/domain';
import type { QA } from './faq-row';

const COMMON: readonly QA[] = [
  [
    'How much does the visit cost?',
    'The diagnosis visit costs ₹299, adjusted against the bill if you go ahead with the repair. Service prices are listed on this page.',
  ],
  [
    'How are spare parts charged?',
    'Parts are billed at actual cost and brand parts at MRP. The engineer quotes them before starting, and you decide whether to proceed.',
  ],
  [
    'Is there a warranty on the repair?',
    'Yes, a 90 day post-service warranty. If the same problem comes back within 90 days, we fix it free.',
  ],
];

const SPECIFIC: Readonly<Record<string, readonly QA[]>> = {
  'ac-service-repair': [
    [
      'How often should I service my AC?',
      'Twice a year: a jet (wet) service before summer and another after the monsoon keeps cooling efficient and the drain clear.',
    ],
    [
      'How much does an AC gas refill cost?',
      '₹2,499 for a split or window AC up to 2 ton, including the leak test. Leak repair, if needed, is quoted separately.',
    ],
  ],
  'ro-water-purifier-service-repair': [
    [
      'How often should RO filters be changed?',
      'The pre-filter every 3–4 months, the other filters every 6–12 months and the RO membrane every 2–3 years, depending on your water TDS.',
    ],
  ],
  'geyser-repair-service': [
    [
      'My geyser trips the MCB. Is it safe to use?',
      'No. Switch it off and book a visit: a tripping geyser usually has a failed heating element or thermostat, which the engineer checks on site.',
    ],
  ],
  'refrigerator-repair-service': [
    [
      'My refrigerator is not cooling. What could it be?',
      'Common causes are a failed thermostat, a gas leak, a blocked condenser or a compressor fault. The engineer diagnoses it at home and quotes before any work.',
    ],
  ],
  'washing-machine-repair-service': [
    [
      'Do you repair both top-load and front-load machines?',
      'Yes, fully automatic top-load and front-load and semi-automatic machines of all major brands, including drain pump, motor and panel board repairs.',
    ],
  ],
  'microwave-repair-service': [
    [
      'My microwave runs but does not heat. Can it be fixed?',
      'Usually yes. It is often the magnetron, the high-voltage diode or a door switch. The engineer tests these on site and quotes before replacing anything.',
    ],
  ],
  'printer-repair-service': [
    [
      'Do you repair ink tank and laser printers?',
      'Yes. Ink tank, inkjet and laser printers and all-in-ones, including paper-jam, head-clogging and roller problems.',
    ],
  ],
};

function citiesAnswer(cities: readonly string[]): string {
  const names = CITIES.filter((c) => cities.includes(c.key)).map((c) => c.name);
  return `The service is available in ${names.join(', ')}. Enter your pincode on this page to check your area.`;
}

/** FAQs per repair service slug: coverage from REPAIR_SERVICES, then service and common ones. */
export const REPAIR_FAQS: Readonly<Record<string, readonly QA[]>> = Object.fromEntries(
  REPAIR_SERVICES.map((s) => [
    s.slug,
    [
      [`Which cities is ${s.name} available in?`, citiesAnswer(s.cities)] as const,
      ...(SPECIFIC[s.slug] ?? []),
      ...COMMON,
    ],
  ]),
);
