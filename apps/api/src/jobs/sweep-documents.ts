import type { FastifyBaseLogger } from 'fastify';
import { storageKeysInUse, type Db } from '@kavach/db';
import type { DocumentStore } from '../lib/storage';
import { startPeriodic } from './periodic';

/**
 * How old an object must be before it can be an orphan. An upload writes its object first and its
 * row a moment later (document-upload.service.ts); an hour is far beyond any such moment, so an
 * upload in flight is never taken for an orphan.
 */
export const DOCUMENT_SWEEP_GRACE_MS = 60 * 60_000;
/** Where uploads are stored (newDocumentKey's prefix). */
export const DOCUMENT_PREFIX = 'documents/';
/** Keys looked up in the database at a time. */
const BATCH = 500;

export interface SweepOptions {
  db: Db;
  documents: DocumentStore;
  /**
   * The real time: object times come from the file system or the S3 server, not from the app's
   * clock (which tests may move).
   */
  now: () => Date;
  log: FastifyBaseLogger;
  graceMs?: number;
}

export interface SweepRound {
  listed: number;
  orphans: number;
  deleted: number;
  errors: number;
}

/**
 * Issue 4: removes stored documents no `activation_documents` row refers to and that are older
 * than the grace period — an upload whose row was never committed (the clean-up after a failed
 * insert itself failed), a document whose delete left its object behind. A referenced object and
 * a fresh one are never touched; one failed delete is logged and the round goes on.
 */
export async function sweepOrphanDocuments(options: SweepOptions): Promise<SweepRound> {
  const { db, documents, log } = options;
  const cutoff = options.now().getTime() - (options.graceMs ?? DOCUMENT_SWEEP_GRACE_MS);
  const round: SweepRound = { listed: 0, orphans: 0, deleted: 0, errors: 0 };
  let batch: string[] = [];
  const settle = async () => {
    const inUse = await storageKeysInUse(db, batch);
    for (const key of batch) {
      if (inUse.has(key)) continue;
      round.orphans += 1;
      try {
        await documents.delete(key);
        round.deleted += 1;
      } catch (err) {
        round.errors += 1;
        log.warn({ err, key }, 'orphaned document not removed');
      }
    }
    batch = [];
  };
  for await (const object of documents.list(DOCUMENT_PREFIX)) {
    round.listed += 1;
    // Written inside the grace period (or of unknown age): maybe an upload whose row is on its way.
    if (!(object.lastModified.getTime() < cutoff)) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  if (round.orphans > 0) log.info({ event: 'document_sweep', ...round }, 'orphaned documents removed');
  return round;
}

/** Runs sweepOrphanDocuments every `intervalMs` until stopped (DOCUMENT_SWEEP_INTERVAL_MS). */
export function startDocumentSweeper(options: SweepOptions, intervalMs: number) {
  return startPeriodic(
    () => sweepOrphanDocuments(options),
    intervalMs,
    (err) => options.log.error({ err }, 'document sweep failed'),
  );
}
