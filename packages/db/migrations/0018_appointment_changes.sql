CREATE TABLE "sr_appointment_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_request_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"status" text NOT NULL,
	"previous" jsonb,
	"appointment" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sr_appointment_changes" ADD CONSTRAINT "sr_appointment_changes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sr_appointment_changes_sr_idx" ON "sr_appointment_changes" USING btree ("service_request_id","at");--> statement-breakpoint
-- Appointment changes are history too (decision 088): a row once written is never changed or removed.
CREATE FUNCTION "sr_appointment_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sr_appointment_changes is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sr_appointment_changes_no_change" BEFORE UPDATE OR DELETE ON "sr_appointment_changes"
  FOR EACH ROW EXECUTE FUNCTION "sr_appointment_changes_append_only"();
