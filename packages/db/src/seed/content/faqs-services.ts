import type { QA } from './faq-row';

/** FAQs for AMC, comprehensive AMC, insta-repair and home care (docs/product/catalogue.md#categories-and-plan-types, docs/product/service-requests.md#raising-a-request, docs/product/service-requests.md#preventive-maintenance–docs/product/catalogue.md#repair-pages-and-city-coverage). */
export const SERVICE_FAQS: Readonly<Record<string, readonly QA[]>> = {
  amc: [
    [
      'What is an Annual Maintenance Contract?',
      'An AMC keeps one appliance maintained for a year: scheduled preventive services plus unlimited breakdown visits. Labour is free; spare parts are charged at actual cost.',
    ],
    [
      'How many preventive services are included?',
      'It depends on the appliance. An AC AMC includes 2 jet (wet) services a year; an RO AMC includes 3 preventive services. Your remaining services are shown on the plan card in My Plans.',
    ],
    [
      'Can I buy an AMC for an old appliance?',
      'Yes. AMCs are available for any brand and any age. At activation we ask for the appliance name, brand, purchase date and brand warranty.',
    ],
    [
      'How soon can a technician visit?',
      'From the next day in the 10AM - 2PM or 2PM - 6PM slot. AMC visits booked before noon can be scheduled for the same day.',
    ],
    [
      'Are gas charging and filters included?',
      'No. Consumables such as AC gas and RO filters are charged. Choose the Comprehensive AMC if you want parts included.',
    ],
  ],
  'comprehensive-amc': [
    [
      'How is a Comprehensive AMC different from an AMC?',
      'With an AMC, service visits are free and parts are charged. With a Comprehensive AMC, both service and spare parts are included; some consumables may still be charged.',
    ],
    [
      'Are RO filters included in the Comprehensive AMC?',
      'Yes. All filters and the RO membrane are replaced as needed within the contract, along with the pump and SMPS.',
    ],
    [
      'Is AC gas refilling included?',
      'No. Gas top-up or refill, copper piping and the stabiliser are charged even under a Comprehensive AMC; electrical and mechanical parts including the compressor are included.',
    ],
    [
      'How many breakdown visits are allowed?',
      'Unlimited breakdown visits during the contract year, with a 90 day post-service warranty on each repair.',
    ],
  ],
  'insta-repair': [
    [
      'How does Insta Repair work?',
      'Book a slot, and an engineer visits, diagnoses the problem and quotes for any parts. You decide whether to go ahead. The invoice and a payment link arrive by email and SMS.',
    ],
    [
      'What does the visit fee cover?',
      'The visit and diagnosis. If you go ahead with the repair, the visit fee is adjusted against the repair charge.',
    ],
    [
      'How are spare parts charged?',
      'Parts are billed separately at actual cost, and brand parts at MRP. The engineer quotes them before starting work.',
    ],
    ['Is there a warranty on the repair?', 'Yes. Every repair carries a 90 day post-service warranty.'],
    [
      'Which devices can I book?',
      'Smartphones, laptops, air conditioners and water purifiers. Availability depends on your city; if your area is not serviceable, we offer free remote troubleshooting.',
    ],
  ],
  homecare: [
    [
      'What is a HomeCare plan?',
      'One yearly plan that covers several appliances at the same address, such as your AC, refrigerator, washing machine and RO, with breakdown visits, preventive services and discounts on spares.',
    ],
    [
      'How many appliances can I add?',
      'It depends on the plan: HomeCare Lite covers 2 appliances, HomeCare Basic 3, Home Maintenance Plan 4, HomeCare Gold 5 and HomeCare Premium 7.',
    ],
    [
      'Can my appliances be of any brand or age?',
      'Yes. HomeCare plans accept appliances of any brand and age, registered at one address.',
    ],
    [
      'Can I buy a HomeCare plan with other plans?',
      'A HomeCare cart holds HomeCare items only. Buy extended warranties or AMCs in a separate order.',
    ],
    [
      'Are spare parts included?',
      'Only in HomeCare Comprehensive (up to ₹15,000 a year) and Home Assure. Other plans give 10–20% off spare parts.',
    ],
    [
      'What does Home Assure add?',
      'Home Assure also covers accidental damage for up to 3 appliances, with total cover up to ₹60,000, and replaces an appliance at market value if it cannot be repaired.',
    ],
  ],
};
