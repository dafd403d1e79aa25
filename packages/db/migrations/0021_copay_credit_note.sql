ALTER TABLE "service_requests" ADD COLUMN "copay_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "copay_credited_at" timestamp with time zone;--> statement-breakpoint
-- A co-pay paid before this migration: paid when its request was raised by the payment (the
-- history's 'Co-pay paid' move). A payment that came late never raised its request and has none.
UPDATE "service_requests" AS sr SET "copay_paid_at" = (
  SELECT min(e."at") FROM "service_request_events" AS e
  WHERE e."service_request_id" = sr."id" AND e."to_status" = 'raised' AND e."note" LIKE 'Co-pay paid%'
) WHERE sr."copay_status" IN ('paid', 'refund_queued', 'refunded');--> statement-breakpoint
-- A paid co-pay since credited back (decision 085): credited when its request was rejected or cancelled.
UPDATE "service_requests" AS sr SET "copay_credited_at" = coalesce((
  SELECT max(e."at") FROM "service_request_events" AS e
  WHERE e."service_request_id" = sr."id" AND e."to_status" IN ('rejected', 'cancelled')
), sr."updated_at") WHERE sr."copay_status" IN ('refund_queued', 'refunded') AND sr."copay_paid_at" IS NOT NULL;
