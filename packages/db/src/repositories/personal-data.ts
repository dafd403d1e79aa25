import { asc, eq, inArray, or } from 'drizzle-orm';
import { agentConnections } from '../schema/agent-connections';
import {
  activationDocuments,
  customerAddresses,
  customerPlans,
  customerRatings,
  customers,
} from '../schema/customers';
import { planCancellations } from '../schema/plan-cancellations';
import { planTransfers } from '../schema/plan-transfers';
import { orderItems, orders } from '../schema/orders';
import { serviceRequestEvents, serviceRequests, srDocuments } from '../schema/service-requests';
import { messagesTo, writeToUsFrom } from './messages-of-contact';
import { complaintsOfCustomer } from './sr-complaints';
import { sessions } from '../schema/session';
import type { DbOrTx } from './tx';

/**
 * Every row that holds a customer's personal data or describes what was done with it, read for
 * their own copy (decision 095): the account, addresses, orders with their lines, plans with
 * their activation documents and cancellations, plan transfers given or received, service requests with their history and
 * documents, ratings and the agent connection; and (decision 099) the messages we sent to the
 * account's verified phone and email, and the write-to-us messages from its verified email. Each
 * read is by the customer's id (or by ids of rows that are theirs, or by their proven contacts),
 * along the tables' indexes.
 */
export async function personalDataOf(db: DbOrTx, customerId: number) {
  const [account, addresses, orderRows, plans, requests, ratings, connection] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, customerId)).limit(1),
    db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.createdAt)),
    db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.createdAt)),
    db
      .select()
      .from(customerPlans)
      .where(eq(customerPlans.customerId, customerId))
      .orderBy(asc(customerPlans.purchasedAt)),
    db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.customerId, customerId))
      .orderBy(asc(serviceRequests.createdAt)),
    db
      .select()
      .from(customerRatings)
      .where(eq(customerRatings.customerId, customerId))
      .orderBy(asc(customerRatings.createdAt)),
    db.select().from(agentConnections).where(eq(agentConnections.customerId, customerId)).limit(1),
  ]);
  const orderIds = orderRows.map((o) => o.id);
  const planIds = plans.map((p) => p.id);
  const requestIds = requests.map((r) => r.id);
  const [lines, activationDocs, cancellations, events, srDocs] = await Promise.all([
    orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)) : [],
    db
      .select()
      .from(activationDocuments)
      .where(eq(activationDocuments.customerId, customerId))
      .orderBy(asc(activationDocuments.createdAt)),
    planIds.length
      ? db.select().from(planCancellations).where(inArray(planCancellations.customerPlanId, planIds))
      : [],
    requestIds.length
      ? db
          .select()
          .from(serviceRequestEvents)
          .where(inArray(serviceRequestEvents.serviceRequestId, requestIds))
          .orderBy(asc(serviceRequestEvents.at))
      : [],
    db
      .select()
      .from(srDocuments)
      .where(eq(srDocuments.customerId, customerId))
      .orderBy(asc(srDocuments.createdAt)),
  ]);
  const me = account[0];
  const [messages, writeToUs, complaints, signIns] = await Promise.all([
    me ? messagesTo(db, [me.phoneVerifiedAt ? me.phone : null, me.emailVerifiedAt ? me.email : null]) : [],
    me?.emailVerifiedAt ? writeToUsFrom(db, me.email) : [],
    complaintsOfCustomer(db, customerId),
    me
      ? db
          .select({ data: sessions.data, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .where(eq(sessions.customerId, me.publicId))
          .orderBy(asc(sessions.createdAt))
      : [],
  ]);
  const transfers = await db
    .select({ transfer: planTransfers, osid: customerPlans.osid })
    .from(planTransfers)
    .innerJoin(customerPlans, eq(customerPlans.id, planTransfers.customerPlanId))
    .where(or(eq(planTransfers.fromCustomerId, customerId), eq(planTransfers.toCustomerId, customerId)))
    .orderBy(asc(planTransfers.createdAt));
  return {
    account: account[0] ?? null,
    addresses,
    orders: orderRows,
    orderLines: lines,
    plans,
    activationDocuments: activationDocs,
    cancellations,
    requests,
    requestEvents: events,
    requestDocuments: srDocs,
    ratings,
    agentConnection: connection[0] ?? null,
    transfers,
    messages,
    writeToUs,
    complaints,
    signIns,
  };
}

export type PersonalData = Awaited<ReturnType<typeof personalDataOf>>;
