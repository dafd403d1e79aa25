import type { RazorpayEmulator } from './index';

/**
 * A `fetch` that answers from the emulator in the same process (decision 053): the Razorpay
 * adapter builds its requests, authenticates and parses the answers exactly as against
 * api.razorpay.com; only the bytes never leave the process. Give it to RazorpayGateway as
 * `fetch`, with any apiUrl (its path prefix before `/v1` is ignored).
 */
export function emulatorFetch(emulator: RazorpayEmulator): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const at = url.pathname.indexOf('/v1/');
    const path = at >= 0 ? url.pathname.slice(at) : url.pathname;
    const raw = Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const answer = emulator.handle(request.method, new URL(path + url.search, url.origin), raw, headers);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
