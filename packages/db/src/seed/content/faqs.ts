import { faqRows, type FaqRow } from './faq-row';
import { GENERAL_FAQS } from './faqs-general';
import { PAGE_FAQS } from './faqs-pages';
import { PROTECTION_FAQS } from './faqs-protection';
import { REPAIR_FAQS } from './faqs-repair';
import { SERVICE_FAQS } from './faqs-services';

/** Every FAQ row: per plan type, per plan page, per repair service and general. */
export function seedFaqs(): FaqRow[] {
  return [
    ...faqRows('plan-type', { ...PROTECTION_FAQS, ...SERVICE_FAQS }),
    ...faqRows('page', PAGE_FAQS),
    ...faqRows('repair', REPAIR_FAQS),
    ...faqRows('general', { general: GENERAL_FAQS }),
  ];
}
