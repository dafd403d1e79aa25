CREATE TABLE "order_visit_reminders" (
	"order_item_id" bigint NOT NULL,
	"visit_date" text NOT NULL,
	"visit_time" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_visit_reminders_pk" PRIMARY KEY("order_item_id","visit_date","visit_time")
);
--> statement-breakpoint
ALTER TABLE "order_visit_reminders" ADD CONSTRAINT "order_visit_reminders_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;