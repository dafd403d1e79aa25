/** An emulator answer, and Razorpay's error body (`{ error: { code, description, … } }`). */
export interface Answer {
  status: number;
  body: unknown;
}

export const error = (status: number, description: string, field?: string): Answer => ({
  status,
  body: {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});
export const unknownId = () => error(400, 'The id provided does not exist');
