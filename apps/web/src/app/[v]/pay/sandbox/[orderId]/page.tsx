import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatInr } from '@kavach/domain';
import { getSandboxOrder } from '@/features/sandbox-pay/api.server';
import { SandboxCheckout } from '@/features/sandbox-pay/components/sandbox-checkout';
import { SandboxFrame } from '@/features/sandbox-pay/components/sandbox-frame';
import { appRoutes } from '@/lib/app-routes';
import { parseVariant } from '@/lib/variant';

/**
 * The sandbox gateway's hosted payment page (decision 011): plays Razorpay Checkout without money.
 * Dynamic (the order's state is live), never indexed, and deliberately without the site chrome: it
 * stands in for a third-party page.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Sandbox payment',
  robots: { index: false, follow: false },
};

interface SandboxPayPageProps {
  params: Promise<{ v: string; orderId: string }>;
}

export default async function SandboxPayPage({ params }: SandboxPayPageProps) {
  const { v, orderId } = await params;
  parseVariant(v);
  const order = await getSandboxOrder(orderId);
  if (!order) notFound();
  return (
    <SandboxFrame>
      <dl className="grid grid-cols-[1fr_auto] gap-4 border-b border-slate-200 pb-4">
        <div>
          <dt className="text-sm text-slate-600">Paying</dt>
          <dd className="font-semibold text-slate-900">Kavach</dd>
        </div>
        <div className="text-right">
          <dt className="text-sm text-slate-600">Amount</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="sandbox-amount">
            {formatInr(order.amount)}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-slate-600">Receipt</dt>
          <dd className="font-mono text-sm text-slate-800" data-testid="sandbox-receipt">
            {order.receipt}
          </dd>
        </div>
      </dl>
      {order.status === 'paid' ? (
        <div role="status" className="rounded-lg bg-green-50 p-4 text-green-900">
          <p className="font-semibold">This order has already been paid.</p>
          <a href={appRoutes.orderSummary(order.receipt)} className="kv-tlink">
            View your order summary
          </a>
        </div>
      ) : (
        <SandboxCheckout gatewayOrderId={order.id} orderRef={order.receipt} />
      )}
      <p className="text-xs text-slate-600">
        Order {order.id}. This page imitates a payment gateway for testing: nothing is charged.
      </p>
    </SandboxFrame>
  );
}
