import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { appRoutes } from '@/lib/app-routes';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/** /registration (docs/product/accounts.md#sign-in registration screen): a static shell per variant, the form a client island. */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

export const metadata = pageMetadata({
  path: appRoutes.register,
  title: 'Create your account',
  description: 'Create a Kavach account to manage your protection plans and service requests.',
  noindex: true,
});

export default async function RegistrationPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AuthPageShell
      page="registration"
      variant={variant}
      title="Create your account"
      lead="Manage your plans and service requests in one place."
    >
      <RegistrationForm />
    </AuthPageShell>
  );
}
