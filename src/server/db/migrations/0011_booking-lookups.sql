CREATE TABLE "client_booking_lookups" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_booking_lookups" ADD CONSTRAINT "client_booking_lookups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;