import type { FastifyInstance } from 'fastify';

/** Routes that answer even when the API sheds load (load balancers and probes read them). */
const NEVER_SHED = new Set(['/health']);

/**
 * Load shedding (T15, decision 049): when `maxInFlight` requests are already being served, a new
 * one is answered at once with 503 + Retry-After and `error_code: OVERLOADED` instead of queuing
 * behind the others until the client times out. An in-flight request is one whose response has
 * not finished (or whose connection has not closed). 0 turns it off.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  opts: { maxInFlight: number; retryAfterSeconds?: number },
): void {
  if (!(opts.maxInFlight > 0)) return;
  const retryAfter = String(opts.retryAfterSeconds ?? 2);
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (NEVER_SHED.has(request.url)) return done();
    if (inFlight >= opts.maxInFlight) {
      reply.code(503).header('retry-after', retryAfter).header('cache-control', 'no-store').send({
        error_code: 'OVERLOADED',
        message: 'We are busy right now. Please try again in a few seconds.',
        request_id: request.id,
      });
      return;
    }
    inFlight += 1;
    // 'close' fires once per response, whether it finished or the client went away.
    reply.raw.once('close', () => (inFlight -= 1));
    done();
  });
}
