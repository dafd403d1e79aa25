import { and, asc, desc, eq, gte, inArray, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { nationalMobile } from '@kavach/domain';
import { customerPlans, customers } from '../schema/customers';
import { serviceRequestEvents, serviceRequests, srDocuments, srTimers } from '../schema/service-requests';
import { sessions } from '../schema/session';
import type { ServiceRequestRow } from './account';
import type { DbOrTx } from './tx';

/**
 * Reads of the tracker and the service desk (issue 20 §3, §4; decision 060), and the few writes
 * that go with a desk action besides the status (which only moveServiceRequest writes).
 */

export type DeskEventRow = typeof serviceRequestEvents.$inferSelect;

/** A request with what its views show of its plan and customer. */
export interface DeskRequest {
  sr: ServiceRequestRow;
  plan: { osid: string; planName: string; pmUsed: number; pmTotal: number };
  customer: { publicId: string; firstName: string; lastName: string; phone: string | null };
}

const contextColumns = {
  sr: serviceRequests,
  osid: customerPlans.osid,
  planName: customerPlans.planName,
  pmUsed: customerPlans.pmUsed,
  pmTotal: customerPlans.pmTotal,
  publicId: customers.publicId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
};

type ContextRow = {
  sr: ServiceRequestRow;
  osid: string;
  planName: string;
  pmUsed: number;
  pmTotal: number;
  publicId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
};

const withContext = (r: ContextRow): DeskRequest => ({
  sr: r.sr,
  plan: { osid: r.osid, planName: r.planName, pmUsed: r.pmUsed, pmTotal: r.pmTotal },
  customer: { publicId: r.publicId, firstName: r.firstName, lastName: r.lastName, phone: r.phone },
});

function contextQuery(db: DbOrTx) {
  return db
    .select(contextColumns)
    .from(serviceRequests)
    .innerJoin(customerPlans, eq(customerPlans.id, serviceRequests.customerPlanId))
    .innerJoin(customers, eq(customers.id, serviceRequests.customerId));
}

/** A request by its public number, with its plan and customer; null when there is none. */
export async function deskFindRequest(db: DbOrTx, srRef: string): Promise<DeskRequest | null> {
  const [row] = await contextQuery(db).where(eq(serviceRequests.srRef, srRef)).limit(1);
  return row ? withContext(row) : null;
}

/** A request by its public number; null when there is none. */
export async function trackerFindByRef(db: DbOrTx, srRef: string): Promise<ServiceRequestRow | null> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srRef)).limit(1);
  return row ?? null;
}

/** The public numbers of some requests (a reopened request's parent). */
export async function trackerRefsOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: serviceRequests.id, srRef: serviceRequests.srRef })
    .from(serviceRequests)
    .where(inArray(serviceRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r.srRef]));
}

/** The history of requests, oldest first, grouped by request. */
export async function trackerHistoryOf(db: DbOrTx, ids: number[]): Promise<Map<number, DeskEventRow[]>> {
  const map = new Map<number, DeskEventRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(serviceRequestEvents)
    .where(inArray(serviceRequestEvents.serviceRequestId, ids))
    .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
  for (const row of rows) map.get(row.serviceRequestId)?.push(row);
  return map;
}

/** The documents attached to a request (public id, name, kind and time: never their storage keys). */
export async function trackerDocumentsOf(db: DbOrTx, serviceRequestId: number) {
  return db
    .select({
      publicId: srDocuments.publicId,
      name: srDocuments.name,
      kind: srDocuments.kind,
      createdAt: srDocuments.createdAt,
    })
    .from(srDocuments)
    .where(eq(srDocuments.serviceRequestId, serviceRequestId))
    .orderBy(asc(srDocuments.id));
}

