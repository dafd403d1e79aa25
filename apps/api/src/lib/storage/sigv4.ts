import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 (header-based), as S3 and S3-compatible stores (MinIO, R2, B2) use it. */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  host: string;
  /** The canonical URI: the path, already URI-encoded (S3 does not encode it twice). */
  path: string;
  /** Query parameters (raw values); sent as `canonicalQuery(query)`, which is also what is signed. */
  query?: Record<string, string>;
  /** Extra headers to sign (names in any case). Host, x-amz-date and x-amz-content-sha256 are added. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (or 'UNSIGNED-PAYLOAD'). */
  payloadHash: string;
}

export interface SigV4Result {
  /** Every header to send, including Authorization. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z` */
export const amzDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
export const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The canonical query string: names and values RFC 3986-encoded (`/` too), sorted by name, joined
 * with `&`. The request must send exactly this string, since it is what the signature covers.
 */
export function canonicalQuery(query: Record<string, string> = {}): string {
  return Object.entries(query)
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The signing key: HMAC chain over date, region, service and "aws4_request". */
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** Signs a request (header-based authorization; the query, if any, as canonicalQuery gives it). */
export function signV4(req: SigV4Request, creds: SigV4Credentials, now: Date): SigV4Result {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers.host = req.host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = req.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    req.method.toUpperCase(),
    req.path,
    canonicalQuery(req.query),
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    signedHeaders,
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${creds.region}/${creds.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(creds.secretAccessKey, day, creds.region, creds.service);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const authorization =
    `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers: { ...headers, authorization }, canonicalRequest, stringToSign, signature };
}
