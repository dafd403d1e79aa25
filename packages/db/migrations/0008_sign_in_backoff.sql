-- Issue 18 #7 (decision 039): failures are counted by account key; rows older than the 15-minute
-- window count for nothing, and the old rows have no key, so they go.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "account_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device_key" text;--> statement-breakpoint
CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account_key","created_at");