import Link from 'next/link';
import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.aboutUs();

export const metadata = pageMetadata({
  path: PATH,
  title: 'About Us',
  description:
    'Kavach protects the phones, laptops and home appliances Indian families rely on, with extended warranty, damage protection and doorstep repair plans.',
});

const FIGURES = [
  { value: '30+', label: 'device categories covered' },
  { value: '6', label: 'cities with doorstep repair' },
  { value: '90 days', label: 'warranty on every repair' },
  { value: '7 days', label: 'a week customer support' },
];

export default async function AboutUsPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell
      variant={variant}
      path={PATH}
      title="About Kavach"
      lead="We make sure a broken phone or a silent AC is a small inconvenience, not an expensive surprise."
    >
      <div className="kv-prose">
        <h2>Why we started</h2>
        <p>
          Most Indian households own a dozen or more electronic devices, and almost every family has a story
          about a repair that cost more than it should have, took weeks, or needed three visits to an
          unauthorised service centre. Manufacturer warranties usually end after one year, exactly when
          devices start to need attention.
        </p>
        <p>
          Kavach was founded to fix that. We offer simple, transparent protection plans that extend cover
          beyond the manufacturer warranty, protect against accidental and liquid damage, and bring trained
          technicians to your doorstep.
        </p>
        <h2>What we do</h2>
        <ul>
          <li>
            <strong>Extended warranty</strong> for mobile phones, laptops, televisions, refrigerators, washing
            machines and more than 25 other categories, for up to four additional years.
          </li>
          <li>
            <strong>Damage and screen protection</strong> against drops, cracked screens and liquid spills.
          </li>
          <li>
            <strong>Annual maintenance contracts</strong> with preventive servicing for ACs, water purifiers
            and geysers, including two free preventive services a year on selected plans.
          </li>
          <li>
            <strong>Doorstep repairs</strong> in Mumbai, Delhi NCR, Bangalore, Pune, Hyderabad and Chennai,
            each with a 90-day post-service warranty.
          </li>
        </ul>
        <h2>How we work</h2>
        <p>
          Every plan is priced in rupees with no hidden charges, and the full terms are shown before you pay.
          Claims are raised online in a few minutes, and you can follow every step of your service request
          from your account. Our partner network of certified engineers uses genuine or manufacturer-approved
          spare parts.
        </p>
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f.label} className="rounded-xl border border-slate-200 p-5">
            <dt className="text-sm text-slate-700">{f.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-brand-700">{f.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-10 text-slate-800">
        Want to join us? See our{' '}
        <Link className="font-medium text-brand-700 underline" href={paths.static.careers()}>
          open roles
        </Link>
        , or{' '}
        <Link className="font-medium text-brand-700 underline" href={paths.static.writeToUs()}>
          write to us
        </Link>
        .
      </p>
    </StaticPageShell>
  );
}
