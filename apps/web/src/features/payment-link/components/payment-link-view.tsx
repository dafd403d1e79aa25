import type { PaymentLinkDetails } from '@kavach/contracts';
import { OrderPlans } from '@/features/orders/components/order-plans';
import { linkHeading } from '../link-state-copy';
import { LinkStatusPanel } from './link-status-panel';
import { PayCard } from './pay-card';

/**
 * The customer's payment-link page (issue 3 §4): a greeting by first name, the plans and amounts,
 * and "Pay ₹X" while the link is payable; otherwise the link's state in the API's words. Of the
 * customer it shows only what the API gives (first name, masked phone).
 */
export function PaymentLinkView({ link }: { link: PaymentLinkDetails }) {
  const payable = link.state === 'payable';
  return (
    <div className="grid gap-5">
      <div>
        {link.customer_name ? (
          <p className="text-lg font-semibold text-brand-800">Hi {link.customer_name},</p>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
          {linkHeading(link.state)}
        </h1>
        {payable ? (
          <p className="mt-2 max-w-2xl text-slate-700">
            Your Kavach advisor has prepared this order for you. Check the plans below, then pay securely.
          </p>
        ) : null}
      </div>
      {payable ? null : <LinkStatusPanel link={link} />}
      <div className={payable ? 'kv-cart-grid' : 'max-w-2xl'}>
        <div className="grid gap-3">
          <OrderPlans order={link} heading={payable ? 'Your plans' : 'Plans in this order'} />
          <p className="text-sm text-slate-700">
            Order <span className="font-mono">{link.order_id}</span> · Sent to{' '}
            <span className="whitespace-nowrap">{link.phone}</span>
          </p>
        </div>
        {payable ? <PayCard link={link} /> : null}
      </div>
    </div>
  );
}
