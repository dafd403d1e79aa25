import { AccountShell } from '@/features/account/components/account-shell';
import { accountMetadata } from '@/features/account/account-metadata';
import { ACCOUNT_FAQS } from '@/features/account/help-faqs';
import { ChatIcon, PhoneIcon } from '@/components/icons';
import { AGENT_CONNECTION_NOTICE, paths } from '@kavach/domain';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { chatUrl, supportPhone, supportPhoneHref } from '@/lib/site-config';
import { allVariantParams } from '@/lib/variant';

/**
 * /account/help (docs/product/accounts.md#account-menu-and-pages 'Help & Support'): how to reach us (docs/product/catalogue.md#page-layout 'Need help? Give us a call at {phone}',
 * the chat link, write to us; what the expert sees when a signed-in customer calls, decision 094) and
 * answers about the account area. Static; no sign-in needed.
 */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;
export const metadata = accountMetadata('Help & Support');

export default async function HelpPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AccountShell variant={variant} active="help" title="Help & Support">
      <section aria-labelledby="help-contact" className="kv-card grid gap-4 bg-brand-50">
        <h2 id="help-contact" className="kv-h3">
          Contact us
        </h2>
        <p className="text-lg text-slate-900">
          Need help? Give us a call at{' '}
          <a href={supportPhoneHref()} className="font-semibold text-brand-800 underline underline-offset-2">
            {supportPhone()}
          </a>
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={supportPhoneHref()} className="kv-btn gap-2">
            <PhoneIcon width={18} height={18} />
            Call us
          </a>
          <a href={chatUrl()} target="_blank" rel="noopener noreferrer" className="kv-btn2 gap-2 bg-white">
            <ChatIcon width={18} height={18} />
            Chat With Us
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={paths.static.writeToUs()} className="kv-btn2 bg-white">
            Write to us
          </a>
        </div>
        <p className="text-sm text-slate-800">{AGENT_CONNECTION_NOTICE}</p>
      </section>
      <section aria-labelledby="help-faqs" className="mt-8">
        <h2 id="help-faqs" className="kv-h3">
          Frequently asked questions
        </h2>
        <div className="kv-faq mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {ACCOUNT_FAQS.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </AccountShell>
  );
}
