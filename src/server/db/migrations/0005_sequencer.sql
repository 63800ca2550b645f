CREATE TABLE "ecp_companies" (
	"ecp_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "ecp_companies_ecp_id_company_id_pk" PRIMARY KEY("ecp_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "geo_profile_states" (
	"geo_profile_id" integer NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "geo_profile_states_geo_profile_id_state_pk" PRIMARY KEY("geo_profile_id","state")
);
--> statement-breakpoint
CREATE TABLE "outreach_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequences_sync_requested" boolean DEFAULT false NOT NULL,
	"sync_requested_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "outreach_instances_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "profile_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"sequence_id" integer NOT NULL,
	"mailbox_id" integer NOT NULL,
	CONSTRAINT "profile_pairs_profile_id_sequence_id_mailbox_id_unique" UNIQUE("profile_id","sequence_id","mailbox_id")
);
--> statement-breakpoint
CREATE TABLE "profile_prospects" (
	"profile_id" integer NOT NULL,
	"prospect_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_prospects_profile_id_prospect_id_pk" PRIMARY KEY("profile_id","prospect_id")
);
--> statement-breakpoint
CREATE TABLE "profile_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"prospect_id" integer,
	"user_id" integer,
	"reason" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"title" text,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sequence_profiles" ADD COLUMN "sfdc_project_id" text;--> statement-breakpoint
ALTER TABLE "sequence_profiles" ADD COLUMN "platform" text DEFAULT 'outreach' NOT NULL;--> statement-breakpoint
ALTER TABLE "sequence_profiles" ADD COLUMN "swimlanes_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sequence_profiles" ADD COLUMN "monthly_prospects" integer;--> statement-breakpoint
ALTER TABLE "sequence_profiles" ADD COLUMN "day_to_add" integer;--> statement-breakpoint
ALTER TABLE "sequence_profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ecp_companies" ADD CONSTRAINT "ecp_companies_ecp_id_exclusive_company_profiles_id_fk" FOREIGN KEY ("ecp_id") REFERENCES "public"."exclusive_company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ecp_companies" ADD CONSTRAINT "ecp_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_profile_states" ADD CONSTRAINT "geo_profile_states_geo_profile_id_geo_target_profiles_id_fk" FOREIGN KEY ("geo_profile_id") REFERENCES "public"."geo_target_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_instances" ADD CONSTRAINT "outreach_instances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_logs" ADD CONSTRAINT "profile_logs_profile_id_sequence_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."sequence_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_logs" ADD CONSTRAINT "profile_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notes" ADD CONSTRAINT "profile_notes_profile_id_sequence_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."sequence_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_notes" ADD CONSTRAINT "profile_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pairs" ADD CONSTRAINT "profile_pairs_profile_id_sequence_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."sequence_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pairs" ADD CONSTRAINT "profile_pairs_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pairs" ADD CONSTRAINT "profile_pairs_mailbox_id_sending_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."sending_mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_prospects" ADD CONSTRAINT "profile_prospects_profile_id_sequence_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."sequence_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_prospects" ADD CONSTRAINT "profile_prospects_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_removals" ADD CONSTRAINT "profile_removals_profile_id_sequence_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."sequence_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_removals" ADD CONSTRAINT "profile_removals_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_removals" ADD CONSTRAINT "profile_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_logs_profile_idx" ON "profile_logs" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_notes_profile_idx" ON "profile_notes" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_removals_profile_idx" ON "profile_removals" USING btree ("profile_id","removed_at");--> statement-breakpoint
CREATE INDEX "sequence_profiles_client_idx" ON "sequence_profiles" USING btree ("client_id");