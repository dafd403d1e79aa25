import type { QA } from './faq-row';

/** FAQs per protection plan type (docs/product/catalogue.md#categories-and-plan-types–docs/product/accounts.md#input-rules, docs/product/catalogue.md#frequently-asked-questions). */
export const PROTECTION_FAQS: Readonly<Record<string, readonly QA[]>> = {
  'extended-warranty': [
    [
      'What is Extended Warranty?',
      'Extended Warranty continues the cover of your brand warranty after it ends. Malfunctions and manufacturing defects are repaired cashless with genuine spare parts, exactly as the brand warranty would have done.',
    ],
    [
      'When does my extended warranty start?',
      'The day after your brand warranty expires. The brand warranty is taken to start on your device invoice date, so a 1-year brand warranty on a TV bought on 10 Jan 2025 means the extended warranty starts on 10 Jan 2026.',
    ],
    [
      'Can I buy it after I have bought my device?',
      'Yes. You can buy an extended warranty up to 9 months after the device purchase date on your invoice. The device must have a brand warranty valid in India of at least 1 year.',
    ],
    [
      'Are there any charges when I raise a repair request?',
      'No. Parts, labour, transport and taxes are all covered, so there is nothing to pay per request.',
    ],
    [
      'How many repairs can I claim?',
      'As many as you need, until the total repair cost reaches the value of your device. If a single repair would cost more than the current market value, the device is replaced with a new or refurbished unit or gift cards instead.',
    ],
    [
      'Does it cover accidental or liquid damage?',
      'No. The extended warranty excludes accidental physical damage and liquid damage, even if your brand warranty covered them. For drops and spills, look at our Spills & Drops protection plans.',
    ],
    [
      'How long can I extend the warranty for?',
      'Phones, tablets and digital cameras get 1 extra year. Other devices can be extended by 1 to 4 years, as long as the brand warranty and extended warranty together do not exceed 5 years.',
    ],
    [
      'Can I cancel the plan?',
      'Yes. Cancel within 30 days of purchase for a full refund, provided no service request has been raised. If the plan turns out to be ineligible for your device, call us and we refund it.',
    ],
  ],
  'spills-and-drops': [
    [
      'What is Spills & Drops protection?',
      'It covers accidental physical damage (drops, falls, cracks) and liquid damage (spills, accidental submersion) to your device for 12 months from the device invoice date.',
    ],
    [
      'Are there charges when I raise a damage request?',
      'Yes, a co-pay of ₹599 or 5% of the device price, whichever is higher, paid online when you raise the request. For a ₹20,000 phone that is ₹1,000; for an ₹8,000 phone it is ₹599.',
    ],
    [
      'Can I buy it a few days after buying my phone?',
      'No. Spills & Drops protection must be bought on the same day as the device, as shown on the device invoice.',
    ],
    [
      'Will you ask how the damage happened?',
      'No. There are no questions about how, where or when the damage happened.',
    ],
    [
      'What is the most you will pay for repairs?',
      'Repairs are covered up to the device purchase price on your invoice.',
    ],
    [
      'Is theft or loss covered?',
      'Not by this plan: it covers physical and liquid damage only; theft, loss and cosmetic-only damage are not covered. For a phone, Phone Total Care with Theft & Loss also covers theft and loss.',
    ],
    [
      'How long will the repair take?',
      'Your device is repaired within 7–10 working days (Monday to Friday, excluding public holidays) or replaced free of cost.',
    ],
  ],
  'screen-protection': [
    [
      'What does Screen Protection cover?',
      'Damage to the front screen or touch panel: cracked, shattered or damaged screens, and screens that stop working because liquid seeped in.',
    ],
    ['Do I pay anything when I claim?', 'No. Screen replacement under the plan is cashless.'],
    [
      'When can I buy Screen Protection?',
      'Only on the same day as you buy the phone, as shown on your invoice.',
    ],
    [
      'Is the back glass or camera covered?',
      'No. Only the front screen and touch panel are covered. For damage to the rest of the phone, choose Spills & Drops protection.',
    ],
    ['How many screen replacements do I get?', 'One screen replacement during the plan year.'],
  ],
  'total-care': [
    [
      'What is Laptop Total Care?',
      'One plan that combines an extended warranty with accidental and liquid damage protection for your laptop, for 1 or 2 years.',
    ],
    [
      'What do I pay when I raise a request?',
      'Nothing for breakdowns such as a failed motherboard or display. Accidental or liquid damage repairs need a co-pay of ₹599 or 5% of the laptop price, whichever is higher.',
    ],
    ['When can I buy Total Care?', 'On the same day as your laptop or phone, as shown on the invoice.'],
    [
      'Does Total Care cover theft?',
      'Phone Total Care with Theft & Loss does: a stolen or lost phone is replaced once a plan year. File a police complaint (FIR), block the SIM and raise the claim within 2 days, with the FIR, the SIM-block letter and the invoice; an excess of 5% of the phone price, at least ₹1,000, applies. Laptop Total Care does not cover theft or loss.',
    ],
    [
      'How is VS+ Laptop Total Care different?',
      'VS+ Laptop Total Care is the edition sold in our retail-partner stores. It adds cover for the battery and the original charging adapter.',
    ],
    [
      'Is my data safe during repair?',
      'We do not access your data, but repairs can require a reset. Back up your files before pick-up; data recovery is not covered.',
    ],
  ],
};
