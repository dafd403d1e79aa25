CREATE TABLE "service_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_request_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason_code" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "sr_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"service_request_id" bigint,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sr_documents_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "sr_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "sr_documents_kind_ck" CHECK ("sr_documents"."kind" in ('invoice', 'photo', 'fir', 'sim_block_letter'))
);
--> statement-breakpoint
CREATE TABLE "sr_number_days" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sr_timers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_request_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"for_status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sr_timers_kind_ck" CHECK ("sr_timers"."kind" in ('sla_breach', 'copay_expiry'))
);
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_status_ck";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "cover_id" text DEFAULT 'breakdown' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "custom_issue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "incident_on" date;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "request_origin" text DEFAULT 'selfserve' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "appointment" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "device" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "whatsapp_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "outcome" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "copay_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "copay_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "copay_gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "copay_payment_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "copay_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "approved_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "estimate_paise" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "diagnosis" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "technician" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "documents_requested" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "reopen_reason" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "reopen_comment" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sr_documents" ADD CONSTRAINT "sr_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sr_documents" ADD CONSTRAINT "sr_documents_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sr_timers" ADD CONSTRAINT "sr_timers_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_events_sr_idx" ON "service_request_events" USING btree ("service_request_id","at");--> statement-breakpoint
CREATE INDEX "sr_documents_request_idx" ON "sr_documents" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "sr_documents_customer_idx" ON "sr_documents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sr_timers_due_idx" ON "sr_timers" USING btree ("due_at") WHERE "sr_timers"."fired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sr_timers_once_uq" ON "sr_timers" USING btree ("service_request_id","kind","for_status");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_parent_id_service_requests_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_idempotency_uq" ON "service_requests" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "service_requests_queue_idx" ON "service_requests" USING btree ("status","due_at");--> statement-breakpoint
-- Rows of the old shape (open/closed/cancelled, wire process types) move to the lifecycle's states (decision 060).
UPDATE "service_requests" SET "status" = CASE
  WHEN "status" = 'open' AND "milestone" = 'Technician assigned' THEN 'technician_assigned'
  WHEN "status" = 'open' THEN 'confirmed'
  ELSE "status" END,
  "process_type" = CASE "process_type"
  WHEN 'at-home' THEN 'onsite' WHEN 'carry-in' THEN 'carry_in' WHEN 'mail-in' THEN 'pick_drop' ELSE "process_type" END,
  "closed_at" = CASE WHEN "status" = 'closed' THEN "updated_at" END;--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "milestone";--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_copay_gateway_order_id_unique" UNIQUE("copay_gateway_order_id");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_copay_payment_id_unique" UNIQUE("copay_payment_id");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_process_ck" CHECK ("service_requests"."process_type" in ('pick_drop', 'carry_in', 'onsite', 'replacement', 'theft'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_outcome_ck" CHECK ("service_requests"."outcome" in ('approved', 'review'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_copay_ck" CHECK ("service_requests"."copay_status" in ('none', 'due', 'paid', 'expired'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_sr_ref_ck" CHECK ("service_requests"."sr_ref" ~ '^[0-9]{6}-[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_status_ck" CHECK ("service_requests"."status" in ('awaiting_copay', 'raised', 'under_review', 'documents_requested', 'confirmed', 'pickup_scheduled', 'picked_up', 'at_service_centre', 'technician_assigned', 'visit_scheduled', 'technician_on_the_way', 'diagnosis', 'estimate_shared', 'awaiting_approval', 'awaiting_parts', 'repair_in_progress', 'repaired', 'ready_for_collection', 'out_for_delivery', 'delivered', 'feedback', 'store_informed', 'invoice_generated', 'replacement_delivered', 'closed', 'rejected', 'cancelled', 'no_issue_found', 'expired'));--> statement-breakpoint
-- The history is append-only (issue 20 §2): a row once written is never changed or removed.
CREATE FUNCTION "service_request_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'service_request_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "service_request_events_no_change" BEFORE UPDATE OR DELETE ON "service_request_events"
  FOR EACH ROW EXECUTE FUNCTION "service_request_events_append_only"();
