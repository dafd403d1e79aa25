import { z } from 'zod';
import { CITIES, type CityKey as DomainCityKey } from '@kavach/domain';

/** Every expected business error and validation failure: a stable code plus a readable message. */
export const ErrorBody = z.object({
  error_code: z.string(),
  message: z.string(),
  request_id: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Cart lines the error is about (NOT_SERVICEABLE, SLOT_REQUIRED, SLOT_UNAVAILABLE). */
  item_ids: z.array(z.number().int()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Paise = z.number().int().nonnegative();
/** City keys, from the domain's six cities. */
export const CityKey = z.enum(CITIES.map((c) => c.key) as [DomainCityKey, ...DomainCityKey[]]);

export const Faq = z.object({ question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof Faq>;

export const CityRef = z.object({ key: CityKey, name: z.string(), slug: z.string() });
export type CityRef = z.infer<typeof CityRef>;
