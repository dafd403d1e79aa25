CREATE TABLE "plan_renewal_reminders" (
	"customer_plan_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_renewal_reminders_customer_plan_id_kind_pk" PRIMARY KEY("customer_plan_id","kind"),
	CONSTRAINT "plan_renewal_reminders_kind_ck" CHECK ("plan_renewal_reminders"."kind" in ('30_days', '7_days'))
);
--> statement-breakpoint
DROP INDEX "cart_items_line_uq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "renews_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "renews_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD COLUMN "renewed_from_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "plan_renewal_reminders" ADD CONSTRAINT "plan_renewal_reminders_customer_plan_id_customer_plans_id_fk" FOREIGN KEY ("customer_plan_id") REFERENCES "public"."customer_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_plans_renewed_from_idx" ON "customer_plans" USING btree ("renewed_from_plan_id") WHERE "customer_plans"."renewed_from_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_plans_renewable_end_idx" ON "customer_plans" USING btree ("ends_on") WHERE "customer_plans"."plan_type" in ('amc', 'comprehensive-amc', 'homecare') and "customer_plans"."registration" = 'registered';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_uq" ON "cart_items" USING btree ("cart_id","plan_price_id",coalesce("parent_item_id", 0),coalesce("renews_plan_id", 0));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_renewal_ck" CHECK ("cart_items"."renews_plan_id" is null or ("cart_items"."quantity" = 1 and "cart_items"."is_renewal"));