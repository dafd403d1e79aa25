import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { customerPlans } from '../schema/customers';
import {
  serviceRequestEvents,
  serviceRequests,
  srDocuments,
  srNumberDays,
  srTimers,
} from '../schema/service-requests';
import type { CustomerPlanRow, ServiceRequestRow } from './account';
import type { DbOrTx } from './tx';

export type SrDocumentRow = typeof srDocuments.$inferSelect;
export type SrTimerRow = typeof srTimers.$inferSelect;
export type NewServiceRequest = typeof serviceRequests.$inferInsert;

/**
 * Service requests (issue 20, decision 060): creation in the caller's transaction, the reads the
 * self-serve flow needs. Status changes after creation go through moveServiceRequest() only.
 */

/** The next number of an IST day (`YYMMDD`): one upsert, so concurrent creations never share one. */
export async function nextSrSequence(tx: DbOrTx, day: string): Promise<number> {
  const [row] = await tx
    .insert(srNumberDays)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: srNumberDays.day, set: { last: sql`${srNumberDays.last} + 1` } })
    .returning({ last: srNumberDays.last });
  return row!.last;
}

/**
 * Inserts the request unless the customer already made one with this idempotency key (T16.2):
 * null then, and the caller answers the existing one.
 */
export async function insertServiceRequestOnce(
  tx: DbOrTx,
  values: NewServiceRequest,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .insert(serviceRequests)
    .values(values)
    .onConflictDoNothing({ target: [serviceRequests.customerId, serviceRequests.idempotencyKey] })
    .returning();
  return row ?? null;
}

/** The request a customer made with this flow key, if any. */
export async function findRequestByKey(
  db: DbOrTx,
  customerId: number,
  key: string,
): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The request with this number IF it is the customer's (T16.1: another's reads as absent). */
export async function findRequestOfCustomerByRef(
  db: DbOrTx,
  customerId: number,
  srRef: string,
): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.srRef, srRef)))
    .limit(1);
  return row ?? null;
}

/** Every request raised on a plan, oldest first (adjudicate()'s claim history). */
export async function requestsOfPlan(db: DbOrTx, customerPlanId: number): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.customerPlanId, customerPlanId))
    .orderBy(asc(serviceRequests.createdAt), asc(serviceRequests.id));
}

/** The plan by its osid or tokenized osid IF it belongs to the customer (T16.1). */
export async function findPlanOfCustomerByHandle(
  db: DbOrTx,
  customerId: number,
  handle: string,
  opts: { lock?: boolean } = {},
): Promise<CustomerPlanRow | null> {
  const query = db
    .select()
    .from(customerPlans)
    .where(
      and(
        eq(customerPlans.customerId, customerId),
        or(eq(customerPlans.osid, handle), eq(customerPlans.tokenizedOsid, handle)),
      ),
    )
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The first history entry of a new request (from nothing to its first state). */
export async function insertFirstSrEvent(
  tx: DbOrTx,
  values: { serviceRequestId: number; at: Date; actor: string; toStatus: string; note?: string | null },
): Promise<void> {
  await tx.insert(serviceRequestEvents).values({
    serviceRequestId: values.serviceRequestId,
    at: values.at,
    actor: values.actor,
    fromStatus: null,
    toStatus: values.toStatus,
    reasonCode: null,
    note: values.note ?? null,
  });
}

/** The history of a request, oldest first. */
export async function eventsOfRequest(db: DbOrTx, serviceRequestId: number) {
  return db
    .select()
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.serviceRequestId, serviceRequestId))
    .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
}

/** A timer of a request; a second one of the same kind for the same status is a no-op. */
export async function insertSrTimer(
  tx: DbOrTx,
  values: {
    serviceRequestId: number;
    kind: 'sla_breach' | 'copay_expiry';
    forStatus: string;
    dueAt: Date;
    at: Date;
  },
): Promise<void> {
  await tx
    .insert(srTimers)
    .values({
      serviceRequestId: values.serviceRequestId,
      kind: values.kind,
      forStatus: values.forStatus,
      dueAt: values.dueAt,
      createdAt: values.at,
    })
    .onConflictDoNothing();
}

