-- Decision 052: status columns hold only their lifecycle's states (orders, payments, outbox, carts;
-- payment_links had its CHECK already). 'fulfilled' and the carts' 'replaced' were never written.
ALTER TABLE "carts" DROP CONSTRAINT "carts_status_ck";--> statement-breakpoint
DROP INDEX "orders_one_paid_per_cart_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_paid_per_cart_uq" ON "orders" USING btree ("cart_id") WHERE "orders"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_ck" CHECK ("outbox"."status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_status_ck" CHECK ("carts"."status" in ('open', 'ordered'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('created', 'payment_pending', 'payment_failed', 'visit_booked', 'payment_due', 'paid', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('created', 'authorized', 'captured', 'failed', 'refund_queued', 'refunded'));
