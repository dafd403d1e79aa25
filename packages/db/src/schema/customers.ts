import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders } from './orders';

/**
 * Customer accounts (docs/product/accounts.md#customer-profile Customer, issue 4). `publicId` is the id the wire shows (`id`,
 * `token_id`); it is random, so it reveals nothing about how many customers exist. A customer has a
 * phone or an email or both; each belongs to one account. Passwords are argon2id PHC strings; an
 * account made at checkout from a verified phone has no password until the customer sets one.
 */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Lower-cased. */
    email: text('email'),
    /** +91XXXXXXXXXX. */
    phone: text('phone'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    blacklisted: boolean('blacklisted').notNull().default(false),
    whatsappSubscribed: boolean('whatsapp_subscribed').notNull().default(false),
    /**
     * When the customer deleted the account (decision 096): the name, phone, email and password
     * are gone, the row stays for the orders and invoices the law makes us keep.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email),
    uniqueIndex('customers_phone_uq').on(t.phone),
    check(
      'customers_contact_ck',
      sql`${t.email} is not null or ${t.phone} is not null or ${t.deletedAt} is not null`,
    ),
    check(
      'customers_deleted_ck',
      sql`${t.deletedAt} is null or (${t.email} is null and ${t.phone} is null and ${t.passwordHash} is null)`,
    ),
  ],
);

/**
 * Single-use secrets mailed or handed to a customer: password reset links (docs/product/security-tests.md#t5-4) and the app's
 * silent-login token (`usertoken`, issue 4 §1). Only a SHA-256 of the token is stored; a newer
 * token of the same purpose revokes the older ones.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_tokens_customer_idx').on(t.customerId, t.purpose),
    check('customer_tokens_purpose_ck', sql`${t.purpose} in ('reset_password', 'app_login')`),
  ],
);

/**
 * Failed sign-ins of customers and staff, counted for the backoff of docs/product/security-tests.md#t5-3 (issue 18 #7, decision
 * 039): per account, per account on a device it signed in on, and per address, 15 min windows.
 * `accountKey` names the account (`customer:<id>`, `staff:<id>`) or, for an unknown login id, a
 * hash of it, so an unknown id is slowed exactly like a known one (docs/product/security-tests.md#t4-11). `deviceKey` is set when
 * the attempt carried that account's device cookie. `customerId` is null for staff and unknown ids.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' }),
    accountKey: text('account_key').notNull(),
    deviceKey: text('device_key'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_customer_idx').on(t.customerId, t.createdAt),
    index('login_failures_account_idx').on(t.accountKey, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** docs/product/accounts.md#addresses Address. Owned by one customer; every read and write checks the owner (docs/product/security-tests.md#t6-1). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    address2: text('address2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    label: text('label').notNull().default('Home'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    additionalDetails: jsonb('additional_details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId, t.createdAt)],
);

/** What the customer entered about a device at activation (docs/product/activation.md#required-fields-by-plan Activation order, device). */
export interface ActivationDevice {
  device_name?: string;
  brand?: string;
  model?: string;
  serial?: string;
  device_price?: number;
  device_purchased_date?: string;
  manufacturer_warranty?: number;
  manufacturer_warranty_custom?: string;
  device_condition?: string;
  preferred_plan_start_date?: string;
}

export interface ActivationPersonal {
  name?: string;
  email?: string;
  phone?: string;
  pincode?: string;
}

/**
 * One plan on one device, created when an order is paid (one row per unit of each order line).
 * `osid` (activation route) and `tokenizedOsid` (self-serve route) are random 128-bit+ handles
 * (docs/product/security-tests.md#t6-2, H7); every read still checks the owner. Status over time is computed by the domain
 * (planStatusOn) from `registration`, `consumed` and the dates; nothing stores a label.
 */
export const customerPlans = pgTable(
  'customer_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    osid: text('osid').notNull().unique(),
    tokenizedOsid: text('tokenized_osid').notNull().unique(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id),
    /** Which unit of the order line (0 … quantity − 1): one device each. */
    unitIndex: integer('unit_index').notNull(),
    planId: integer('plan_id').notNull(),
    planPriceId: integer('plan_price_id').notNull(),
    planName: text('plan_name').notNull(),
    planType: text('plan_type').notNull(),
    categorySlug: text('category_slug'),
    tenureMonths: integer('tenure_months').notNull(),
    channel: text('channel').notNull(),
    registration: text('registration').notNull().default('pending'),
    consumed: boolean('consumed').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(true),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    activationDeadline: date('activation_deadline', { mode: 'string' }),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    manufacturerWarrantyEndsOn: date('manufacturer_warranty_ends_on', { mode: 'string' }),
    device: jsonb('device').$type<ActivationDevice>().notNull().default({}),
    personal: jsonb('personal').$type<ActivationPersonal>().notNull().default({}),
    pmTotal: integer('pm_total').notNull().default(0),
    pmUsed: integer('pm_used').notNull().default(0),
    isRenewal: boolean('is_renewal').notNull().default(false),
    /** The plan this one renews (decision 091): the next term of the same device. */
    renewedFromPlanId: bigint('renewed_from_plan_id', { mode: 'number' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_plans_customer_idx').on(t.customerId, t.purchasedAt),
    uniqueIndex('customer_plans_unit_uq').on(t.orderItemId, t.unitIndex),
    index('customer_plans_renewed_from_idx')
      .on(t.renewedFromPlanId)
      .where(sql`${t.renewedFromPlanId} is not null`),
    // The renewal reminders' sweep reads the yearly contracts near their end (decision 091).
    index('customer_plans_renewable_end_idx')
      .on(t.endsOn)
      .where(
        sql`${t.planType} in ('amc', 'comprehensive-amc', 'homecare') and ${t.registration} = 'registered'`,
      ),
    check(
      'customer_plans_registration_ck',
      sql`${t.registration} in ('pending', 'in_progress', 'registered', 'inspection_pending', 'failed', 'cancelled')`,
    ),
    check('customer_plans_pm_ck', sql`${t.pmUsed} >= 0 and ${t.pmUsed} <= ${t.pmTotal}`),
  ],
);

/**
 * Renewal reminders sent (decision 091): one of each kind a plan, ever. The sweep claims the plans
 * with `SKIP LOCKED` and this key makes a reminder once-only even so.
 */
export const planRenewalReminders = pgTable(
  'plan_renewal_reminders',
  {
    customerPlanId: bigint('customer_plan_id', { mode: 'number' })
      .notNull()
      .references(() => customerPlans.id),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerPlanId, t.kind] }),
    check('plan_renewal_reminders_kind_ck', sql`${t.kind} in ('30_days', '7_days')`),
  ],
);

