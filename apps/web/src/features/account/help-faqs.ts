import type { Faq } from '@kavach/contracts';

/** Help & Support: questions about using the account area (not about plan cover itself). */
export const ACCOUNT_FAQS: readonly Faq[] = [
  {
    question: 'How do I activate my plan?',
    answer:
      'Open Activate Plan, choose the plan and tell us about the device it protects. Protection plans also need a photo of the invoice and of the device. Your cover starts once the details are checked.',
  },
  {
    question: 'My plan says ‘Action Required’. What should I do?',
    answer:
      'The plan is waiting for your device details. Use the ‘Activate Now’ button on the plan, or open Activate Plan from the menu.',
  },
  {
    question: 'How do I raise or follow a service request?',
    answer:
      'On My Plans, use ‘Raise Service Request’ on the plan that covers the device. Requests you have raised are listed under My Requests, where you can follow each one.',
  },
  {
    question: 'I am not happy with how my request is going. How do I complain?',
    answer:
      'Open the request from My Requests and choose ‘Raise a complaint’. Tell us what it is about and what went wrong. You get a reference at once; our grievance team replies within 48 hours and resolves your complaint within 30 days. You can complain while the request is open and up to 30 days after it ends.',
  },
  {
    question: 'Can I cancel a plan?',
    answer:
      'Yes, within 30 days of buying it, if no service request has been raised on it: use ‘Cancel plan’ on the plan in My Plans. You get back what you paid for it, to the account you paid from, and a credit note. A plan bought from a partner store is cancelled by the store.',
  },
  {
    question: 'I sold my device. Can the buyer have the plan?',
    answer:
      'Yes, while the plan is in force and has no open service request: use ‘Transfer plan’ on the plan in My Plans and enter the buyer’s mobile number. They accept it by signing in with that number within 7 days. A next term you have booked goes with it. Your order and invoice stay with you.',
  },
  {
    question: 'Can I delete my account?',
    answer:
      'Yes, once your plans have ended and your requests are closed: open My Profile and choose ‘Delete my account’. We confirm it with a code to your phone. Your invoices are kept as long as tax law requires, with nothing that names you.',
  },
  {
    question: 'Where do I find my invoice?',
    answer:
      'Open Orders & Bookings, choose the order and use ‘Download invoice’. Invoices are available for paid orders.',
  },
  {
    question: 'How do I change my email address or password?',
    answer:
      'Open My Profile. For your safety, changing the email or the password asks for your current password. A new email address must be verified with the code we send to it.',
  },
  {
    question: 'Can I save more than one address?',
    answer:
      'Yes. Add, edit or delete addresses in the address book on My Profile. We look up the city and state from the PIN code.',
  },
] as const;
