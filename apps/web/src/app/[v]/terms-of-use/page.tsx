import Link from 'next/link';
import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.termsOfUse();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Terms of Use',
  description: 'Rules for using the Kavach website and app: accounts, acceptable use, content and liability.',
});

export default async function TermsOfUsePage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell variant={variant} path={PATH} title="Terms of Use" lead="Last updated: 1 April 2025">
      <div className="kv-prose">
        <p>
          By using the Kavach website or app you agree to these terms. If you buy a plan, our{' '}
          <Link href={paths.static.termsOfService()}>Terms of Service</Link> also apply, and our{' '}
          <Link href={paths.static.privacyPolicy()}>Privacy Policy</Link> explains how we handle your data.
        </p>
        <h2>1. Your account</h2>
        <p>
          You sign in with your mobile number and a one-time code. Keep your phone secure: anyone who can
          receive your codes can access your plans. You must be 18 or older to buy a plan; a parent or
          guardian may buy one for a minor’s device.
        </p>
        <h2>2. Acceptable use</h2>
        <ul>
          <li>Give accurate device and personal details; false information may void your plan.</li>
          <li>Do not try to access other customers’ data, probe our systems or disrupt the service.</li>
          <li>Do not use automated tools to scrape prices or place orders.</li>
        </ul>
        <h2>3. Content</h2>
        <p>
          Text, logos and designs on this site belong to Kavach or its licensors. Brand names of device
          manufacturers are used only to describe compatible devices and belong to their owners. PIN code data
          is sourced from the Department of Posts, Government of India, via data.gov.in under the Government
          Open Data Licence – India.
        </p>
        <h2>4. Availability</h2>
        <p>
          We work to keep the site available at all times but may pause it for maintenance. Prices and plan
          availability can change; the price shown at checkout is the price you pay.
        </p>
        <h2>5. Liability</h2>
        <p>
          To the extent permitted by law, Kavach is not liable for indirect losses arising from use of the
          website. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act,
          2019.
        </p>
      </div>
    </StaticPageShell>
  );
}
