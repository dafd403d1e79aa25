import { SiteChrome } from '@/components/site-chrome';
import { AgentBar } from '@/features/agent/components/agent-bar';
import { AgentLoginForm } from '@/features/agent/components/agent-login-form';
import { appRoutes } from '@/lib/app-routes';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/**
 * /agent/login: staff sign-in for Kavach sales agents (docs/product/staff.md#agents agent profile). A static shell per
 * variant; the form is a client island and goes to `?next=` (a path on this site) once signed in.
 * Kept out of search results.
 */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

export const metadata = pageMetadata({
  path: appRoutes.agentLogin(),
  title: 'Agent sign-in',
  description: 'Sign-in for Kavach sales agents.',
  noindex: true,
});

export default async function AgentLoginPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <SiteChrome page="login" variant={variant}>
      <div className="kv-wrap max-w-md pt-6 pb-12 md:pt-12">
        <AgentBar />
        <div className="kv-card shadow-sm sm:p-6">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Agent sign-in</h1>
          <p className="mt-1 mb-5 text-slate-700">
            For Kavach sales agents only. Customers can{' '}
            <a href={appRoutes.login} className="font-semibold text-brand-800 underline underline-offset-2">
              log in here
            </a>
            .
          </p>
          <AgentLoginForm />
        </div>
      </div>
    </SiteChrome>
  );
}
