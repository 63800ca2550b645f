CREATE TABLE "prospect_daily_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"day" text NOT NULL,
	"file_id" integer NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_daily_exports_client_id_day_unique" UNIQUE("client_id","day")
);
--> statement-breakpoint
CREATE TABLE "prospect_upload_rejects" (
	"upload_id" integer NOT NULL,
	"line" integer NOT NULL,
	"reason" text NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "prospect_upload_rejects_upload_id_line_pk" PRIMARY KEY("upload_id","line")
);
--> statement-breakpoint
CREATE TABLE "prospect_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"duplicates" text DEFAULT 'update' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"bytes_done" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{"created":0,"updated":0,"skipped":{}}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text DEFAULT 'text/csv' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zoominfo_company_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sic_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "naics_code" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "zoominfo_contact_id" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "email_to" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "email_domain" text GENERATED ALWAYS AS (lower(split_part(email, '@', 2))) STORED;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "prospect_daily_exports" ADD CONSTRAINT "prospect_daily_exports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_daily_exports" ADD CONSTRAINT "prospect_daily_exports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_upload_rejects" ADD CONSTRAINT "prospect_upload_rejects_upload_id_prospect_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."prospect_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_uploads" ADD CONSTRAINT "prospect_uploads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_uploads" ADD CONSTRAINT "prospect_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_uploads" ADD CONSTRAINT "prospect_uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_daily_exports_day_idx" ON "prospect_daily_exports" USING btree ("day");--> statement-breakpoint
CREATE INDEX "prospect_uploads_created_idx" ON "prospect_uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_zoominfo_idx" ON "companies" USING btree ("zoominfo_company_id");--> statement-breakpoint
CREATE INDEX "companies_sic_idx" ON "companies" USING btree ("sic_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_naics_idx" ON "companies" USING btree ("naics_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "prospects_email_lower_idx" ON "prospects" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "prospects_email_trgm_idx" ON "prospects" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospects_name_trgm_idx" ON "prospects" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospects_email_to_trgm_idx" ON "prospects" USING gin (lower("email_to") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospects_domain_idx" ON "prospects" USING btree ("email_domain");--> statement-breakpoint
CREATE INDEX "prospects_zoominfo_idx" ON "prospects" USING btree ("zoominfo_contact_id");--> statement-breakpoint
CREATE INDEX "prospects_industry_idx" ON "prospects" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "prospects_name_sort_idx" ON "prospects" USING btree (lower(coalesce("last_name", '')),lower(coalesce("first_name", '')),"id");--> statement-breakpoint
CREATE INDEX "prospects_updated_idx" ON "prospects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "prospects_client_updated_idx" ON "prospects" USING btree ("client_id","updated_at");