import type { QA } from './faq-row';

/** Site-wide FAQs (help page, home page): docs/product/activation.md#documents, docs/product/service-requests.md#raising-a-request, docs/product/catalogue.md#repair-pages-and-city-coverage, docs/product/catalogue.md#frequently-asked-questions. */
export const GENERAL_FAQS: readonly QA[] = [
  [
    'Does a protection plan make financial sense?',
    'Out-of-warranty repairs are expensive: a TV panel costs around ₹24,000, an AC compressor ₹8,500 and a washing machine motor ₹7,000. An extended warranty usually costs 4–6% of the device price per year, so one major repair pays for the plan several times over.',
  ],
  [
    'How do I activate my plan and get the certificate?',
    'Go to Activate Plan in My Account, enter your device details (brand, model, serial number or IMEI, price and purchase date) and upload the device invoice. Once activated, download the Certificate of Protection or get it on WhatsApp.',
  ],
  [
    'Which documents do I need?',
    'The purchase invoice showing the IMEI or serial number is all you need for a repair request. Damage claims may also ask for a photo of the device.',
  ],
  [
    'How do I raise and track a service request?',
    'Open My Plans, choose the device and the problem, confirm your address and pick a 10AM - 2PM or 2PM - 6PM slot. Track it any time with your SR number (for example 250412-001234), email or mobile number.',
  ],
  [
    'Will you repair at home or pick up my device?',
    'Large appliances and TVs are repaired at home by a qualified engineer. Phones, laptops, tablets and other portable devices get free pick & drop, with the device condition recorded on a job sheet at pick-up.',
  ],
  [
    'Which cities and pincodes do you serve?',
    'We serve Mumbai & Thane, Delhi NCR (Delhi, Noida, Gurgaon, Ghaziabad, Faridabad), Bangalore, Pune, Hyderabad and Chennai. Enter your pincode at checkout to confirm your area is serviceable.',
  ],
  [
    'Is theft or loss covered?',
    'Only by Phone Total Care with Theft & Loss: a stolen or lost phone is replaced once a plan year, after a police complaint (FIR), for an excess of 5% of the phone price (at least ₹1,000). Extended warranty, damage and screen protection plans cover repairs only.',
  ],
  [
    'What happens to my plan if I sell my device?',
    "The plan stays with the device and can go to its new owner. In My Plans, choose Transfer plan on the plan's card and enter the buyer's mobile number. We send them an SMS, and the plan moves to their account when they sign in with that number and accept it within 7 days. Your order and invoice stay with you.",
  ],
];
