import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { serviceCentres } from './calendar';
import { customerPlans, customers } from './customers';

/** The address and contact a request was raised with (spec §7 customer_details), kept as raised. */
export interface SrAddress {
  name: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  pincode: string;
  lat: number | null;
  lng: number | null;
  address_id: number | null;
}

/** First and second appointment preference (spec §7 `appointment_date` … `appointment_time_1`). */
export interface SrAppointment {
  date: string | null;
  time: string | null;
  date_1: string | null;
  time_1: string | null;
}

export interface SrDevice {
  brand: string | null;
  model: string | null;
  name: string | null;
  serial: string | null;
  price_paise: number | null;
}

export interface SrTechnician {
  name: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  location: string | null;
}

export interface SrReason {
  code: string;
  message: string;
}

/**
 * Service requests (issue 20, docs/product/service-requests.md, decision 060). `status` follows the
 * domain's lifecycle of the row's `process` (SR_LIFECYCLES) and is written only by the lifecycle
 * code (packages/db/src/lifecycle/service-requests.ts), which also appends the history. `srRef` is
 * the public number (6 digits, dash, 6 digits). `(customerId, idempotencyKey)` makes create_ticket
 * idempotent (T16.2).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    srRef: text('sr_ref').notNull().unique(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    customerPlanId: bigint('customer_plan_id', { mode: 'number' })
      .notNull()
      .references(() => customerPlans.id),
    /** The flow's `token_id`: one submission, one request. Null for seeded and staff-made rows. */
    idempotencyKey: text('idempotency_key'),
    coverId: text('cover_id').notNull().default('breakdown'),
    coverTitle: text('cover_title').notNull(),
    /** The lifecycle this request follows (SR_PROCESSES). */
    process: text('process_type').notNull(),
    status: text('status').notNull(),
    problems: text('problems')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customIssue: text('custom_issue').notNull().default(''),
    comments: text('comments').notNull().default(''),
    incidentOn: date('incident_on', { mode: 'string' }),
    requestOrigin: text('request_origin').notNull().default('selfserve'),
    address: jsonb('address').$type<SrAddress>(),
    pincode: text('pincode'),
    city: text('city'),
    appointment: jsonb('appointment').$type<SrAppointment>(),
    device: jsonb('device').$type<SrDevice>(),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** What adjudicate() decided when the request was raised. */
    outcome: text('outcome').notNull().default('approved'),
    reasons: jsonb('reasons').$type<SrReason[]>().notNull().default([]),
    copayPaise: integer('copay_paise').notNull().default(0),
    copayStatus: text('copay_status').notNull().default('none'),
    copayGatewayOrderId: text('copay_gateway_order_id').unique(),
    copayPaymentId: text('copay_payment_id').unique(),
    copayDueBy: timestamp('copay_due_by', { withTimezone: true }),
    /** When the co-pay was paid: its GST receipt's date (decision 092). */
    copayPaidAt: timestamp('copay_paid_at', { withTimezone: true }),
    /** When a paid co-pay was credited back (the request ended without service): the credit note's date. */
    copayCreditedAt: timestamp('copay_credited_at', { withTimezone: true }),
    /** What the cover paid for this repair (reduces the remaining cover). */
    approvedPaise: integer('approved_paise').notNull().default(0),
    estimatePaise: integer('estimate_paise'),
    diagnosis: text('diagnosis'),
    technician: jsonb('technician').$type<SrTechnician>(),
    /** Carry-in and pick & drop: the service centre the device goes to (the nearest, decision 078). */
    serviceCentreId: bigint('service_centre_id', { mode: 'number' }).references(() => serviceCentres.id),
    documentsRequested: text('documents_requested')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => serviceRequests.id),
    reopenReason: text('reopen_reason'),
    reopenComment: text('reopen_comment'),
    /** When the next milestone the team owes is due (SLA_TARGETS); null when none is. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('service_requests_customer_idx').on(t.customerId, t.createdAt),
    index('service_requests_plan_idx').on(t.customerPlanId),
    uniqueIndex('service_requests_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('service_requests_queue_idx').on(t.status, t.dueAt),
    // The contact a request was raised with, for the service desk's search (decision 072).
    index('service_requests_contact_phone_idx').on(sql`(${t.address} ->> 'phone')`),
    index('service_requests_contact_email_idx').on(sql`lower(${t.address} ->> 'email')`),
    check(
      'service_requests_process_ck',
      sql`${t.process} in ('pick_drop', 'carry_in', 'onsite', 'replacement', 'theft')`,
    ),
    check(
      'service_requests_status_ck',
      sql`${t.status} in ('awaiting_copay', 'raised', 'under_review', 'documents_requested', 'confirmed', 'pickup_scheduled', 'picked_up', 'at_service_centre', 'technician_assigned', 'visit_scheduled', 'technician_on_the_way', 'diagnosis', 'estimate_shared', 'awaiting_approval', 'awaiting_parts', 'repair_in_progress', 'repaired', 'ready_for_collection', 'out_for_delivery', 'delivered', 'feedback', 'store_informed', 'invoice_generated', 'replacement_delivered', 'closed', 'rejected', 'cancelled', 'no_issue_found', 'expired')`,
    ),
    check('service_requests_outcome_ck', sql`${t.outcome} in ('approved', 'review')`),
    check(
      'service_requests_copay_ck',
      sql`${t.copayStatus} in ('none', 'due', 'paid', 'expired', 'refund_queued', 'refunded')`,
    ),
    check('service_requests_sr_ref_ck', sql`${t.srRef} ~ '^[0-9]{6}-[0-9]{6}$'`),
  ],
);

/**
 * Append-only history of a request (issue 20 §2): who moved it, when, from, to, and why. A trigger
 * refuses UPDATE and DELETE (migration 0012).
 */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceRequestId: bigint('service_request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `customer:{publicId}`, `staff:{username}` or `system:{job}`. */
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reasonCode: text('reason_code'),
    note: text('note'),
  },
  (t) => [index('service_request_events_sr_idx').on(t.serviceRequestId, t.at)],
);

