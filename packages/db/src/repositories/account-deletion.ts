import { and, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { SR_TERMINAL_STATES } from '@kavach/domain';
import { agentConnections } from '../schema/agent-connections';
import { carts } from '../schema/cart';
import {
  activationDocuments,
  customerAddresses,
  customerPlans,
  customerRatings,
  customerTokens,
  customers,
  loginFailures,
} from '../schema/customers';
import { planCancellations } from '../schema/plan-cancellations';
import { serviceRequests, srDocuments } from '../schema/service-requests';
import { srComplaints } from '../schema/sr-complaints';
import { sessions } from '../schema/session';
import type { CustomerRow } from './customers';
import { eraseMessagesTo, eraseWriteToUsFrom } from './messages-of-contact';
import type { DbOrTx } from './tx';

/** The customer's row, locked until the transaction ends: nothing else changes the account meanwhile. */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<CustomerRow | null> {
  const rows = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return rows[0] ?? null;
}

/**
 * What decides whether an account can be deleted (decision 096): its plans (the caller computes
 * each one's status), its requests not yet in an end state, and refunds queued to it that the
 * gateway has not yet taken — a cancelled plan's and a co-pay's.
 */
export async function accountDeletionFactsOf(db: DbOrTx, customerId: number) {
  const plans = await db.select().from(customerPlans).where(eq(customerPlans.customerId, customerId));
  const openRequests = await db
    .select({ srRef: serviceRequests.srRef })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.customerId, customerId),
        notInArray(serviceRequests.status, [...SR_TERMINAL_STATES]),
      ),
    )
    .orderBy(serviceRequests.createdAt);
  const planRefunds = plans.length
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(planCancellations)
        .where(
          and(
            inArray(
              planCancellations.customerPlanId,
              plans.map((p) => p.id),
            ),
            isNull(planCancellations.refundedAt),
            gt(planCancellations.refundPaise, 0),
          ),
        )
    : [{ n: 0 }];
  const copayRefunds = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.copayStatus, 'refund_queued')));
  return {
    plans,
    openRequests: openRequests.map((r) => r.srRef),
    refundsOnTheirWay: (planRefunds[0]?.n ?? 0) + (copayRefunds[0]?.n ?? 0),
  };
}

/**
 * Erases a customer's personal data (decision 096), inside the caller's transaction with the
 * customer's row locked. Gone: name, phone, email, password, addresses, single-use tokens, every
 * session (and what an open cart of theirs was told of them), activation and request documents,
 * what plans and requests say of the person (name, contact, address, comments), rating and complaint comments,
 * sign-in failures, the agent connection, the messages already sent to the account's phone and
 * email, and the write-to-us messages from its verified email (decision 099). Kept, with nothing that names the person: orders and
 * their invoices (tax law), and the plans and requests as records of a device's cover and repairs.
 * Returns the storage keys of the documents whose rows went, for the caller to delete after commit.
 */
export async function eraseCustomer(
  tx: DbOrTx,
  customer: CustomerRow,
  now: Date,
): Promise<{ documentKeys: string[] }> {
  const id = customer.id;
  const mySessions = tx
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.customerId, customer.publicId));
  await tx
    .update(carts)
    .set({ name: null, email: null, phone: null, address: null, updatedAt: now })
    .where(and(inArray(carts.ownerSessionHash, mySessions), eq(carts.status, 'open')));
  await tx.delete(sessions).where(eq(sessions.customerId, customer.publicId));
  await tx.delete(customerTokens).where(eq(customerTokens.customerId, id));
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
  await tx.delete(loginFailures).where(eq(loginFailures.customerId, id));
  await tx.delete(agentConnections).where(eq(agentConnections.customerId, id));
  const activationDocs = await tx
    .delete(activationDocuments)
    .where(eq(activationDocuments.customerId, id))
    .returning({ key: activationDocuments.storageKey });
  const requestDocs = await tx
    .delete(srDocuments)
    .where(eq(srDocuments.customerId, id))
    .returning({ key: srDocuments.storageKey });
  await tx
    .update(customerPlans)
    .set({ personal: {}, updatedAt: now })
    .where(eq(customerPlans.customerId, id));
  await tx
    .update(serviceRequests)
    .set({ address: null, comments: '', reopenComment: null, updatedAt: now })
    .where(eq(serviceRequests.customerId, id));
  await tx.update(customerRatings).set({ comment: '' }).where(eq(customerRatings.customerId, id));
  await tx.update(srComplaints).set({ details: '' }).where(eq(srComplaints.customerId, id));
  await eraseMessagesTo(tx, [customer.phone, customer.email]);
  // Only a verified address is surely the customer's: a message someone else sent from an address
  // typed on this account unproven is theirs, and stays.
  if (customer.emailVerifiedAt) await eraseWriteToUsFrom(tx, customer.email);
  await tx
    .update(customers)
    .set({
      firstName: '',
      lastName: '',
      email: null,
      phone: null,
      passwordHash: null,
      emailVerifiedAt: null,
      phoneVerifiedAt: null,
      whatsappSubscribed: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, id));
  return { documentKeys: [...activationDocs, ...requestDocs].map((d) => d.key) };
}
