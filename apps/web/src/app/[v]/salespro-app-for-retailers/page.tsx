import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { APP_DOWNLOAD_URL, supportPhone, supportPhoneHref } from '@/lib/site-config';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.salesproAppForRetailers();

export const metadata = pageMetadata({
  path: PATH,
  title: 'SalesPro App for Retailers',
  description:
    'Sell Kavach extended warranty and damage protection plans at your store counter with the SalesPro app. Instant activation, weekly payouts.',
});

const BENEFITS = [
  {
    title: 'Earn on every plan',
    text: 'Attractive commission on extended warranty, screen and damage protection plans, paid to your bank account every week.',
  },
  {
    title: 'Sell in under two minutes',
    text: 'Scan the invoice, pick a plan, and the customer pays by UPI or payment link. The plan is activated instantly.',
  },
  {
    title: 'Covers what you sell',
    text: 'Phones, laptops, TVs, ACs, refrigerators, washing machines and 25+ other categories from all major brands.',
  },
  {
    title: 'Happier customers',
    text: 'Customers get doorstep repairs in six cities and a 90-day warranty on every repair — and come back to your store.',
  },
];

const STEPS = [
  'Download the SalesPro app and register with your mobile number and GSTIN.',
  'Upload your shop details and bank account for payouts; our team verifies them within 48 hours.',
  'Start offering Kavach plans at billing — track sales and earnings in the app.',
];

export default async function SalesproPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell
      variant={variant}
      page="salespro"
      path={PATH}
      title="SalesPro app for retailers"
      lead="Offer trusted device protection at your counter and earn on every plan you sell."
    >
      <a
        href={APP_DOWNLOAD_URL}
        className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Download SalesPro
      </a>
      <h2 className="mt-10 text-xl font-bold text-slate-900">Why retailers choose SalesPro</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {BENEFITS.map((b) => (
          <li key={b.title} className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-slate-900">{b.title}</h3>
            <p className="mt-2 text-slate-800">{b.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-bold text-slate-900">Get started in three steps</h2>
      <ol className="mt-4 grid gap-3">
        {STEPS.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {i + 1}
            </span>
            <span className="pt-1 text-slate-800">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-slate-800">
        Questions about becoming a partner? Call{' '}
        <a className="font-semibold text-brand-700 underline" href={supportPhoneHref()}>
          {supportPhone()}
        </a>
        .
      </p>
    </StaticPageShell>
  );
}
