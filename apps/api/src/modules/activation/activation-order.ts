import {
  catalogueFactsOf,
  deviceDetailsOfItems,
  documentsOfPlans,
  findCustomerById,
  findOrderById,
  findPlanOfCustomer,
  plansOfOrderOfCustomer,
  type ActivationDocumentRow,
  type CartDeviceDetail,
  type CustomerPlanRow,
  type CustomerRow,
  type DbOrTx,
  type OrderRow,
  type PlanCatalogueFacts,
} from '@kavach/db';
import { AppError } from '../../lib/http-errors';
import type { Personal } from './activation-checks';

/** Everything the activation page and its checks read about one order of one customer. */
export interface ActivationOrder {
  order: OrderRow;
  customer: CustomerRow;
  /** The order's plans that are this customer's, oldest first; `plan` is among them. */
  plans: CustomerPlanRow[];
  details: Map<number, CartDeviceDetail>;
  facts: Map<number, PlanCatalogueFacts>;
  documents: ActivationDocumentRow[];
}

/** docs/product/security-tests.md#t6-1: one answer for an osid that does not exist and one that is someone else's. */
export const planNotFound = () => new AppError(404, 'PLAN_NOT_FOUND', 'We could not find this plan.');

/** The activation order around a plan the caller already knows is the customer's. */
export async function activationOrderOfPlan(
  db: DbOrTx,
  customerId: number,
  plan: CustomerPlanRow,
): Promise<ActivationOrder> {
  // One query at a time: `db` may be a transaction, whose single connection takes no parallel queries.
  const order = await findOrderById(db, plan.orderId);
  const customer = await findCustomerById(db, customerId);
  if (!order || !customer) throw planNotFound();
  const plans = await plansOfOrderOfCustomer(db, plan.orderId, customerId);
  const details = await deviceDetailsOfItems(
    db,
    plans.map((p) => p.orderItemId),
  );
  const facts = await catalogueFactsOf(
    db,
    plans.map((p) => p.planPriceId),
  );
  const documents = await documentsOfPlans(
    db,
    plans.map((p) => p.id),
  );
  return { order, customer, plans, details, facts, documents };
}

/** The activation order of the plan with this osid, if the plan is the customer's; else 404. */
export async function loadActivationOrder(db: DbOrTx, customerId: number, osid: string) {
  const plan = await findPlanOfCustomer(db, customerId, osid);
  if (!plan) throw planNotFound();
  return activationOrderOfPlan(db, customerId, plan);
}

/**
 * docs/product/activation.md#required-fields-by-plan Activation order customer: what was last entered at activation (the most recently updated
 * plan of the order with personal details), else the account's name, email and phone and the
 * order's delivery PIN code, else the order's own contact details.
 */
export function personalOf(ctx: ActivationOrder): Personal {
  const entered = [...ctx.plans]
    .filter((p) => p.personal.name)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0]?.personal;
  const c = ctx.customer;
  const accountName = `${c.firstName} ${c.lastName}`.trim();
  return {
    name: entered?.name ?? (accountName || ctx.order.name),
    email: entered?.email ?? c.email ?? ctx.order.email,
    phone: entered?.phone ?? c.phone ?? ctx.order.phone,
    pincode: entered?.pincode ?? ctx.order.address.pincode,
  };
}
