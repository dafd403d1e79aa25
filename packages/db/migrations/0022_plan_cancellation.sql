CREATE TABLE "plan_cancellations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_plan_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"refund_paise" bigint NOT NULL,
	"gateway_payment_id" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "plan_cancellations_customer_plan_id_unique" UNIQUE("customer_plan_id"),
	CONSTRAINT "plan_cancellations_refund_ck" CHECK ("plan_cancellations"."refund_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plan_cancellations" ADD CONSTRAINT "plan_cancellations_customer_plan_id_customer_plans_id_fk" FOREIGN KEY ("customer_plan_id") REFERENCES "public"."customer_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cancellations" ADD CONSTRAINT "plan_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_cancellations_order_idx" ON "plan_cancellations" USING btree ("order_id");