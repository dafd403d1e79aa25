// A tiny HTTP client for the API bench: one session (cookie + CSRF) per client, JSON in and out.
let ipCounter = 0;
/** A distinct client address per session (the API trusts X-Forwarded-For from loopback). */
export const nextIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

export async function apiSession(apiUrl) {
  const ip = nextIp();
  const res = await fetch(`${apiUrl}/auth/set_csrf?tabId=bench`, { headers: { 'x-forwarded-for': ip } });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session_id='));
  const { csrf_token: csrf } = await res.json();
  const headers = { cookie, 'x-csrftoken': csrf, 'x-forwarded-for': ip };
  const call = async (method, path, body) => {
    const r = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await r.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* non-JSON (a PDF) */
    }
    return { status: r.status, json, text };
  };
  return { headers, call, ip };
}

/** Throws unless the answer has the expected status. */
export function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
  return res.json;
}
