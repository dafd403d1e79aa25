import { z } from 'zod';
import { DESK_SEARCH_HINT, DESK_SEARCH_MAX_LENGTH, deskSearchOf, isCalendarDay } from '@kavach/domain';
import { CityKey, Paise } from './common';
import { DocumentKind, ProcessTypeWire } from './selfserve';
import { SrDetailView, SrPublicView } from './tracker';
import { text } from './sr-text';

/* The service desk's wire shapes (issue 20 §4; decision 060): staff only, under /v3/service-desk. */

// ---------------------------------------------------------------- service desk (staff, role `service`)

export const DeskQueueQuery = z
  .object({
    /** A request number, or the customer's mobile or email (deskSearchOf); empty means no search. */
    q: z
      .string()
      .trim()
      .max(DESK_SEARCH_MAX_LENGTH, DESK_SEARCH_HINT)
      .optional()
      .refine((v) => !v || deskSearchOf(v) !== null, DESK_SEARCH_HINT),
    status: z.string().max(40).optional(),
    city: z.string().max(40).optional(),
    process_type: ProcessTypeWire.optional(),
    sla: z.enum(['breached', 'at_risk', 'on_time']).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .strict();
export const DeskQueueItem = SrPublicView.extend({
  city: z.string(),
  customer_name: z.string(),
  outcome: z.enum(['approved', 'review']),
  sla: z.enum(['breached', 'at_risk', 'on_time', 'none']),
});
export const DeskQueueResponse = z.object({
  data: z.object({ items: z.array(DeskQueueItem), page: z.number().int(), has_next: z.boolean() }),
});
/**
 * GET /v3/service-desk/complaints (ours, decision 100): the complaints waiting for the desk's
 * reply, the soonest due first; `overdue` once the 48 hours have passed.
 */
export const DeskComplaintsResponse = z.object({
  data: z.object({
    items: z.array(
      z.object({
        reference: z.string(),
        sr_id: z.string(),
        customer_name: z.string(),
        reason: z.string(),
        received_at: z.string(),
        reply_by: z.string(),
        overdue: z.boolean(),
      }),
    ),
  }),
});
export type DeskComplaintsResponse = z.infer<typeof DeskComplaintsResponse>;
export const DeskHistoryEntry = z.object({
  at: z.string(),
  actor: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  reason_code: z.string().nullable(),
  note: z.string().nullable(),
});
/** A change of the appointment that was not a move (the customer's from the tracker, decision 088). */
export const DeskAppointmentChange = z.object({
  at: z.string(),
  actor: z.string(),
  previous: z.object({ date: z.string().nullable(), time: z.string().nullable() }).nullable(),
  appointment: z.object({ date: z.string().nullable(), time: z.string().nullable() }),
});
/** A reminder of the appointment the customer was sent (decision 103). */
export const DeskAppointmentReminder = z.object({ date: z.string(), time: z.string(), sent_at: z.string() });
export const DeskAction = z.object({ action: z.string(), label: z.string(), to: z.string() });
export const DeskRequestResponse = z.object({
  data: z.object({
    request: SrDetailView.extend({ customer_name: z.string(), customer_phone: z.string() }),
    history: z.array(DeskHistoryEntry),
    appointment_changes: z.array(DeskAppointmentChange),
    appointment_reminders: z.array(DeskAppointmentReminder),
    /** Only the moves the transition table allows from the current state. */
    actions: z.array(DeskAction),
  }),
});
/**
 * POST /v3/service-desk/requests/{sr_id}/actions. `from` is the state the staff member saw: if the
 * request moved meanwhile the answer is 409 SR_CHANGED (T16.5).
 */
export const DeskActionBody = z
  .object({
    to: z.string().min(1).max(40),
    from: z.string().min(1).max(40),
    reason_code: z.string().max(40).optional(),
    note: text(1000).optional(),
    technician: z
      .object({
        name: text(80).min(1),
        phone: z.string().regex(/^[6-9]\d{9}$/),
        lat: z.number().min(-90).max(90).optional(),
        lng: z.number().min(-180).max(180).optional(),
        location: text(120).optional(),
      })
      .strict()
      .optional(),
    estimate_paise: Paise.optional(),
    diagnosis: text(1000).optional(),
    documents_requested: z.array(DocumentKind).min(1).optional(),
  })
  .strict();
export type DeskActionBody = z.infer<typeof DeskActionBody>;

// ---------------------------------------------------------------- holiday calendar (decision 078)

const IsoDay = z
  .string()
  .refine(isCalendarDay, 'A date as YYYY-MM-DD')
  .describe('An Indian calendar day, YYYY-MM-DD');

/** GET /v3/service-desk/holidays: the holidays from `from` (default: today, IST) on. */
export const DeskHolidaysQuery = z.object({ from: IsoDay.optional() }).strict();

/** POST /v3/service-desk/holidays: a holiday for every city (`city` null or absent) or one city. */
export const DeskHolidayBody = z
  .object({
    day: IsoDay,
    name: text(80).min(2),
    city: CityKey.nullable().optional(),
    /** Where the date comes from (a government order, a notification). */
    source: text(200).min(2),
  })
  .strict();
export type DeskHolidayBody = z.infer<typeof DeskHolidayBody>;

export const DeskHoliday = z.object({
  id: z.number().int(),
  day: z.string(),
  name: z.string(),
  /** Null: a national holiday. */
  city: CityKey.nullable(),
  source: z.string(),
  added_by: z.string(),
  added_at: z.string(),
});
/** An added or removed holiday, and how many running SLA clocks it moved (decision 081). */
export const DeskHolidayResponse = z.object({
  data: DeskHoliday,
  rescheduled: z.number().int().nonnegative(),
});
export const DeskHolidaysResponse = z.object({ data: z.object({ items: z.array(DeskHoliday) }) });

/** GET /v3/service-desk/callers (decision 094): customers whose agent connection is live, newest first. */
export const DeskCallersResponse = z.object({
  callers: z.array(
    z.object({
      name: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      allowed_at: z.string(),
      expires_at: z.string(),
    }),
  ),
});
export type DeskCallersResponse = z.infer<typeof DeskCallersResponse>;
