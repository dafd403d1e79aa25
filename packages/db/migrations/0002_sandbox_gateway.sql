CREATE TABLE "sandbox_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_gateway_orders_amount_ck" CHECK ("sandbox_gateway_orders"."amount" > 0),
	CONSTRAINT "sandbox_gateway_orders_status_ck" CHECK ("sandbox_gateway_orders"."status" in ('created', 'attempted', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"error_code" text,
	"error_description" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_status_ck" CHECK ("sandbox_gateway_payments"."status" in ('created', 'authorized', 'captured', 'refunded', 'failed')),
	CONSTRAINT "sandbox_gateway_payments_method_ck" CHECK ("sandbox_gateway_payments"."method" in ('upi', 'card', 'netbanking'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD CONSTRAINT "sandbox_gateway_payments_order_id_sandbox_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_gateway_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_order_idx" ON "sandbox_gateway_payments" USING btree ("order_id","created_at");