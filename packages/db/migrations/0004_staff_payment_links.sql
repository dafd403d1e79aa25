CREATE TABLE "sandbox_gateway_links" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"reference_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer" jsonb NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"expire_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_gateway_links_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "sandbox_gateway_links_status_ck" CHECK ("sandbox_gateway_links"."status" in ('created', 'partially_paid', 'paid', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "agent_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"customer_id" text,
	"action" text NOT NULL,
	"cart_id" bigint,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"teams" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"order_id" bigint NOT NULL,
	"cart_id" bigint NOT NULL,
	"agent_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"reference_id" text NOT NULL,
	"gateway_link_id" text,
	"gateway_url" text,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"sent_to" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_links_token_unique" UNIQUE("token"),
	CONSTRAINT "payment_links_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_links_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "payment_links_gateway_link_id_unique" UNIQUE("gateway_link_id"),
	CONSTRAINT "payment_links_status_ck" CHECK ("payment_links"."status" in ('created', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "payment_links_amount_ck" CHECK ("payment_links"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_links" ADD CONSTRAINT "sandbox_gateway_links_order_id_sandbox_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_gateway_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_audit" ADD CONSTRAINT "agent_audit_agent_id_staff_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_agent_id_staff_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_audit_agent_idx" ON "agent_audit" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_links_cart_idx" ON "payment_links" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "payment_links_open_idx" ON "payment_links" USING btree ("status","expires_at");