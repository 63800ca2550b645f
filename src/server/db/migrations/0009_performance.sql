CREATE TABLE "sequence_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"prospect_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"bounced" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sequence_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL,
	"step_order" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smartlead_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"api_key" text,
	"syncing" boolean DEFAULT false NOT NULL,
	"sync_requested_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smartlead_mailboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outreach_sequences" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_step_id_sequence_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."sequence_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_template_id_step_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."step_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequence_steps" ADD CONSTRAINT "sequence_steps_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smartlead_mailboxes" ADD CONSTRAINT "smartlead_mailboxes_instance_id_smartlead_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."smartlead_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_templates" ADD CONSTRAINT "step_templates_step_id_sequence_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."sequence_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sequence_sends_sequence_idx" ON "sequence_sends" USING btree ("sequence_id","prospect_id");--> statement-breakpoint
CREATE INDEX "sequence_sends_step_idx" ON "sequence_sends" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "sequence_sends_template_idx" ON "sequence_sends" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "sequence_steps_sequence_idx" ON "sequence_steps" USING btree ("sequence_id","step_order");--> statement-breakpoint
CREATE INDEX "smartlead_mailboxes_instance_idx" ON "smartlead_mailboxes" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "step_templates_step_idx" ON "step_templates" USING btree ("step_id");