import Link from 'next/link';
import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.termsOfService();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Terms of Service',
  description:
    'Terms that apply to Kavach protection plans, annual maintenance contracts and repair services: cover, claims, cancellations and refunds.',
});

export default async function TermsOfServicePage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell variant={variant} path={PATH} title="Terms of Service" lead="Last updated: 1 April 2025">
      <div className="kv-prose">
        <p>
          These terms apply to every plan and service you buy from Kavach Protection Services Pvt. Ltd. The
          specific cover, exclusions and claim limits of your plan are listed in the plan document emailed to
          you after purchase; where they differ from these terms, the plan document prevails.
        </p>
        <h2>1. Plans and activation</h2>
        <p>
          A plan covers one device, identified by its serial number or IMEI. Most plans must be activated
          within 15 days of purchase by adding the device details and uploading the purchase invoice. Extended
          warranty starts when the manufacturer warranty ends; damage protection starts after activation is
          approved.
        </p>
        <h2>2. What is not covered</h2>
        <ul>
          <li>Devices that are lost or stolen, unless your plan explicitly includes theft cover.</li>
          <li>Cosmetic damage that does not affect how the device works.</li>
          <li>
            Damage from intentional misuse, unauthorised repairs or commercial use of a consumer device.
          </li>
          <li>Consumables such as batteries, remotes, filters and bulbs, unless listed in your plan.</li>
        </ul>
        <h2>3. Raising a claim</h2>
        <p>
          Raise a service request from your account or by calling support. We will confirm the issue, schedule
          a technician visit or pick-up, and keep you updated at each step. Some damage plans carry a
          co-payment (processing fee) that is shown before you confirm the request.
        </p>
        <h2>4. Repairs and replacements</h2>
        <p>
          Repairs use genuine or manufacturer-approved parts and carry a 90-day post-service warranty. If a
          device cannot be repaired economically, we may replace it with a device of similar specification or
          settle the claim as set out in your plan document, after which the plan ends.
        </p>
        <h2>5. Cancellations and refunds</h2>
        <p>
          You may cancel within 15 days of purchase for a full refund if no claim has been made. After that, a
          pro-rata refund applies to unused months of plans longer than one year, less any claims paid.
          Refunds reach the original payment method within 7 working days.
        </p>
        <h2>6. Annual maintenance contracts</h2>
        <p>
          AMC plans include the number of preventive services stated on the plan (for example, 2 free
          preventive services a year) plus breakdown visits. Unused preventive services do not carry over.
        </p>
        <h2>7. Disputes</h2>
        <p>
          These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction. If
          something goes wrong, please <Link href={paths.static.writeToUs()}>write to us</Link> first — most
          issues are resolved within a few working days.
        </p>
      </div>
    </StaticPageShell>
  );
}
