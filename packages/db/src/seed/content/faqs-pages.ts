import type { QA } from './faq-row';

/** FAQs per plan page slug (PLAN_PAGES and the AC extended-warranty page). */
export const PAGE_FAQS: Readonly<Record<string, readonly QA[]>> = {
  'ac-extended-warranty-plans': [
    [
      'How many years can I extend my AC warranty?',
      'Up to 4 years, as long as the brand warranty plus extended warranty do not exceed 5 years. An AC with a 1-year brand warranty can take up to 4 years of extended warranty.',
    ],
    [
      'My inverter AC has a 10-year compressor warranty. Do I still need this?',
      'The compressor warranty covers only the compressor. The extended warranty follows the main in-box warranty and covers the PCB, fan motors, sensors and other parts after it ends.',
    ],
    [
      'I bought my AC last season. Can I still buy an extended warranty?',
      'Yes, if it is within 9 months of the purchase date on your invoice. The cover starts the day after the brand warranty ends.',
    ],
    [
      'Do I get AC servicing with the extended warranty?',
      'Yes. You get 1 free preventive maintenance check-up for each year of extended warranty, so a 2-year plan includes 2.',
    ],
    [
      'Does a 3-year AC warranty make financial sense?',
      'A compressor replacement out of warranty typically costs around ₹8,500 and a gas charge around ₹3,000. A 3-year plan for a ₹35,000 AC costs ₹3,599, less than a single major repair.',
    ],
  ],
  'mobile-phones-damage-protection-plans': [
    [
      'What does phone damage protection cover?',
      'Accidental drops, cracked screens and body, and liquid damage, for 12 months from your phone invoice date, repaired up to the phone price.',
    ],
    [
      'How much is the co-pay for my phone?',
      '₹599 or 5% of the phone price, whichever is higher. The co-pay is ₹599 for any phone up to ₹11,980, ₹1,000 for a ₹20,000 phone and ₹4,000 for an ₹80,000 phone.',
    ],
    [
      'I bought my phone yesterday. Can I still buy this?',
      'No. Damage protection must be bought on the same day as the phone, as shown on the invoice. You can still buy an extended warranty within 9 months.',
    ],
    [
      'Is theft covered?',
      'Not by damage protection, which covers physical and liquid damage only. Phone Total Care with Theft & Loss covers theft and loss as well, with a replacement after a police complaint (FIR).',
    ],
  ],
  'mobile-phones-screen-protection-plans': [
    [
      'What is covered under screen protection?',
      'A cracked, shattered or non-working front screen or touch panel, including screens that fail because liquid seeped in.',
    ],
    [
      'How is it different from damage protection?',
      'Screen protection covers only the front screen and is cashless. Damage protection covers the whole phone against drops and spills, with a co-pay per request.',
    ],
    [
      'Do I need to pay anything at the time of repair?',
      'No. Screen replacement under the plan is cashless, with a genuine display.',
    ],
    ['When must I buy it?', 'On the same day as the phone, as shown on the invoice.'],
  ],
  'digital-cameras-damage-protection-plans': [
    [
      'What does camera damage protection cover?',
      'Any accidental physical damage or liquid damage to your digital camera, such as a drop on a trek or a splash on the beach.',
    ],
    [
      'Are there charges during a damage request?',
      'Yes, a co-pay of ₹599 or 5% of the camera price, whichever is higher.',
    ],
    [
      'When must I buy camera damage protection?',
      'On the same day as the camera, as shown on the invoice. The cover then runs for 12 months from the invoice date.',
    ],
    [
      'Can I also extend my camera warranty?',
      'Yes. Camera extended warranty adds 1 year after the brand warranty and must be bought within 9 months of the camera purchase.',
    ],
  ],
  'home-repair-maintenance-plans': [
    [
      'Which appliances can I cover?',
      'Air conditioners, televisions, refrigerators, washing machines, RO water purifiers, geysers and microwaves at one address, of any brand or age.',
    ],
    [
      'Which plan should I choose?',
      'For 2 appliances, HomeCare Lite. For 3 with repairs and one service each, HomeCare Basic at ₹1,999 a year. For scheduled servicing, the Home Maintenance Plan. For parts included, HomeCare Comprehensive.',
    ],
    [
      'How do I book a visit?',
      'Raise a request from My Plans, pick the appliance and a 10AM - 2PM or 2PM - 6PM slot. Maintenance visits booked before noon can happen the same day.',
    ],
    [
      'Can I add an appliance later?',
      'Yes, until you reach the plan limit. Each appliance is added to the plan as a device under it.',
    ],
  ],
  'total-care-laptop-protection-plan': [
    [
      'What does Total Care cover that an extended warranty does not?',
      'Accidental drops, broken hinges, cracked screens and liquid spills. An extended warranty covers only breakdowns.',
    ],
    [
      'Is there a co-pay?',
      'Breakdown repairs are free. Damage repairs need a co-pay of ₹599 or 5% of the laptop price, whichever is higher.',
    ],
    [
      'Which laptops are eligible?',
      'New laptops with a brand warranty valid in India, covered from the day of purchase. The plan must be bought the same day as the laptop.',
    ],
    [
      'Is pick & drop free?',
      'Yes. We collect the laptop from your address and return it after repair, at no cost.',
    ],
  ],
};
