import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/http-errors';
import { isDatabaseUnavailable, RETRY_AFTER_S } from './unavailable';

const CODE_BY_FASTIFY_ERROR: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_REQUEST', 'The request is malformed.'],
};

/**
 * Fastify's router errors (a malformed percent-encoding, a path parameter past maxParamLength)
 * never reach the error handler: this answers them like it, with a stable code and without
 * echoing the path back (issue 18, docs/product/security-tests.md#t1-1 / docs/product/security-tests.md#t1-6).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.code(tooLong ? 414 : 400).send({
    error_code: tooLong ? 'URI_TOO_LONG' : 'INVALID_URL',
    message: tooLong ? 'The address is too long.' : 'The address is not valid.',
    request_id: request.id,
  });
}

/** The one error handler (conventions 7): 4xx with a stable code, 5xx generic with a request id. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const request_id = request.id;
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, error_code: error.errorCode, message: error.message, request_id });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        fields[path || '(body)'] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(fields)[0];
      const message = first
        ? `${first[0] === '(body)' ? 'Request' : first[0]}: ${first[1]}`
        : 'Invalid request';
      return reply.code(400).send({ error_code: 'VALIDATION_ERROR', message, fields, request_id });
    }
    if (error.code === 'FST_ERR_VALIDATION') {
      return reply.code(400).send({ error_code: 'VALIDATION_ERROR', message: 'Invalid request', request_id });
    }
    const mapped = error.code ? CODE_BY_FASTIFY_ERROR[error.code] : undefined;
    if (mapped) return reply.code(mapped[0]).send({ error_code: mapped[1], message: mapped[2], request_id });
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit: a stable code and the wait, like our own throttles (T4, docs/product/security-tests.md#t7-6).
      const retry = Number(reply.getHeader('retry-after'));
      return reply.code(429).send({
        error_code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a few minutes and try again.',
        ...(Number.isFinite(retry) && retry > 0 ? { retry_after_seconds: retry } : {}),
        request_id,
      });
    }
    if (status < 500 && !isResponseSerializationError(error)) {
      return reply
        .code(status)
        .send({ error_code: 'BAD_REQUEST', message: 'The request could not be processed.', request_id });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or out of reach (docs/product/security-tests.md#t9-2): retry soon, not a 500.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_S)).send({
        error_code: 'SERVICE_UNAVAILABLE',
        message: 'We are briefly unable to take requests. Please try again in a few seconds.',
        request_id,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      error_code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
      request_id,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error_code: 'NOT_FOUND', message: 'Not found.', request_id: request.id }),
  );
}
