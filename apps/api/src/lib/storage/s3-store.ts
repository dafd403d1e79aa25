import {
  assertDocumentKey,
  assertListPrefix,
  isDocumentKey,
  type DocumentStore,
  type StoredObject,
} from './document-store';
import { canonicalQuery, encodeSegment, sha256Hex, signV4, type SigV4Credentials } from './sigv4';

export interface S3StoreOptions {
  /** e.g. `https://s3.ap-south-1.amazonaws.com` or a MinIO/R2 URL; http only on loopback. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Sent as x-amz-server-side-encryption on every PUT, e.g. 'AES256' or 'aws:kms'. */
  serverSideEncryption?: string;
  /** Per request; default 15 s (no request may hang for ever). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function baseUrl(endpoint: string): URL {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new Error('S3_ENDPOINT must use https (plain http is allowed only on localhost)');
  }
  if (url.search || url.hash || url.username) throw new Error('S3_ENDPOINT must be a plain base URL');
  return url;
}

/** The `Code` of an S3 XML error body, if any (never the whole body: it may echo request data). */
async function errorCode(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => XML_ENTITIES[e]!);
const tag = (xml: string, name: string) =>
  xmlText(new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '');

/** One page of a ListObjectsV2 answer: the objects with server-made keys, and the next token. */
function listPage(xml: string): { objects: StoredObject[]; next: string | null } {
  const objects: StoredObject[] = [];
  for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = tag(entry, 'Key');
    const lastModified = new Date(tag(entry, 'LastModified'));
    if (isDocumentKey(key) && !Number.isNaN(lastModified.getTime())) objects.push({ key, lastModified });
  }
  if (tag(xml, 'IsTruncated') !== 'true') return { objects, next: null };
  const next = tag(xml, 'NextContinuationToken');
  if (!next) throw new Error('S3 LIST failed: a truncated page without a continuation token');
  return { objects, next };
}

/**
 * An S3-compatible document store over plain fetch, signed with AWS Signature Version 4
 * (sigv4.ts): path-style URLs `${endpoint}/${bucket}/${key}`, the body's SHA-256 in
 * x-amz-content-sha256 (so the store rejects a body changed in transit), optional server-side
 * encryption, a timeout on every request. Listing is ListObjectsV2, 1000 keys a page.
 */
export function createS3DocumentStore(options: S3StoreOptions): DocumentStore {
  const base = baseUrl(options.endpoint);
  if (!BUCKET.test(options.bucket)) throw new Error('S3_BUCKET is not a valid bucket name');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 15_000;
  const creds: SigV4Credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  };
  const prefix = base.pathname.replace(/\/+$/, '');

  /** A signed request to the bucket (no segments) or to an object (its key's segments). */
  async function request(
    method: 'PUT' | 'GET' | 'DELETE',
    segments: string[],
    opts: { body?: Buffer; contentType?: string; query?: Record<string, string> } = {},
  ) {
    const { body, contentType, query } = opts;
    const path = [prefix, options.bucket, ...segments]
      .map((s, i) => (i === 0 ? s : encodeSegment(s)))
      .join('/');
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    if (method === 'PUT' && options.serverSideEncryption) {
      headers['x-amz-server-side-encryption'] = options.serverSideEncryption;
    }
    const payloadHash = sha256Hex(body ?? '');
    const signed = signV4({ method, host: base.host, path, query, headers, payloadHash }, creds, now());
    const { host: _host, ...sendHeaders } = signed.headers; // fetch sets Host from the URL itself
    const search = query ? `?${canonicalQuery(query)}` : '';
    return doFetch(new URL(`${path}${search}`, base.origin), {
      method,
      headers: sendHeaders,
      body: body ? new Uint8Array(body.buffer, body.byteOffset, body.length) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  }

  function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertDocumentKey(key);
    return request(method, key.split('/'), {
      ...(body ? { body } : {}),
      ...(contentType ? { contentType } : {}),
    });
  }

  const fail = async (res: Response, method: string) => {
    const code = await errorCode(res);
    return new Error(`S3 ${method} failed: HTTP ${res.status}${code ? ` ${code}` : ''}`);
  };

  return {
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) throw await fail(res, 'PUT');
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail(res, 'GET');
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail(res, 'DELETE');
      await res.arrayBuffer();
    },
    async *list(listPrefix) {
      assertListPrefix(listPrefix);
      let token: string | null = null;
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix: listPrefix, 'max-keys': '1000' };
        if (token) query['continuation-token'] = token;
        const res = await request('GET', [], { query });
        if (!res.ok) throw await fail(res, 'LIST');
        const page = listPage(await res.text());
        yield* page.objects;
        token = page.next;
      } while (token);
    },
  };
}
