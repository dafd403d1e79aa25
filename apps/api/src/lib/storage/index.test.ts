import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentStoreFromEnv } from './index';

describe('documentStoreFromEnv', () => {
  it('T11.1 storage: defaults to a local store; DOCUMENT_DIR picks the folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kavach-env-'));
    try {
      const store = documentStoreFromEnv({ DOCUMENT_DIR: path.join(dir, 'docs') });
      await store.put('documents/a', Buffer.from('x'), 'image/png');
      expect(
        await documentStoreFromEnv({ DOCUMENT_STORE: 'local', DOCUMENT_DIR: path.join(dir, 'docs') }).get(
          'documents/a',
        ),
      ).toEqual(Buffer.from('x'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(documentStoreFromEnv({})).toBeDefined();
  });

  it('T11.1 storage: s3 lists every missing variable; unknown kinds fail fast', () => {
    expect(() => documentStoreFromEnv({ DOCUMENT_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      'DOCUMENT_STORE=s3 needs S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => documentStoreFromEnv({ DOCUMENT_STORE: 'ftp' })).toThrow(/"local" or "s3"/);
    const s3 = documentStoreFromEnv({
      DOCUMENT_STORE: 's3',
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      S3_BUCKET: 'kavach-docs',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_SERVER_SIDE_ENCRYPTION: 'AES256',
    });
    expect(typeof s3.put).toBe('function');
  });
});
