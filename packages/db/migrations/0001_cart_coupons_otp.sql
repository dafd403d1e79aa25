CREATE TABLE "coupon_customer_uses" (
	"coupon_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_customer_uses_coupon_id_customer_key_pk" PRIMARY KEY("coupon_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "coupon_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_hash" text NOT NULL,
	"ip" text NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_ref" text NOT NULL,
	"customer_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer,
	"flat_paise" bigint,
	"max_discount_paise" bigint,
	"min_cart_paise" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"plan_types" text[],
	"categories" text[],
	"cities" text[],
	"channels" text[],
	"max_redemptions" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"per_customer_limit" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind_ck" CHECK ("coupons"."kind" in ('percent', 'flat')),
	CONSTRAINT "coupons_value_ck" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_bp" between 1 and 10000) or ("coupons"."kind" = 'flat' and "coupons"."flat_paise" > 0)),
	CONSTRAINT "coupons_redeemed_ck" CHECK ("coupons"."max_redemptions" is null or "coupons"."redeemed_count" <= "coupons"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_price_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"parent_item_id" bigint,
	"device_detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"slot" jsonb,
	"is_renewal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"owner_session_hash" text NOT NULL,
	"type" text,
	"channel" text DEFAULT 'website' NOT NULL,
	"tab_id" text,
	"city" text,
	"pincode" text,
	"version" integer DEFAULT 1 NOT NULL,
	"coupon_id" integer,
	"name" text,
	"email" text,
	"phone" text,
	"address" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_token_unique" UNIQUE("token"),
	CONSTRAINT "carts_status_ck" CHECK ("carts"."status" in ('open', 'ordered', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"session_hash" text NOT NULL,
	"ip" text NOT NULL,
	"code_hmac" text NOT NULL,
	"attempts_left" integer DEFAULT 5 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "otp_codes_channel_ck" CHECK ("otp_codes"."channel" in ('sms', 'voice', 'email')),
	CONSTRAINT "otp_codes_attempts_ck" CHECK ("otp_codes"."attempts_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_customer_uses" ADD CONSTRAINT "coupon_customer_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_plan_price_id_plan_prices_id_fk" FOREIGN KEY ("plan_price_id") REFERENCES "public"."plan_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_failures_session_idx" ON "coupon_failures" USING btree ("session_hash","created_at");--> statement-breakpoint
CREATE INDEX "coupon_failures_ip_idx" ON "coupon_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_uq" ON "coupon_redemptions" USING btree ("coupon_id","order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_uq" ON "cart_items" USING btree ("cart_id","plan_price_id",coalesce("parent_item_id", 0));--> statement-breakpoint
CREATE INDEX "carts_owner_idx" ON "carts" USING btree ("owner_session_hash","status");--> statement-breakpoint
CREATE INDEX "otp_codes_target_idx" ON "otp_codes" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_idx" ON "otp_codes" USING btree ("ip","created_at");