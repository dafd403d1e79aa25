import type { DocumentStore } from './document-store';
import { createLocalDocumentStore, DEFAULT_DOCUMENT_DIR } from './local-store';
import { createS3DocumentStore, type S3StoreOptions } from './s3-store';

export { assertDocumentKey, newDocumentKey, type DocumentStore, type StoredObject } from './document-store';
export { createLocalDocumentStore, DEFAULT_DOCUMENT_DIR } from './local-store';
export { createS3DocumentStore, type S3StoreOptions } from './s3-store';

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The document store chosen by configuration: `DOCUMENT_STORE=local` (default; files under
 * `DOCUMENT_DIR`, default `.data/documents`) or `DOCUMENT_STORE=s3` (S3_ENDPOINT, S3_BUCKET,
 * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, optional S3_SERVER_SIDE_ENCRYPTION). Fails
 * fast, naming every missing variable.
 */
export function documentStoreFromEnv(env: Record<string, string | undefined>): DocumentStore {
  const kind = env.DOCUMENT_STORE?.trim() || 'local';
  if (kind === 'local') return createLocalDocumentStore(env.DOCUMENT_DIR?.trim() || DEFAULT_DOCUMENT_DIR);
  if (kind !== 's3') throw new Error(`DOCUMENT_STORE must be "local" or "s3", not ${JSON.stringify(kind)}`);
  const missing = S3_REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`DOCUMENT_STORE=s3 needs ${missing.join(', ')}`);
  const value = (name: (typeof S3_REQUIRED)[number]) => env[name]!.trim();
  return createS3DocumentStore({
    endpoint: value('S3_ENDPOINT'),
    bucket: value('S3_BUCKET'),
    region: value('S3_REGION'),
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    serverSideEncryption: env.S3_SERVER_SIDE_ENCRYPTION?.trim() || undefined,
  });
}

/** A private folder or an S3-compatible bucket, as env.ts reads it (DOCUMENT_STORE and its variables). */
export type DocumentStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      s3: Pick<
        S3StoreOptions,
        'endpoint' | 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey' | 'serverSideEncryption'
      >;
    };

/** The store of a parsed configuration (server.ts); an S3 endpoint that is not https fails here. */
export function documentStoreFromConfig(config: DocumentStoreConfig): DocumentStore {
  return config.kind === 's3' ? createS3DocumentStore(config.s3) : createLocalDocumentStore(config.dir);
}
