import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_S3, startFakeS3, type FakeS3 } from '../../../test/support/fake-s3';
import { createS3DocumentStore, type S3StoreOptions } from './s3-store';

describe('S3 document store against a fake S3 that verifies SigV4', () => {
  let fake: FakeS3;
  let endpoint = '';
  const objects = () => fake.objects;
  const store = (extra: Partial<S3StoreOptions> = {}) =>
    createS3DocumentStore({
      endpoint,
      bucket: 'kavach-docs',
      region: FAKE_S3.region,
      accessKeyId: FAKE_S3.accessKey,
      secretAccessKey: FAKE_S3.secret,
      ...extra,
    });

  beforeAll(async () => {
    fake = await startFakeS3();
    endpoint = fake.endpoint;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.objects.clear();
    fake.state.pageSize = 1000;
  });

  it('T11.1 storage: put, get and delete a document under its server-made key (path-style URL)', async () => {
    const s3 = store({ serverSideEncryption: 'AES256' });
    const bytes = Buffer.from('%PDF-1.4 stored bytes \x00\xff', 'latin1');
    await s3.put('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f', bytes, 'application/pdf');
    const stored = objects().get('/kavach-docs/documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f');
    expect(stored).toMatchObject({ bytes, contentType: 'application/pdf', sse: 'AES256' });
    expect(await s3.get('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f')).toEqual(bytes);
    await s3.delete('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f');
    expect(await s3.get('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f')).toBeNull();
    await expect(s3.delete('documents/missing')).resolves.toBeUndefined();
  });

  it('T11.1 storage: works under an endpoint with a path prefix', async () => {
    await store({ endpoint: `${endpoint}/prefix/` }).put('documents/a', Buffer.from('x'), 'image/png');
    expect(objects().has('/prefix/kavach-docs/documents/a')).toBe(true);
  });

  it('T11.1 storage: a wrong secret is refused by the store, and the error shows no secret', async () => {
    const error = await store({ secretAccessKey: 'not-the-secret' })
      .put('documents/a', Buffer.from('x'), 'image/png')
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('S3 PUT failed: HTTP 403 SignatureDoesNotMatch');
    expect(objects().size).toBe(0);
  });

  it('T11.1 storage: a body changed after signing is refused (x-amz-content-sha256)', async () => {
    const tampering: typeof fetch = (url, init) =>
      fetch(url, { ...init, body: new Uint8Array(Buffer.from('<script>evil</script>')) });
    await expect(
      store({ fetch: tampering }).put('documents/a', Buffer.from('clean'), 'image/png'),
    ).rejects.toThrow('XAmzContentSHA256Mismatch');
    expect(objects().size).toBe(0);
  });

  it('T11.1 storage: keys that are not server-made are refused before any request', async () => {
    const before = fake.state.requests;
    for (const key of [
      '../secrets',
      'documents/../../x',
      '/etc/passwd',
      'Documents/A',
      'a//b',
      'a/',
      '',
      'x.php',
    ]) {
      await expect(store().put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('invalid document key');
      await expect(store().get(key)).rejects.toThrow('invalid document key');
    }
    expect(fake.state.requests).toBe(before);
  });

  it('T11.1 storage: plain http only on loopback; bucket names are checked', () => {
    expect(() => store({ endpoint: 'http://s3.example.com' })).toThrow(/https/);
    expect(() => store({ endpoint: 'https://s3.example.com' })).not.toThrow();
    expect(() => store({ bucket: '../etc' })).toThrow(/bucket/);
  });

  it('T11.1 storage: a store that never answers fails after the timeout instead of hanging', async () => {
    // /hang never answers: the request can only end by its own timeout (AbortSignal.timeout).
    await expect(
      store({ endpoint: `${endpoint}/hang`, timeoutMs: 200 }).get('documents/slow'),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  const collect = async (iterable: AsyncIterable<{ key: string; lastModified: Date }>) => {
    const out: Array<{ key: string; lastModified: Date }> = [];
    for await (const o of iterable) out.push(o);
    return out.sort((a, b) => (a.key < b.key ? -1 : 1));
  };

  it('issue 4 sweeper: list gives every object under the prefix with its time, page after page (ListObjectsV2, signed query)', async () => {
    const s3 = store();
    const keys = ['documents/a-1', 'documents/a-2', 'documents/b', 'documents/c-9', 'documents/d'];
    for (const k of keys) await s3.put(k, Buffer.from(k), 'image/png');
    await s3.put('receipts/x', Buffer.from('x'), 'application/pdf');
    objects().get('/kavach-docs/documents/b')!.modified = new Date('2026-01-02T03:04:05.000Z');
    fake.state.pageSize = 2;
    const lists = fake.state.lists;
    const listed = await collect(s3.list('documents/'));
    expect(listed.map((o) => o.key)).toEqual(keys);
    expect(fake.state.lists - lists).toBe(3); // 2 + 2 + 1, each page asked with the previous token
    expect(listed.find((o) => o.key === 'documents/b')!.lastModified.toISOString()).toBe(
      '2026-01-02T03:04:05.000Z',
    );
    expect(listed.every((o) => o.lastModified instanceof Date)).toBe(true);
    expect((await collect(s3.list(''))).map((o) => o.key)).toEqual([...keys, 'receipts/x']);
    expect(await collect(store({ endpoint: `${endpoint}/prefix` }).list('documents/'))).toEqual([]);
  });

  it('issue 4 sweeper: objects that are not server-made keys are never listed (so never deleted)', async () => {
    await store().put('documents/ok', Buffer.from('x'), 'image/png');
    const foreign = {
      bytes: Buffer.from('x'),
      contentType: undefined,
      sse: undefined,
      modified: new Date(0),
    };
    objects().set('/kavach-docs/documents/Evil.PHP', foreign);
    objects().set('/kavach-docs/documents/a b', foreign);
    expect((await collect(store().list('documents/'))).map((o) => o.key)).toEqual(['documents/ok']);
  });

  it('issue 4 sweeper: a bad prefix is refused before any request; a refused listing throws with the S3 code only', async () => {
    const before = fake.state.requests;
    for (const prefix of ['../', 'documents', '/documents/', 'Documents/', 'a//'])
      await expect(collect(store().list(prefix))).rejects.toThrow('invalid listing prefix');
    expect(fake.state.requests).toBe(before);
    await expect(collect(store({ secretAccessKey: 'not-the-secret' }).list('documents/'))).rejects.toThrow(
      'S3 LIST failed: HTTP 403 SignatureDoesNotMatch',
    );
  });
});