/**
 * Documents uploaded for a plan's activation (docs/product/activation.md#required-fields-by-plan: document_type 0 = invoice, 1 = device photo).
 * Stored privately under a server-made key; `publicId` is the random handle the owner downloads by.
 */
export const activationDocuments = pgTable(
  'activation_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    customerPlanId: bigint('customer_plan_id', { mode: 'number' })
      .notNull()
      .references(() => customerPlans.id, { onDelete: 'cascade' }),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    documentType: integer('document_type').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('activation_documents_plan_idx').on(t.customerPlanId),
    index('activation_documents_customer_idx').on(t.customerId, t.createdAt),
    // The orphan sweeper looks stored objects up by key (decision 024).
    index('activation_documents_storage_key_idx').on(t.storageKey),
    check('activation_documents_type_ck', sql`${t.documentType} in (0, 1)`),
  ],
);

/** Ratings a customer gives (docs/product/api.md#orders POST /v3/customer/ratings), e.g. after an order or a repair. */
export const customerRatings = pgTable(
  'customer_ratings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    rating: integer('rating').notNull(),
    subject: text('subject').notNull(),
    subjectRef: text('subject_ref'),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_ratings_customer_idx').on(t.customerId, t.createdAt),
    check('customer_ratings_rating_ck', sql`${t.rating} between 1 and 5`),
    // A service request's service is rated once (decision 089).
    uniqueIndex('customer_ratings_sr_uq')
      .on(t.subjectRef)
      .where(sql`${t.subject} = 'service_request'`),
  ],
);
