import { z } from 'zod';
import { containsDisallowedChars, isValidEmail, REQUIRED_FIELD_MESSAGE } from '@kavach/domain';

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED_FIELD_MESSAGE)
    .max(max)
    .refine((s) => !containsDisallowedChars(s), 'The characters < and > are not allowed');

/** POST /selfserve/create_incident_emailterminator (Write to us). */
export const CreateIncidentBody = z
  .object({
    name: text(100),
    email: z.string().trim().max(254).refine(isValidEmail, 'Enter a valid email address'),
    phone: z
      .string()
      .regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number')
      .optional()
      .or(z.literal('')),
    subject: text(150),
    message: text(3000),
  })
  .strict();
export type CreateIncidentBody = z.infer<typeof CreateIncidentBody>;
export const CreateIncidentResponse = z.object({ reference: z.string(), message: z.string() });
export type CreateIncidentResponse = z.infer<typeof CreateIncidentResponse>;

export const Health = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});

/**
 * POST /v4/app:website/dialer/allow_agent_connection/ (docs/product/api.md#agent-connection,
 * decision 094): the signed-in customer's id, as the session bootstrap gave it.
 */
export const AllowAgentConnectionBody = z.object({ customer_id: z.string().min(1).max(64) }).strict();
export type AllowAgentConnectionBody = z.infer<typeof AllowAgentConnectionBody>;
export const AllowAgentConnectionResponse = z.object({
  allowed: z.literal(true),
  /** Until when the contact centre sees the account (ISO time). */
  expires_at: z.string(),
});
export type AllowAgentConnectionResponse = z.infer<typeof AllowAgentConnectionResponse>;
