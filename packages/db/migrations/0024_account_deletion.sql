ALTER TABLE "customers" DROP CONSTRAINT "customers_contact_ck";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_deleted_ck" CHECK ("customers"."deleted_at" is null or ("customers"."email" is null and "customers"."phone" is null and "customers"."password_hash" is null));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_contact_ck" CHECK ("customers"."email" is not null or "customers"."phone" is not null or "customers"."deleted_at" is not null);