import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatInr } from '@kavach/domain';
import { getSandboxLink } from '@/features/sandbox-pay/api.server';
import type { SandboxLink } from '@/features/sandbox-pay/api.server';
import { SandboxFrame } from '@/features/sandbox-pay/components/sandbox-frame';
import { SandboxLinkCheckout } from '@/features/sandbox-pay/components/sandbox-link-checkout';
import { formatIstDateTime } from '@/lib/ist-date-time';
import { parseVariant } from '@/lib/variant';

/**
 * The sandbox gateway's hosted page for a payment link (its `short_url`; decision 011): plays
 * Razorpay's payment-link page without money. Dynamic, never indexed, without the site chrome.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Sandbox payment link',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

const CLOSED: Readonly<Record<Exclude<SandboxLink['status'], 'created' | 'partially_paid'>, string>> = {
  paid: 'This payment link has already been paid.',
  expired: 'This payment link has expired.',
  cancelled: 'This payment link was cancelled.',
};

interface SandboxLinkPageProps {
  params: Promise<{ v: string; plinkId: string }>;
  /** `key`: the page key of the link's short URL; whoever holds the whole URL may pay (decision 043). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SandboxLinkPage({ params, searchParams }: SandboxLinkPageProps) {
  const [{ v, plinkId }, { key }] = await Promise.all([params, searchParams]);
  parseVariant(v);
  if (typeof key !== 'string') notFound();
  const link = await getSandboxLink(plinkId, key);
  if (!link) notFound();
  const closed = link.status === 'created' || link.status === 'partially_paid' ? null : CLOSED[link.status];
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
            {formatInr(link.amount)}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-slate-600">For</dt>
          <dd className="text-slate-900">{link.description}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Reference</dt>
          <dd className="font-mono text-sm text-slate-800" data-testid="sandbox-receipt">
            {link.reference_id}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-sm text-slate-600">Customer</dt>
          <dd className="text-slate-900">{link.customer_name}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-slate-600">Link expires</dt>
          <dd className="text-slate-900">{formatIstDateTime(link.expire_by)}</dd>
        </div>
      </dl>
      {closed === null ? (
        <SandboxLinkCheckout gatewayLinkId={link.id} pageKey={key} />
      ) : (
        <div
          role="status"
          className="rounded-lg bg-slate-50 p-4 text-slate-900"
          data-testid="sandbox-link-closed"
        >
          <p className="font-semibold">{closed}</p>
        </div>
      )}
      <p className="text-xs text-slate-600">
        Payment link {link.id}. This page imitates a payment gateway&apos;s link page for testing: nothing is
        charged.
      </p>
    </SandboxFrame>
  );
}