/** The email a one-time code proved in this session (verify_email_otp), or null. */
export async function trackerVerifiedEmail(db: DbOrTx, idHash: string): Promise<string | null> {
  const [row] = await db
    .select({ email: sql<string | null>`${sessions.data} ->> 'verified_email'` })
    .from(sessions)
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Requests of the customers whose account phone or email is `contact` (tracker search by phone or
 * email), newest first; `limit + 1` rows tell whether there is a next page.
 */
export async function trackerRequestsByContact(
  db: DbOrTx,
  contact: { phone: string } | { email: string },
  page: { offset: number; limit: number },
): Promise<ServiceRequestRow[]> {
  const owners = db
    .select({ id: customers.id })
    .from(customers)
    .where('phone' in contact ? eq(customers.phone, contact.phone) : eq(customers.email, contact.email));
  return db
    .select()
    .from(serviceRequests)
    .where(inArray(serviceRequests.customerId, owners))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** The account phone and email of a customer (whether a signed-in owner searches for their own). */
export async function trackerContactOf(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ phone: customers.phone, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export interface DeskQueueFilter {
  status?: string | undefined;
  city?: string | undefined;
  process?: readonly string[] | undefined;
  /** SLA standing relative to `now`: due before now, due within `atRiskMs`, or later. */
  sla?: 'breached' | 'at_risk' | 'on_time' | undefined;
  now: Date;
  atRiskMs: number;
  /**
   * One request by number, or the requests of the customer whose account mobile or email this is,
   * and those raised with it as their contact (decision 072); a search also lists finished requests.
   */
  search?: { srRef: string } | { phone: string } | { email: string } | undefined;
  /** States left out unless asked for by `status` or found by `search` (the finished ones). */
  hidden: readonly string[];
  offset: number;
  limit: number;
}

/**
 * What a desk search matches (decision 072): a request number; else a phone or email that is either
 * the account's (the customer's id from the unique index, a scalar subquery: one customer at most)
 * or the contact the request was raised with (`address` ->> 'phone' as ten digits, lower-cased
 * 'email'; the expression indexes of migration 0013). On PostgreSQL the two sides are a BitmapOr of
 * index scans.
 */
function searchCondition(search: NonNullable<DeskQueueFilter['search']>): SQL {
  const sr = serviceRequests;
  if ('srRef' in search) return eq(sr.srRef, search.srRef);
  const account =
    'phone' in search
      ? sql`(select ${customers.id} from ${customers} where ${customers.phone} = ${search.phone})`
      : sql`(select ${customers.id} from ${customers} where ${customers.email} = ${search.email})`;
  const contact =
    'phone' in search
      ? sql`(${sr.address} ->> 'phone') = ${nationalMobile(search.phone) ?? search.phone}`
      : sql`lower(${sr.address} ->> 'email') = ${search.email}`;
  return sql`(${sr.customerId} = ${account} or ${contact})`;
}

/** The service desk's queue: open requests by due time (soonest first), filtered. */
export async function deskQueue(db: DbOrTx, filter: DeskQueueFilter): Promise<DeskRequest[]> {
  const sr = serviceRequests;
  const where: SQL[] = [];
  const search = filter.search;
  if (search) where.push(searchCondition(search));
  if (filter.status) where.push(eq(sr.status, filter.status));
  else if (!search && filter.hidden.length > 0) where.push(notInArray(sr.status, [...filter.hidden]));
  if (filter.city) where.push(sql`lower(${sr.city}) = lower(${filter.city})`);
  if (filter.process) where.push(inArray(sr.process, [...filter.process]));
  const riskEdge = new Date(filter.now.getTime() + filter.atRiskMs);
  if (filter.sla === 'breached') where.push(lt(sr.dueAt, filter.now));
  if (filter.sla === 'at_risk') where.push(and(gte(sr.dueAt, filter.now), lt(sr.dueAt, riskEdge))!);
  if (filter.sla === 'on_time') where.push(and(isNotNull(sr.dueAt), gte(sr.dueAt, riskEdge))!);
  const rows = await contextQuery(db)
    .where(and(...where))
    .orderBy(sql`${sr.dueAt} asc nulls last`, asc(sr.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return rows.map(withContext);
}

/** The technician, diagnosis, estimate, requested documents or paid repair a desk action records. */
export type DeskPatch = Partial<
  Pick<
    typeof serviceRequests.$inferInsert,
    | 'technician'
    | 'diagnosis'
    | 'estimatePaise'
    | 'documentsRequested'
    | 'dueAt'
    | 'reasons'
    | 'approvedPaise'
  >
>;

/** Closing a preventive-maintenance request uses one visit up (issue 20 §2, `remaining_pm`). */
export async function deskUsePreventiveVisit(tx: DbOrTx, customerPlanId: number, now: Date): Promise<void> {
  await tx
    .update(customerPlans)
    .set({ pmUsed: sql`least(${customerPlans.pmUsed} + 1, ${customerPlans.pmTotal})`, updatedAt: now })
    .where(eq(customerPlans.id, customerPlanId));
}

/**
 * Sets a request's SLA breach timer for `forStatus` (a re-entered status gets its new due time and
 * fires again).
 */
export async function deskSetSlaTimer(
  tx: DbOrTx,
  timer: { serviceRequestId: number; forStatus: string; dueAt: Date; now: Date },
): Promise<void> {
  await tx
    .insert(srTimers)
    .values({
      serviceRequestId: timer.serviceRequestId,
      kind: 'sla_breach',
      forStatus: timer.forStatus,
      dueAt: timer.dueAt,
      createdAt: timer.now,
    })
    .onConflictDoUpdate({
      target: [srTimers.serviceRequestId, srTimers.kind, srTimers.forStatus],
      set: { dueAt: timer.dueAt, firedAt: null },
    });
}
