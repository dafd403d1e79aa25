import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { LoginView } from '@/features/auth/components/login-view';
import { appRoutes } from '@/lib/app-routes';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/**
 * /login (docs/product/accounts.md#sign-in login screen): a static shell per variant; the form is a client island that reads
 * `?next=` (a path on this site, docs/product/security-tests.md#t1-5) itself. Kept out of search results.
 */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

export const metadata = pageMetadata({
  path: appRoutes.login,
  title: 'Login',
  description: 'Log in to Kavach to see your plans, activate devices and track service requests.',
  noindex: true,
});

export default async function LoginPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AuthPageShell
      page="login"
      variant={variant}
      title="Login"
      lead="See your plans, activate devices and track your requests."
    >
      <LoginView />
    </AuthPageShell>
  );
}
