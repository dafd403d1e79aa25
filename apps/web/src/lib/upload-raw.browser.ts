import { NETWORK_ERROR, getCsrfToken, getSessionBootstrap } from './api-client.browser';
import type { ApiFailure } from './api-client.browser';

export type UploadResult<T, F extends ApiFailure> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: F };

/**
 * A raw file POSTed to the API under `/api` (`application/octet-stream`) with the headers
 * `x-document-type` and `x-file-name` (URI-encoded) and the CSRF header like every write, reporting
 * upload progress — XMLHttpRequest, since fetch reports none. Activation's and the self-serve
 * documents' uploads; `failureOf` reads a refusal the way the caller's page needs it.
 */
export async function uploadRaw<T, F extends ApiFailure>(
  path: string,
  type: string,
  file: File,
  onProgress: (fraction: number) => void,
  failureOf: (body: unknown, status: number) => F,
): Promise<UploadResult<T, F>> {
  const token = await getCsrfToken();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('x-document-type', type);
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    if (token) xhr.setRequestHeader('x-csrftoken', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    // NETWORK_ERROR carries only ApiFailure's fields, which every F has.
    xhr.onerror = () => resolve({ ok: false, status: 0, error: NETWORK_ERROR as F });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      // A refused CSRF token: fetch a fresh one for the next try.
      if (xhr.status === 403) void getSessionBootstrap(true);
      if (xhr.status >= 200 && xhr.status < 300 && body)
        resolve({ ok: true, status: xhr.status, data: body as T });
      else resolve({ ok: false, status: xhr.status, error: failureOf(body, xhr.status) });
    };
    xhr.send(file);
  });
}
