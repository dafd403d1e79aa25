import {
  CART_LIFECYCLE,
  COMPLAINT_LIFECYCLE,
  ORDER_LIFECYCLE,
  OUTBOX_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  PAYMENT_LINK_LIFECYCLE,
  PLAN_TRANSFER_LIFECYCLE,
} from '@kavach/domain';
import { planTransfers } from '../schema/plan-transfers';
import { carts } from '../schema/cart';
import { orders, payments } from '../schema/orders';
import { outbox } from '../schema/outbox';
import { paymentLinks } from '../schema/payment-links';
import { srComplaints } from '../schema/sr-complaints';
import { srAnyStatus } from './service-requests';
import { lifecycleEntity } from './transition';

/** The entities whose status follows a domain lifecycle; pass one to `transition()`. */
export const orderStatus = lifecycleEntity(orders, ORDER_LIFECYCLE);
export const paymentStatus = lifecycleEntity(payments, PAYMENT_LIFECYCLE);
export const paymentLinkStatus = lifecycleEntity(paymentLinks, PAYMENT_LINK_LIFECYCLE);
export const cartStatus = lifecycleEntity(carts, CART_LIFECYCLE);
export const outboxStatus = lifecycleEntity(outbox, OUTBOX_LIFECYCLE);
export const planTransferStatus = lifecycleEntity(planTransfers, PLAN_TRANSFER_LIFECYCLE);
export const complaintStatus = lifecycleEntity(srComplaints, COMPLAINT_LIFECYCLE);

/** Every lifecycle entity, for the tests that hold the database CHECKs to the domain's tables. */
export const LIFECYCLE_ENTITIES = [
  orderStatus,
  paymentStatus,
  paymentLinkStatus,
  cartStatus,
  outboxStatus,
  planTransferStatus,
  complaintStatus,
  srAnyStatus,
];
