CREATE TABLE "agent_connections" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"allowed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"taps" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_connections" ADD CONSTRAINT "agent_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_connections_expires_idx" ON "agent_connections" USING btree ("expires_at");