import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { EmailVerificationView } from '@/features/auth/components/email-verification-view';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/** /email-verification?email=… (docs/product/accounts.md#email-verification screen, docs/product/accounts.md#email-verification stage messages). */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

export const metadata = pageMetadata({
  path: '/email-verification',
  title: 'Verify your email',
  description: 'Enter the code we emailed you to verify your Kavach account.',
  noindex: true,
});

export default async function EmailVerificationPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AuthPageShell page="default" variant={variant} title="Verify your email">
      <EmailVerificationView />
    </AuthPageShell>
  );
}
