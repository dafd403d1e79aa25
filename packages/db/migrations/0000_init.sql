CREATE TABLE "brands" (
	"category_slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_category_slug_name_pk" PRIMARY KEY("category_slug","name")
);
--> statement-breakpoint
CREATE TABLE "device_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"plural_slug" text NOT NULL,
	"question_slug" text NOT NULL,
	"name" text NOT NULL,
	"plural_name" text NOT NULL,
	"group" text NOT NULL,
	"plan_types" text[] NOT NULL,
	"ew_tenures_years" integer[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "device_categories_plural_slug_unique" UNIQUE("plural_slug"),
	CONSTRAINT "device_categories_question_slug_unique" UNIQUE("question_slug")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"scope_key" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"device_type" text NOT NULL,
	"storage_gb" integer,
	"launch_price_paise" bigint NOT NULL,
	"launch_year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"tenure_months" integer NOT NULL,
	"min_device_price_paise" bigint DEFAULT 0 NOT NULL,
	"max_device_price_paise" bigint,
	"price_paise" bigint NOT NULL,
	"mrp_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_types" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_type_group" text NOT NULL,
	"nav_section" text NOT NULL,
	"cart_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"plan_type" text NOT NULL,
	"category_slug" text,
	"name" text NOT NULL,
	"display_title" text NOT NULL,
	"summary" text NOT NULL,
	"covers" jsonb NOT NULL,
	"exclusions" jsonb NOT NULL,
	"highlights" jsonb NOT NULL,
	"purchase_window_days" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_slug" text NOT NULL,
	"text" text NOT NULL,
	"target_path" text NOT NULL,
	"cities" text[],
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"cta_label" text NOT NULL,
	"cta_href" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"coverage_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "city_districts" (
	"name" text PRIMARY KEY NOT NULL,
	"city_key" text NOT NULL,
	"required_state" text
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"office_name" text NOT NULL,
	"city_key" text,
	"lat" real,
	"lng" real
);
--> statement-breakpoint
CREATE TABLE "repair_service_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_service_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"warranty_days" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_services" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_slug" text NOT NULL,
	"cities" text[] NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"tab_id" text,
	"lead_id" text,
	"customer_id" text,
	"verified_phone" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"topic" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "incidents_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"results_count" integer NOT NULL,
	"session_public_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_category_slug_device_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."device_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_plan_type_plan_types_key_fk" FOREIGN KEY ("plan_type") REFERENCES "public"."plan_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_category_slug_device_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."device_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_slug_device_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."device_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_districts" ADD CONSTRAINT "city_districts_city_key_cities_key_fk" FOREIGN KEY ("city_key") REFERENCES "public"."cities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_city_key_cities_key_fk" FOREIGN KEY ("city_key") REFERENCES "public"."cities"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_service_items" ADD CONSTRAINT "repair_service_items_service_slug_repair_services_slug_fk" FOREIGN KEY ("service_slug") REFERENCES "public"."repair_services"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_scope_idx" ON "faqs" USING btree ("scope","scope_key");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_models_uq" ON "phone_models" USING btree ("brand","model");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_band_uq" ON "plan_prices" USING btree ("plan_id","tenure_months","min_device_price_paise");--> statement-breakpoint
CREATE INDEX "plans_category_idx" ON "plans" USING btree ("category_slug");--> statement-breakpoint
CREATE INDEX "plans_type_idx" ON "plans" USING btree ("plan_type");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_slug");--> statement-breakpoint
CREATE INDEX "pincodes_city_idx" ON "pincodes" USING btree ("city_key");--> statement-breakpoint
CREATE INDEX "repair_items_service_idx" ON "repair_service_items" USING btree ("service_slug");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "search_keywords_created_idx" ON "search_keywords" USING btree ("created_at");