CREATE TABLE "activation_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"customer_plan_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"document_type" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activation_documents_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "activation_documents_type_ck" CHECK ("activation_documents"."document_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"address" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"label" text DEFAULT 'Home' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"additional_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"osid" text NOT NULL,
	"tokenized_osid" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_item_id" bigint NOT NULL,
	"unit_index" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_price_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" text NOT NULL,
	"category_slug" text,
	"tenure_months" integer NOT NULL,
	"channel" text NOT NULL,
	"registration" text DEFAULT 'pending' NOT NULL,
	"consumed" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"activation_deadline" date,
	"starts_on" date,
	"ends_on" date,
	"manufacturer_warranty_ends_on" date,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"personal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pm_total" integer DEFAULT 0 NOT NULL,
	"pm_used" integer DEFAULT 0 NOT NULL,
	"is_renewal" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_plans_osid_unique" UNIQUE("osid"),
	CONSTRAINT "customer_plans_tokenized_osid_unique" UNIQUE("tokenized_osid"),
	CONSTRAINT "customer_plans_registration_ck" CHECK ("customer_plans"."registration" in ('pending', 'in_progress', 'registered', 'inspection_pending', 'failed', 'cancelled')),
	CONSTRAINT "customer_plans_pm_ck" CHECK ("customer_plans"."pm_used" >= 0 and "customer_plans"."pm_used" <= "customer_plans"."pm_total")
);
--> statement-breakpoint
CREATE TABLE "customer_ratings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"rating" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_ref" text,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_ratings_rating_ck" CHECK ("customer_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "customer_tokens_purpose_ck" CHECK ("customer_tokens"."purpose" in ('reset_password', 'app_login'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"whatsapp_subscribed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "customers_contact_ck" CHECK ("customers"."email" is not null or "customers"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sr_ref" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_plan_id" bigint NOT NULL,
	"cover_title" text NOT NULL,
	"process_type" text NOT NULL,
	"status" text NOT NULL,
	"milestone" text NOT NULL,
	"problems" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_requests_sr_ref_unique" UNIQUE("sr_ref"),
	CONSTRAINT "service_requests_status_ck" CHECK ("service_requests"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "customer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" bigint;--> statement-breakpoint
ALTER TABLE "activation_documents" ADD CONSTRAINT "activation_documents_customer_plan_id_customer_plans_id_fk" FOREIGN KEY ("customer_plan_id") REFERENCES "public"."customer_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_documents" ADD CONSTRAINT "activation_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD CONSTRAINT "customer_plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD CONSTRAINT "customer_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD CONSTRAINT "customer_plans_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ratings" ADD CONSTRAINT "customer_ratings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_plan_id_customer_plans_id_fk" FOREIGN KEY ("customer_plan_id") REFERENCES "public"."customer_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_documents_plan_idx" ON "activation_documents" USING btree ("customer_plan_id");--> statement-breakpoint
CREATE INDEX "activation_documents_customer_idx" ON "activation_documents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_plans_customer_idx" ON "customer_plans" USING btree ("customer_id","purchased_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_plans_unit_uq" ON "customer_plans" USING btree ("order_item_id","unit_index");--> statement-breakpoint
CREATE INDEX "customer_ratings_customer_idx" ON "customer_ratings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_idx" ON "customer_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_uq" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "login_failures_customer_idx" ON "login_failures" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_plan_idx" ON "service_requests" USING btree ("customer_plan_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");