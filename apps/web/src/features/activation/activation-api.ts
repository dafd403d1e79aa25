import type {
  ActivationOrderResponse,
  ActivationProblem,
  ActivationSubmitBody,
  DocumentUploadResponse,
  SendCertificateResponse,
} from '@kavach/contracts';
import {
  NETWORK_ERROR,
  SERVER_ERROR,
  apiDelete,
  apiGet,
  apiPost,
  getCsrfToken,
  getSessionBootstrap,
} from '@/lib/api-client.browser';
import type { ApiFailure } from '@/lib/api-client.browser';
import { uploadRaw } from '@/lib/upload-raw.browser';

const enc = encodeURIComponent;

/**
 * Plan activation from the browser (issue 4 §3; docs/product/api.md#slots-and-addresses send_certificate_wa), same-origin through
 * `/api`. Every call answers 401 without a live customer sign-in; the API scopes each to its owner.
 */
export const activationApi = {
  order: (osid: string) => apiGet<ActivationOrderResponse>(`/v3/activation/${enc(osid)}`),
  /** 400 ACTIVATION_INVALID / DOCUMENTS_REQUIRED carry `fields` and `problems`; the draft is kept. */
  submit: (osid: string, body: ActivationSubmitBody) => submitActivation(osid, body),
  deleteDocument: (id: string) =>
    apiDelete<{ id: string; deleted: true }>(`/v3/activation/document/${enc(id)}`),
  sendCertificate: (osid: string) =>
    apiPost<SendCertificateResponse>('/v3/activation/send_certificate_wa', { osid }),
};

/** The download of a stored document (an attachment; the session cookie proves ownership). */
export const documentHref = (id: string) => `/api/v3/activation/document/${enc(id)}`;
/** The API's certificate link (`/v3/order/download/…`) through the same-origin proxy. */
export const certificateHref = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') ? `/api${url}` : null;

/** An activation refusal: the API's message, its per-field messages and its eligibility problems. */
export interface ActivationFailure extends ApiFailure {
  problems?: ActivationProblem[];
}

function problemsOf(p: unknown): ActivationProblem[] {
  return Array.isArray(p)
    ? p.filter(
        (x): x is ActivationProblem =>
          !!x && typeof x === 'object' && typeof x.code === 'string' && typeof x.message === 'string',
      )
    : [];
}

const stringRecord = (v: unknown): Record<string, string> =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

function failureOf(body: unknown, status: number): ActivationFailure {
  const b = body as { error_code?: unknown; message?: unknown; fields?: unknown; problems?: unknown } | null;
  return b && typeof b.error_code === 'string' && typeof b.message === 'string'
    ? {
        error_code: b.error_code,
        message: b.message,
        fields: stringRecord(b.fields),
        problems: problemsOf(b.problems),
      }
    : status >= 500 || status === 0
      ? SERVER_ERROR
      : { error_code: `HTTP_${status}`, message: SERVER_ERROR.message };
}

export type ActivationResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ActivationFailure };

/**
 * The submit, read whole: the shared client keeps a refusal's common fields only, and the
 * activation page needs its `problems` (the eligibility rules) as well.
 */
async function submitActivation(
  osid: string,
  body: ActivationSubmitBody,
): Promise<ActivationResult<ActivationOrderResponse>> {
  const token = await getCsrfToken();
  let res: Response;
  try {
    res = await fetch(`/api/v3/activation/${enc(osid)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(token ? { 'x-csrftoken': token } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const parsed: unknown = await res.json().catch(() => null);
  if (res.status === 403) void getSessionBootstrap(true);
  if (res.ok && parsed) return { ok: true, status: res.status, data: parsed as ActivationOrderResponse };
  return { ok: false, status: res.status, error: failureOf(parsed, res.status) };
}

/**
 * POST /v3/activation/{osid}/documents with the raw file (XMLHttpRequest, for upload progress):
 * headers x-document-type 0|1 and x-file-name (URI-encoded), plus the CSRF header like every write.
 */
export const uploadDocument = (
  osid: string,
  type: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ActivationResult<DocumentUploadResponse>> =>
  uploadRaw(`/v3/activation/${enc(osid)}/documents`, String(type), file, onProgress, failureOf);
