CREATE TABLE "sr_complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"service_request_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reply_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "sr_complaints_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sr_complaints_status_ck" CHECK ("sr_complaints"."status" in ('open', 'answered')),
	CONSTRAINT "sr_complaints_answer_ck" CHECK (("sr_complaints"."status" = 'answered') = ("sr_complaints"."answer" is not null and "sr_complaints"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "sr_complaints" ADD CONSTRAINT "sr_complaints_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sr_complaints" ADD CONSTRAINT "sr_complaints_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sr_complaints_open_uq" ON "sr_complaints" USING btree ("service_request_id") WHERE "sr_complaints"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sr_complaints_request_idx" ON "sr_complaints" USING btree ("service_request_id","created_at");--> statement-breakpoint
CREATE INDEX "sr_complaints_open_due_idx" ON "sr_complaints" USING btree ("reply_by") WHERE "sr_complaints"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sr_complaints_customer_idx" ON "sr_complaints" USING btree ("customer_id");