import { and, eq } from 'drizzle-orm';
import { srDocuments } from '../schema/service-requests';
import type { SrDocumentRow } from './service-requests';
import type { DbOrTx } from './tx';

/** A document IF it is attached to this request (the service desk reads a request's documents only, decision 074). */
export async function findSrDocumentOfRequest(
  db: DbOrTx,
  serviceRequestId: number,
  publicId: string,
): Promise<SrDocumentRow | null> {
  const [row] = await db
    .select()
    .from(srDocuments)
    .where(and(eq(srDocuments.serviceRequestId, serviceRequestId), eq(srDocuments.publicId, publicId)))
    .limit(1);
  return row ?? null;
}
