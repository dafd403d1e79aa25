import { assertDocumentKey, type DocumentStore } from './document-store';
import { encodeSegment, sha256Hex, signV4, type SigV4Credentials } from './sigv4';

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

/**
 * An S3-compatible document store over plain fetch, signed with AWS Signature Version 4
 * (sigv4.ts): path-style URLs `${endpoint}/${bucket}/${key}`, the body's SHA-256 in
 * x-amz-content-sha256 (so the store rejects a body changed in transit), optional server-side
 * encryption, a timeout on every request.
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

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    assertDocumentKey(key);
    const path = [prefix, options.bucket, ...key.split('/')]
      .map((s, i) => (i === 0 ? s : encodeSegment(s)))
      .join('/');
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    if (method === 'PUT' && options.serverSideEncryption) {
      headers['x-amz-server-side-encryption'] = options.serverSideEncryption;
    }
    const payloadHash = sha256Hex(body ?? '');
    const signed = signV4({ method, host: base.host, path, headers, payloadHash }, creds, now());
    const { host: _host, ...sendHeaders } = signed.headers; // fetch sets Host from the URL itself
    return doFetch(new URL(path, base.origin), {
      method,
      headers: sendHeaders,
      body: body ? new Uint8Array(body.buffer, body.byteOffset, body.length) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
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
  };
}
