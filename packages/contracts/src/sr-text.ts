import { z } from 'zod';

/** Free text of a service-request body: trimmed, bounded, without `<` or `>` (spec §5). */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^<>]*$/, 'Remove the characters < and >');
