import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3 = {
  accessKey: 'AKIDKAVACHTEST',
  secret: 'test-secret/with+chars',
  region: 'ap-south-1',
};

export interface FakeObject {
  bytes: Buffer;
  contentType: string | undefined;
  sse: string | undefined;
  /** Sent back as LastModified by the listing; tests move it back in time. */
  modified: Date;
}

/** RFC 3986, written apart from the client's own encoder so the two check each other. */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQueryOf(search: string): string {
  const pairs = [...new URLSearchParams(search)].map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`);
  return pairs.sort().join('&');
}

/**
 * Recomputes the SigV4 signature from the request exactly as received (method, raw path, the
 * query, the signed headers' values, the body's SHA-256) with its own HMAC code, so the client's
 * signer is checked against an independent implementation, on the wire. Null when it matches.
 */
function verify(req: IncomingMessage, body: Buffer): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'AuthorizationHeaderMalformed';
  const [, accessKey, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (accessKey !== FAKE_S3.accessKey || region !== FAKE_S3.region) return 'InvalidAccessKeyId';
  const stamp = String(req.headers['x-amz-date'] ?? '');
  if (!stamp.startsWith(day!)) return 'AccessDenied';
  const at = Date.parse(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (Math.abs(at - Date.now()) > 15 * 60_000) return 'RequestTimeTooSkewed';
  const payloadHash = createHash('sha256').update(body).digest('hex');
  if (req.headers['x-amz-content-sha256'] !== payloadHash) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!names.includes(required)) return 'AccessDenied';
  }
  if (body.length > 0 && !names.includes('content-type')) return 'AccessDenied';
  const [path = '', search = ''] = (req.url ?? '').split('?');
  const canonical = [
    req.method,
    path,
    canonicalQueryOf(search),
    ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const toSign = `AWS4-HMAC-SHA256\n${stamp}\n${day}/${region}/s3/aws4_request\n${createHash('sha256').update(canonical).digest('hex')}`;
  let key = createHmac('sha256', `AWS4${FAKE_S3.secret}`).update(day!).digest();
  for (const part of [region!, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A tiny fake S3 on a local port: signed PUT, GET and DELETE of objects by path, and ListObjectsV2
 * (`GET /{bucket}?list-type=2&prefix=…`) in pages of at most `pageSize` keys with an opaque
 * continuation token. A path under /hang/ never answers (timeouts).
 */
export async function startFakeS3() {
  /** Objects by request path: `/{bucket}/{key}` (or with the endpoint's path prefix in front). */
  const objects = new Map<string, FakeObject>();
  const state = { requests: 0, lists: 0, pageSize: 1000 };

  function list(res: ServerResponse, path: string, search: string) {
    state.lists++;
    const params = new URLSearchParams(search);
    const prefix = params.get('prefix') ?? '';
    const max = Math.min(state.pageSize, Number(params.get('max-keys') ?? 1000));
    const after = params.get('continuation-token');
    const from = after ? Buffer.from(after.slice(3, -2), 'base64').toString('utf8') : '';
    const keys = [...objects.keys()]
      .filter((p) => p.startsWith(`${path}/`))
      .map((p) => p.slice(path.length + 1))
      .filter((k) => k.startsWith(prefix) && k > from)
      .sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((k) => {
        const o = objects.get(`${path}/${k}`)!;
        return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><Size>${o.bytes.length}</Size></Contents>`;
      })
      .join('');
    // A token with + / = in it, so the client's query encoding is exercised on the next page.
    const token = truncated
      ? `<NextContinuationToken>v1+${Buffer.from(page.at(-1)!).toString('base64')}/=</NextContinuationToken>`
      : '';
    res
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${contents}${token}</ListBucketResult>`,
      );
  }

  const server = createServer((req, res) => {
    state.requests++;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const xml = (status: number, code: string) =>
        res
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(`<Error><Code>${code}</Code></Error>`);
      if ((req.url ?? '').startsWith('/hang/')) return; // never answers
      const problem = verify(req, body);
      if (problem) return xml(403, problem);
      const [path = '', search = ''] = (req.url ?? '').split('?');
      if (req.method === 'GET' && new URLSearchParams(search).get('list-type') === '2')
        return list(res, path, search);
      if (req.method === 'PUT') {
        const sse = req.headers['x-amz-server-side-encryption'];
        objects.set(path, {
          bytes: body,
          contentType: req.headers['content-type'],
          sse: sse as string | undefined,
          modified: new Date(),
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
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
