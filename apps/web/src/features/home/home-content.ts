import type { Faq } from '@kavach/contracts';
import type { Step } from '@/features/content/components/how-it-works';

export const HOME_STEPS: readonly Step[] = [
  { title: 'Pick your device', text: 'Tell us what you want to protect and answer one quick question.' },
  { title: 'Choose a plan', text: 'Select your device price and tenure; see the exact price up front.' },
  { title: 'Pay & activate', text: 'Pay online, then activate the plan with your device invoice.' },
  { title: 'Relax, we fix it', text: 'Raise a request online; we repair with genuine parts, cashless.' },
];

/** General FAQs of the home page (docs/product/catalogue.md#frequently-asked-questions). */
export const HOME_FAQS: readonly Faq[] = [
  {
    question: 'What is an extended warranty?',
    answer:
      'It continues your brand warranty after it ends: malfunctions and manufacturing defects are repaired with nothing to pay per repair. It does not cover accidental or liquid damage.',
  },
  {
    question: 'What is damage protection?',
    answer:
      'Spills & Drops protection covers accidental physical and liquid damage for a year. Buy it the same day as your device; a small co-pay applies when you raise a request.',
  },
  {
    question: 'Can I buy a plan for a device I already own?',
    answer:
      'Yes. Extended warranty can be bought up to 9 months after the device purchase. Maintenance plans (AMC) and HomeCare work for appliances of any age and brand.',
  },
  {
    question: 'How do I raise a repair request?',
    answer:
      'Open My Plans, choose the device and the problem and pick a 10AM – 2PM or 2PM – 6PM slot. Track it any time with your request number.',
  },
  {
    question: 'Which cities do you serve?',
    answer:
      'Mumbai & Thane, Delhi NCR, Bangalore, Pune, Hyderabad and Chennai for home services. Pick & drop repairs reach more pincodes; check yours at checkout.',
  },
  {
    question: 'Is theft or loss covered?',
    answer:
      'Only with Phone Total Care with Theft & Loss, which replaces a stolen or lost phone after a police complaint (FIR). Our other plans cover repairs only.',
  },
];
