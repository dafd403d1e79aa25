import { and, asc, desc, eq } from 'drizzle-orm';
import { customers } from '../schema/customers';
import { serviceRequests } from '../schema/service-requests';
import { srComplaints } from '../schema/sr-complaints';
import type { DbOrTx } from './tx';

export type ComplaintRow = typeof srComplaints.$inferSelect;

/** Records a complaint (decision 100); the partial unique index keeps one open per request. */
export async function insertComplaint(
  tx: DbOrTx,
  values: Omit<typeof srComplaints.$inferInsert, 'id' | 'status'>,
): Promise<ComplaintRow> {
  const [row] = await tx.insert(srComplaints).values(values).returning();
  return row!;
}

/** The latest complaint about a request, if any (what the tracker and the desk show). */
export async function latestComplaintOf(db: DbOrTx, serviceRequestId: number): Promise<ComplaintRow | null> {
  const [row] = await db
    .select()
    .from(srComplaints)
    .where(eq(srComplaints.serviceRequestId, serviceRequestId))
    .orderBy(desc(srComplaints.createdAt), desc(srComplaints.id))
    .limit(1);
  return row ?? null;
}

/** The complaint about a request waiting for its reply, locked until the transaction ends. */
export async function lockOpenComplaintOf(
  tx: DbOrTx,
  serviceRequestId: number,
): Promise<ComplaintRow | null> {
  const [row] = await tx
    .select()
    .from(srComplaints)
    .where(and(eq(srComplaints.serviceRequestId, serviceRequestId), eq(srComplaints.status, 'open')))
    .for('update');
  return row ?? null;
}

/** The complaints waiting for the desk's reply, soonest due first (`sr_complaints_open_due_idx`). */
export async function openComplaints(db: DbOrTx, limit: number) {
  return db
    .select({
      complaint: srComplaints,
      srRef: serviceRequests.srRef,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(srComplaints)
    .innerJoin(serviceRequests, eq(serviceRequests.id, srComplaints.serviceRequestId))
    .innerJoin(customers, eq(customers.id, srComplaints.customerId))
    .where(eq(srComplaints.status, 'open'))
    .orderBy(asc(srComplaints.replyBy), asc(srComplaints.id))
    .limit(limit);
}

/** A customer's complaints, oldest first (their copy of their data). */
export async function complaintsOfCustomer(db: DbOrTx, customerId: number): Promise<ComplaintRow[]> {
  return db
    .select()
    .from(srComplaints)
    .where(eq(srComplaints.customerId, customerId))
    .orderBy(asc(srComplaints.createdAt), asc(srComplaints.id));
}
