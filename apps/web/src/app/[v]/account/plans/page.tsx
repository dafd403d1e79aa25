import type { Metadata } from 'next';
import { SiteChrome } from '@/components/site-chrome';
import { getMyPlans } from '@/features/account/api.server';
import { AccountShell } from '@/features/account/components/account-shell';
import { MyPlans } from '@/features/account/components/my-plans';
import { OrderSummaryView } from '@/features/orders/components/order-summary-view';
import { planCancelErrorText, planCancelNotice } from '@/features/account/plan-cancel-view';
import { planTransferNotice } from '@/features/account/plan-transfer-view';
import { chatUrl, supportPhone } from '@/lib/site-config';
import { parseVariant } from '@/lib/variant';

/**
 * /account/plans. With `?params=ordersummary&order_id=KV…` it is the order summary page (docs/product/accounts.md#account-menu-and-pages: sales
 * touchpoints blocked there, page kind 'order-summary'); the order itself loads client-side, as it
 * belongs to this browser's session. Without it, My Plans (docs/product/accounts.md#account-menu-and-pages account menu): every plan card of the
 * signed-in customer, read by the server with the visitor's session (the island reads it itself
 * when that fails); `cancelled` / `cancel` + `cancel_error` are the cancel action's answer for a card
 * (decision 093), `transfer` + `transfer_done` / `transfer_error` the transfer actions' (decision 097). Dynamic (it reads the query and the session) and never indexed.
 */
type Query = Record<string, string | string[] | undefined>;

interface AccountPlansProps {
  params: Promise<{ v: string }>;
  searchParams: Promise<Query>;
}

const single = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const isSummary = (q: Query) => single(q.params) === 'ordersummary';

export async function generateMetadata({ searchParams }: AccountPlansProps): Promise<Metadata> {
  return {
    title: isSummary(await searchParams) ? 'Order summary' : 'My Plans',
    robots: { index: false, follow: false },
  };
}

export default async function AccountPlansPage({ params, searchParams }: AccountPlansProps) {
  const variant = parseVariant((await params).v);
  const query = await searchParams;
  if (!isSummary(query)) {
    const notice = planCancelNotice(query);
    return (
      <AccountShell variant={variant} active="plans" title="My Plans">
        <MyPlans
          kind="plans"
          chatUrl={chatUrl()}
          initial={await getMyPlans()}
          transferNotice={planTransferNotice(query)}
          cancelNotice={
            notice && {
              osid: notice.osid,
              done: notice.done,
              errorText: planCancelErrorText(notice.error, supportPhone()),
            }
          }
        />
      </AccountShell>
    );
  }
  return (
    <SiteChrome page="order-summary" variant={variant}>
      <div className="kv-wrap pt-6 pb-16 md:pt-10">
        <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Order summary</h1>
        <OrderSummaryView orderId={single(query.order_id)} />
      </div>
    </SiteChrome>
  );
}
