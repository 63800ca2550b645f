ALTER TABLE "sent_mail" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sent_mail_status_idx" ON "sent_mail" USING btree ("status","next_attempt_at");