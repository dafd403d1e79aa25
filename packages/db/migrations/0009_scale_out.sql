CREATE TABLE "rate_limit_hits" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reconcile_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "reconcile_lease_until" timestamp with time zone;