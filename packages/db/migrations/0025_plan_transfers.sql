CREATE TABLE "plan_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_plan_id" bigint NOT NULL,
	"from_customer_id" bigint NOT NULL,
	"to_phone" text NOT NULL,
	"to_customer_id" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "plan_transfers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "plan_transfers_status_ck" CHECK ("plan_transfers"."status" in ('pending', 'accepted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "plan_transfers" ADD CONSTRAINT "plan_transfers_customer_plan_id_customer_plans_id_fk" FOREIGN KEY ("customer_plan_id") REFERENCES "public"."customer_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_transfers" ADD CONSTRAINT "plan_transfers_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_transfers" ADD CONSTRAINT "plan_transfers_to_customer_id_customers_id_fk" FOREIGN KEY ("to_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_transfers_pending_uq" ON "plan_transfers" USING btree ("customer_plan_id") WHERE "plan_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "plan_transfers_to_phone_idx" ON "plan_transfers" USING btree ("to_phone") WHERE "plan_transfers"."status" = 'pending';