/**
 * Every change of a request's appointment that is not a status move (decision 088): the customer's
 * own from the tracker. Who, when, in which state, and the appointment before and after. Counted
 * for the limit of changes online; append-only, as the request's history.
 */
export const srAppointmentChanges = pgTable(
  'sr_appointment_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceRequestId: bigint('service_request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** `customer:{publicId}` (or `staff:{username}`). */
    actor: text('actor').notNull(),
    /** The request's status when it changed. */
    status: text('status').notNull(),
    previous: jsonb('previous').$type<SrAppointment>(),
    appointment: jsonb('appointment').$type<SrAppointment>().notNull(),
  },
  (t) => [index('sr_appointment_changes_sr_idx').on(t.serviceRequestId, t.at)],
);

/**
 * Appointment reminders sent (decision 103): one per request and appointment, so a request whose
 * appointment moved to another slot is reminded of the new one. The sweep claims requests with
 * `SKIP LOCKED` and this key makes a reminder once-only even so.
 */
export const srAppointmentReminders = pgTable(
  'sr_appointment_reminders',
  {
    serviceRequestId: bigint('service_request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id),
    appointmentDate: text('appointment_date').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sr_appointment_reminders_pk',
      columns: [t.serviceRequestId, t.appointmentDate, t.appointmentTime],
    }),
  ],
);

/** Per-day sequence of request numbers (`YYMMDD-NNNNNN`), taken with an upsert. */
export const srNumberDays = pgTable('sr_number_days', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Documents of a request (domain facts §8): uploaded in the flow before the request exists
 * (`serviceRequestId` null), attached by create_ticket. Stored through the document store.
 */
export const srDocuments = pgTable(
  'sr_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The random id in the document's URL. */
    publicId: text('public_id').notNull().unique(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    serviceRequestId: bigint('service_request_id', { mode: 'number' }).references(() => serviceRequests.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sr_documents_request_idx').on(t.serviceRequestId),
    index('sr_documents_customer_idx').on(t.customerId, t.createdAt),
    check('sr_documents_kind_ck', sql`${t.kind} in ('invoice', 'photo', 'fir', 'sim_block_letter')`),
  ],
);

/**
 * Timers of service requests (issue 20 §2): an SLA breach to flag, an unpaid co-pay to expire.
 * A worker claims due rows with `FOR UPDATE SKIP LOCKED` so two API replicas never fire one twice;
 * `firedAt` marks it done in the same transaction as its effect.
 */
export const srTimers = pgTable(
  'sr_timers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serviceRequestId: bigint('service_request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id),
    kind: text('kind').notNull(),
    /** The request's status the timer belongs to: a timer whose request moved on is void. */
    forStatus: text('for_status').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sr_timers_due_idx')
      .on(t.dueAt)
      .where(sql`${t.firedAt} is null`),
    uniqueIndex('sr_timers_once_uq').on(t.serviceRequestId, t.kind, t.forStatus),
    check('sr_timers_kind_ck', sql`${t.kind} in ('sla_breach', 'copay_expiry')`),
  ],
);
