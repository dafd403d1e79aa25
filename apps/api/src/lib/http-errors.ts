import type { FastifyReply } from 'fastify';

/** An expected business outcome: answered as `{ error_code, message }` with a 4xx status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    /** Extra fields of the error body (e.g. the cart and item types of a 409 cart conflict). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendError(reply: FastifyReply, status: number, errorCode: string, message: string) {
  return reply.code(status).send({ error_code: errorCode, message, request_id: reply.request.id });
}
