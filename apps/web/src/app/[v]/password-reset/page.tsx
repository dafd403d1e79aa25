import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { PasswordResetView } from '@/features/auth/components/password-reset-view';
import { appRoutes } from '@/lib/app-routes';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/**
 * /password-reset (docs/product/accounts.md#sign-in password reset screen). The emailed link carries its secret in
 * `?token=`: the page sends no referrer (here and in next.config.ts, docs/product/security-tests.md#t5-4) and loads nothing from
 * other sites. Static shell per variant; the island reads the token itself.
 */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

export const metadata = {
  ...pageMetadata({
    path: appRoutes.passwordReset,
    title: 'Reset your password',
    description: 'Choose a new password for your Kavach account.',
    noindex: true,
  }),
  referrer: 'no-referrer' as const,
};

export default async function PasswordResetPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AuthPageShell page="default" variant={variant} title="Reset your password">
      <PasswordResetView />
    </AuthPageShell>
  );
}
