import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createS3DocumentStore, type S3StoreOptions } from './s3-store';

const SECRET = 'test-secret/with+chars';
const ACCESS_KEY = 'AKIDKAVACHTEST';
const REGION = 'ap-south-1';

interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
  sse: string | undefined;
}

/**
 * A tiny fake S3: it recomputes the SigV4 signature from the request exactly as received (method,
 * raw path, the signed headers' values, the body's SHA-256) with its own HMAC code, so the
 * client's signer is checked against an independent implementation, on the wire.
 */
function verify(req: IncomingMessage, body: Buffer): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'AuthorizationHeaderMalformed';
  const [, accessKey, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (accessKey !== ACCESS_KEY || region !== REGION) return 'InvalidAccessKeyId';
  const stamp = String(req.headers['x-amz-date'] ?? '');
  if (!stamp.startsWith(day!)) return 'AccessDenied';
  if (
    Math.abs(
      Date.parse(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z')) -
        Date.now(),
    ) >
    15 * 60_000
  ) {
    return 'RequestTimeTooSkewed';
  }
  const payloadHash = createHash('sha256').update(body).digest('hex');
  if (req.headers['x-amz-content-sha256'] !== payloadHash) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!names.includes(required)) return 'AccessDenied';
  }
  if (body.length > 0 && !names.includes('content-type')) return 'AccessDenied';
  const canonical = [
    req.method,
    req.url,
    '',
    ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const toSign = `AWS4-HMAC-SHA256\n${stamp}\n${day}/${region}/s3/aws4_request\n${createHash('sha256').update(canonical).digest('hex')}`;
  let key = createHmac('sha256', `AWS4${SECRET}`).update(day!).digest();
  for (const part of [region!, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
}

describe('S3 document store against a fake S3 that verifies SigV4', () => {
  const objects = new Map<string, StoredObject>();
  let requests = 0;
  let server: Server;
  let endpoint = '';
  const store = (extra: Partial<S3StoreOptions> = {}) =>
    createS3DocumentStore({
      endpoint,
      bucket: 'kavach-docs',
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      ...extra,
    });

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++;
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const problem = verify(req, body);
        const xml = (status: number, code: string) =>
          res
            .writeHead(status, { 'content-type': 'application/xml' })
            .end(`<Error><Code>${code}</Code></Error>`);
        if (req.url === '/hang/kavach-docs/documents/slow') return; // never answers
        if (problem) return xml(403, problem);
        const path = req.url ?? '';
        if (req.method === 'PUT') {
          const sse = req.headers['x-amz-server-side-encryption'];
          objects.set(path, {
            bytes: body,
            contentType: req.headers['content-type'],
            sse: sse as string | undefined,
          });
          return res.writeHead(200).end();
        }
        if (req.method === 'DELETE') {
          objects.delete(path);
          return res.writeHead(204).end();
        }
        const found = objects.get(path);
        if (!found) return xml(404, 'NoSuchKey');
        res
          .writeHead(200, { 'content-type': found.contentType ?? 'application/octet-stream' })
          .end(found.bytes);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => objects.clear());

  it('T11.1 storage: put, get and delete a document under its server-made key (path-style URL)', async () => {
    const s3 = store({ serverSideEncryption: 'AES256' });
    const bytes = Buffer.from('%PDF-1.4 stored bytes \x00\xff', 'latin1');
    await s3.put('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f', bytes, 'application/pdf');
    const stored = objects.get('/kavach-docs/documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f');
    expect(stored).toEqual({ bytes, contentType: 'application/pdf', sse: 'AES256' });
    expect(await s3.get('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f')).toEqual(bytes);
    await s3.delete('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f');
    expect(await s3.get('documents/5f0c2a9e-1b7d-4c1e-9a4f-0d8c1e2b3a4f')).toBeNull();
    await expect(s3.delete('documents/missing')).resolves.toBeUndefined();
  });

  it('T11.1 storage: works under an endpoint with a path prefix', async () => {
    await store({ endpoint: `${endpoint}/prefix/` }).put('documents/a', Buffer.from('x'), 'image/png');
    expect(objects.has('/prefix/kavach-docs/documents/a')).toBe(true);
  });

  it('T11.1 storage: a wrong secret is refused by the store, and the error shows no secret', async () => {
    const error = await store({ secretAccessKey: 'not-the-secret' })
      .put('documents/a', Buffer.from('x'), 'image/png')
      .catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('S3 PUT failed: HTTP 403 SignatureDoesNotMatch');
    expect(objects.size).toBe(0);
  });

  it('T11.1 storage: a body changed after signing is refused (x-amz-content-sha256)', async () => {
    const tampering: typeof fetch = (url, init) =>
      fetch(url, { ...init, body: new Uint8Array(Buffer.from('<script>evil</script>')) });
    await expect(
      store({ fetch: tampering }).put('documents/a', Buffer.from('clean'), 'image/png'),
    ).rejects.toThrow('XAmzContentSHA256Mismatch');
    expect(objects.size).toBe(0);
  });

  it('T11.1 storage: keys that are not server-made are refused before any request', async () => {
    const before = requests;
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
    expect(requests).toBe(before);
  });

  it('T11.1 storage: plain http only on loopback; bucket names are checked', () => {
    expect(() => store({ endpoint: 'http://s3.example.com' })).toThrow(/https/);
    expect(() => store({ endpoint: 'https://s3.example.com' })).not.toThrow();
    expect(() => store({ bucket: '../etc' })).toThrow(/bucket/);
  });

  it('T11.1 storage: a store that never answers fails after the timeout instead of hanging', async () => {
    const started = Date.now();
    await expect(
      store({ endpoint: `${endpoint}/hang`, timeoutMs: 200 }).get('documents/slow'),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
