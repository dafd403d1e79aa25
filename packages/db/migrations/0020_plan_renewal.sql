DROP INDEX "cart_items_line_uq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "renews_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "renews_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "customer_plans" ADD COLUMN "renewed_from_plan_id" bigint;--> statement-breakpoint
CREATE INDEX "customer_plans_renewed_from_idx" ON "customer_plans" USING btree ("renewed_from_plan_id") WHERE "customer_plans"."renewed_from_plan_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_uq" ON "cart_items" USING btree ("cart_id","plan_price_id",coalesce("parent_item_id", 0),coalesce("renews_plan_id", 0));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_renewal_ck" CHECK ("cart_items"."renews_plan_id" is null or ("cart_items"."quantity" = 1 and "cart_items"."is_renewal"));