// ---------------------------------------------------------------- documents

export async function insertSrDocument(
  db: DbOrTx,
  values: typeof srDocuments.$inferInsert,
): Promise<SrDocumentRow> {
  const [row] = await db.insert(srDocuments).values(values).returning();
  return row!;
}

/** Uploads of the customer since `since` (the daily limit). */
export async function countSrUploadsSince(db: DbOrTx, customerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(srDocuments)
    .where(and(eq(srDocuments.customerId, customerId), gte(srDocuments.createdAt, since)));
  return row?.n ?? 0;
}

/** The customer's own documents not yet attached to a request, of those named (locked for the attach). */
export async function unattachedDocumentsOfCustomer(
  tx: DbOrTx,
  customerId: number,
  publicIds: readonly string[],
): Promise<SrDocumentRow[]> {
  if (publicIds.length === 0) return [];
  return tx
    .select()
    .from(srDocuments)
    .where(
      and(
        eq(srDocuments.customerId, customerId),
        isNull(srDocuments.serviceRequestId),
        inArray(srDocuments.publicId, [...publicIds]),
      ),
    )
    .for('update');
}

/** Attaches the customer's unattached documents to the request; answers how many were attached. */
export async function attachSrDocuments(
  tx: DbOrTx,
  customerId: number,
  publicIds: readonly string[],
  serviceRequestId: number,
): Promise<number> {
  if (publicIds.length === 0) return 0;
  const rows = await tx
    .update(srDocuments)
    .set({ serviceRequestId })
    .where(
      and(
        eq(srDocuments.customerId, customerId),
        isNull(srDocuments.serviceRequestId),
        inArray(srDocuments.publicId, [...publicIds]),
      ),
    )
    .returning({ id: srDocuments.id });
  return rows.length;
}

export async function documentsOfRequest(db: DbOrTx, serviceRequestId: number): Promise<SrDocumentRow[]> {
  return db
    .select()
    .from(srDocuments)
    .where(eq(srDocuments.serviceRequestId, serviceRequestId))
    .orderBy(asc(srDocuments.id));
}

/** The document IF it is the customer's (T16.1). */
export async function findSrDocumentOfCustomer(
  db: DbOrTx,
  customerId: number,
  publicId: string,
): Promise<SrDocumentRow | null> {
  const [row] = await db
    .select()
    .from(srDocuments)
    .where(and(eq(srDocuments.customerId, customerId), eq(srDocuments.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/** How many requests a customer has, newest first (tests and the account page). */
export async function latestRequestsOfCustomer(db: DbOrTx, customerId: number, limit = 50) {
  return db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.customerId, customerId))
    .orderBy(desc(serviceRequests.createdAt))
    .limit(limit);
}

/** The caller's request locked (co-pay checkout binds its gateway order once; a sent document, decision 074). */
export async function lockRequestOfCustomerByRef(
  tx: DbOrTx,
  customerId: number,
  srRef: string,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.srRef, srRef)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A plan of the customer by its row id (a request's plan); null when it is not theirs. */
export async function planOfCustomerById(
  db: DbOrTx,
  customerId: number,
  planId: number,
): Promise<CustomerPlanRow | null> {
  const [row] = await db
    .select()
    .from(customerPlans)
    .where(and(eq(customerPlans.customerId, customerId), eq(customerPlans.id, planId)))
    .limit(1);
  return row ?? null;
}

/**
 * The customer withdrew their consent to WhatsApp updates (My Profile, decision 104): no request of
 * theirs sends on WhatsApp any more, whatever was ticked when it was raised. Not a status write.
 * Answers how many requests stopped.
 */
export async function stopWhatsAppOfRequests(tx: DbOrTx, customerId: number): Promise<number> {
  const rows = await tx
    .update(serviceRequests)
    .set({ whatsappOptIn: false })
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.whatsappOptIn, true)))
    .returning({ id: serviceRequests.id });
  return rows.length;
}
