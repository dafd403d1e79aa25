/**
 * A failed call to the payment gateway. `retryable` is true for outcomes a later attempt with the
 * same idempotency key may fix (timeouts, connection resets, 5xx, 429, 409 "still processing");
 * false when the request itself is wrong. Messages name the status and Razorpay's error code, never
 * a credential, a request body or a customer detail.
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';

  constructor(
    message: string,
    readonly retryable: boolean,
    /** HTTP status from the gateway; null when no answer arrived (timeout, reset, refused). */
    readonly status: number | null = null,
    /** Razorpay's `error.code` (e.g. BAD_REQUEST_ERROR), or ours: TIMEOUT, NETWORK, INVALID_RESPONSE… */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export function isGatewayError(err: unknown): err is GatewayError {
  return err instanceof GatewayError;
}
