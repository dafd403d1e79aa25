import { AccountShell } from '@/features/account/components/account-shell';
import { MyPlans } from '@/features/account/components/my-plans';
import { accountMetadata } from '@/features/account/account-metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { chatUrl } from '@/lib/site-config';
import { allVariantParams } from '@/lib/variant';

/** /account/activation (docs/product/accounts.md#account-menu-and-pages 'Activate Plan'): the plans still to activate, each with 'Activate Now'. */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;
export const metadata = accountMetadata('Activate Plan');

export default async function ActivatePlanPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AccountShell
      variant={variant}
      active="activation"
      title="Activate Plan"
      lead="Tell us about the device each plan protects, so its cover can start."
    >
      <MyPlans kind="activation" chatUrl={chatUrl()} />
    </AccountShell>
  );
}
