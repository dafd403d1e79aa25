import type { FastifyBaseLogger } from 'fastify';

/**
 * The process-wide last resort (docs/product/security-tests.md#t13-4): a promise rejected with nobody to handle it is logged,
 * with its error, and the API keeps serving — by default Node.js ends the process on one, which
 * would drop every request in flight. Requests never get here: a failing handler is answered by
 * the error handler (plugins/errors.ts) with a generic 500 and its request id.
 */
export function installLastResort(log: FastifyBaseLogger, target: NodeJS.Process = process): void {
  target.on('unhandledRejection', (reason) => {
    log.error({ err: reason, event: 'unhandled_rejection' }, 'unhandled promise rejection');
  });
}
