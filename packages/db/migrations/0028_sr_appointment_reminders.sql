CREATE TABLE "sr_appointment_reminders" (
	"service_request_id" bigint NOT NULL,
	"appointment_date" text NOT NULL,
	"appointment_time" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sr_appointment_reminders_pk" PRIMARY KEY("service_request_id","appointment_date","appointment_time")
);
--> statement-breakpoint
ALTER TABLE "sr_appointment_reminders" ADD CONSTRAINT "sr_appointment_reminders_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;