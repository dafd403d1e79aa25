import Link from 'next/link';
import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.privacyPolicy();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Privacy Policy',
  description:
    'How Kavach collects, uses, stores and protects your personal data, in line with the Digital Personal Data Protection Act, 2023.',
});

export default async function PrivacyPolicyPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell variant={variant} path={PATH} title="Privacy Policy" lead="Last updated: 1 April 2025">
      <div className="kv-prose">
        <p>
          This policy explains what personal data Kavach Protection Services Pvt. Ltd. (“Kavach”, “we”)
          collects when you use our website, app and services, why we collect it, and the choices you have. We
          process personal data in accordance with the Digital Personal Data Protection Act, 2023 and the
          Information Technology Act, 2000.
        </p>
        <h2>1. Data we collect</h2>
        <ul>
          <li>
            <strong>Contact details</strong>: name, mobile number, email address and service address.
          </li>
          <li>
            <strong>Device details</strong>: brand, model, serial number or IMEI, purchase date, price and
            invoice, needed to issue and service your plan.
          </li>
          <li>
            <strong>Transaction data</strong>: orders, payments (processed by our payment partners — we never
            store full card numbers) and service requests.
          </li>
          <li>
            <strong>Usage data</strong>: pages visited, the city or PIN code you choose, and campaign
            parameters such as utm_source, kept in cookies for up to 30 days.
          </li>
        </ul>
        <h2>2. How we use it</h2>
        <p>
          To sell and activate plans, verify your phone number with a one-time code, schedule technician
          visits, process claims, send order and service updates by SMS, email or WhatsApp (only if you opt
          in), prevent fraud, and improve our services. We do not sell your personal data.
        </p>
        <h2>3. Sharing</h2>
        <p>
          We share only what is necessary with service partners who repair your device, insurers who
          underwrite certain plans, payment processors, and communication providers — all bound by
          confidentiality obligations. We disclose data to authorities only when required by law.
        </p>
        <h2>4. Cookies</h2>
        <p>
          We use essential cookies for your session, cart and security (CSRF protection), a one-day cookie for
          your chosen city, and 30-day cookies that remember which campaign brought you to us. You can clear
          cookies in your browser at any time; essential features may then need you to sign in again.
        </p>
        <h2>5. Retention and security</h2>
        <p>
          We keep plan and claim records for the life of your plan plus the period required by tax and
          insurance regulations, then delete or anonymise them. Data is encrypted in transit and access is
          limited to staff who need it.
        </p>
        <h2>6. Your rights</h2>
        <p>
          You may ask to access, correct or erase your personal data, withdraw consent for marketing, and
          nominate another person to exercise these rights on your behalf. To make a request or raise a
          grievance, <Link href={paths.static.writeToUs()}>write to us</Link> with the subject “Privacy
          request”. Our Grievance Officer responds within 30 days.
        </p>
        <h2>7. Changes</h2>
        <p>We will post any changes to this policy on this page and update the date above.</p>
      </div>
    </StaticPageShell>
  );
}
