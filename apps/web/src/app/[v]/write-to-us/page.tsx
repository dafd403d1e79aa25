import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { supportPhone, supportPhoneHref } from '@/lib/site-config';
import { allVariantParams } from '@/lib/variant';
import { WriteToUsForm } from './_components/write-to-us-form';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.writeToUs();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Write to Us',
  description:
    'Questions about a plan, a claim or a repair? Write to Kavach customer care and get a reference number for your request.',
});

export default async function WriteToUsPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell
      variant={variant}
      path={PATH}
      title="Write to us"
      lead="Tell us what you need and we will reply by email within one working day."
    >
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <WriteToUsForm />
        <aside aria-labelledby="wtu-other" className="rounded-xl bg-slate-50 p-6">
          <h2 id="wtu-other" className="text-lg font-bold text-slate-900">
            Other ways to reach us
          </h2>
          <p className="mt-3 text-slate-800">
            Call us at{' '}
            <a className="font-semibold text-brand-700 underline" href={supportPhoneHref()}>
              {supportPhone()}
            </a>{' '}
            (9 am – 9 pm, all days).
          </p>
          <p className="mt-3 text-slate-800">
            Already raised a service request? You can follow it from your account under My Requests.
          </p>
        </aside>
      </div>
    </StaticPageShell>
  );
}
