import 'server-only';
import { PaymentLinkDetails, PaymentLinkId } from '@kavach/contracts';
import { apiGet } from '@/lib/api-client.server';

/** A link id of the right shape (256 random bits, base64url); anything else is a 404 without a call. */
export const isPaymentLinkId = (id: string): boolean => PaymentLinkId.safeParse(id).success;

/**
 * GET /v3/order/payment_link_details/{id}: what the customer's page shows. Never cached (the link's
 * state changes when it is paid or expires); null when there is no such link.
 */
export const getPaymentLinkDetails = (id: string) =>
  isPaymentLinkId(id)
    ? apiGet(`/v3/order/payment_link_details/${encodeURIComponent(id)}`, PaymentLinkDetails, {
        revalidate: 0,
      })
    : Promise.resolve(null);
