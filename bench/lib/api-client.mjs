// A tiny HTTP client for the API bench: one session (cookie + CSRF) per client, JSON in and out.
let ipCounter = 0;
/** A distinct client address per session (the API trusts X-Forwarded-For from loopback). */
export const nextIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

export async function apiSession(apiUrl) {
  const ip = nextIp();
  const res = await fetch(`${apiUrl}/auth/set_csrf?tabId=bench`, { headers: { 'x-forwarded-for': ip } });
  // A session that was not made (503 past API_MAX_IN_FLIGHT, decision 049) would fail every later
  // call of the run as CSRF_FAILED: fail here, where the cause is visible.
  if (!res.ok) throw new Error(`set_csrf: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
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
    // Like a browser, keep the session cookie the API sets (a sign-in rotates it) and the CSRF
    // token bound to it.
    const set = r.headers.getSetCookie().map((c) => c.split(';')[0]);
    const rotated = set.find((c) => c.includes('session_id='));
    if (rotated) headers.cookie = rotated;
    const csrfCookie = set.find((c) => c.startsWith('csrftoken='));
    if (csrfCookie) headers['x-csrftoken'] = csrfCookie.slice('csrftoken='.length);
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

/**
 * `n` sessions, made at most 16 at a time: setting up a run must not itself overload the API
 * (500 at once exceeded API_MAX_IN_FLIGHT and 121 sessions of the code rows were shed, decision 049).
 */
export async function apiSessions(apiUrl, n) {
  const sessions = [];
  while (sessions.length < n)
    sessions.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(16, n - sessions.length) }, () => apiSession(apiUrl)),
      )),
    );
  return sessions;
}

/** Throws unless the answer has the expected status. */
export function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${res.text.slice(0, 200)}`);
  return res.json;
}
