CREATE TABLE "content_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_cadences" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	CONSTRAINT "content_cadences_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "content_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"template_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL,
	"step" integer NOT NULL,
	"day_offset" integer NOT NULL,
	"channel" text NOT NULL,
	CONSTRAINT "content_steps_sequence_step" UNIQUE("sequence_id","step")
);
--> statement-breakpoint
CREATE TABLE "content_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_template_versions_template_version" UNIQUE("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "content_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL,
	"cadence_step" integer NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_content_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"outreach_sequence_id" integer NOT NULL,
	"step" integer NOT NULL,
	"day_offset" integer NOT NULL,
	"channel" text NOT NULL,
	"content_template_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "sapper_owner_id" integer;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "outreach_sequence_id" integer;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "cadence_id" integer;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "cloned_from" integer;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "pending_action" text;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "pending_by" integer;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "outreach_state" jsonb;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_activity" ADD CONSTRAINT "content_activity_sequence_id_content_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."content_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_activity" ADD CONSTRAINT "content_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedbacks" ADD CONSTRAINT "content_feedbacks_template_id_content_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedbacks" ADD CONSTRAINT "content_feedbacks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_steps" ADD CONSTRAINT "content_steps_sequence_id_content_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."content_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_template_versions" ADD CONSTRAINT "content_template_versions_template_id_content_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."content_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_template_versions" ADD CONSTRAINT "content_template_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_templates" ADD CONSTRAINT "content_templates_sequence_id_content_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."content_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_templates" ADD CONSTRAINT "content_templates_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_templates" ADD CONSTRAINT "content_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_content_steps" ADD CONSTRAINT "outreach_content_steps_outreach_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("outreach_sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_activity_sequence_idx" ON "content_activity" USING btree ("sequence_id","at");--> statement-breakpoint
CREATE INDEX "content_feedbacks_template_idx" ON "content_feedbacks" USING btree ("template_id","created_at");--> statement-breakpoint
CREATE INDEX "content_templates_sequence_idx" ON "content_templates" USING btree ("sequence_id","cadence_step");--> statement-breakpoint
CREATE INDEX "outreach_content_steps_sequence_idx" ON "outreach_content_steps" USING btree ("outreach_sequence_id","step");--> statement-breakpoint
ALTER TABLE "content_sequences" ADD CONSTRAINT "content_sequences_sapper_owner_id_users_id_fk" FOREIGN KEY ("sapper_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD CONSTRAINT "content_sequences_outreach_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("outreach_sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD CONSTRAINT "content_sequences_cadence_id_content_cadences_id_fk" FOREIGN KEY ("cadence_id") REFERENCES "public"."content_cadences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sequences" ADD CONSTRAINT "content_sequences_pending_by_users_id_fk" FOREIGN KEY ("pending_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_sequences_client_idx" ON "content_sequences" USING btree ("client_id");