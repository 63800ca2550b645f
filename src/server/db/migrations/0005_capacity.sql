CREATE TABLE "capacity_assumptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"val" real NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacity_assumptions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "capacity_hires" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"start_date" date NOT NULL,
	"starting_capacity" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacity_projections" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"new_clients" integer DEFAULT 0 NOT NULL,
	"churn_pct" real,
	"note" text DEFAULT '' NOT NULL,
	"actual_clients" integer,
	"actual_capacity" real,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacity_projections_month_unique" UNIQUE("month")
);
--> statement-breakpoint
CREATE TABLE "daily_onboardings" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"revenue" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_onboardings_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "monthly_projections" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"goal" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_projections_year_month_unique" UNIQUE("year","month")
);
--> statement-breakpoint
CREATE TABLE "uncommon_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" integer,
	"date" date NOT NULL,
	"revenue" integer NOT NULL,
	"this_month_rec" integer NOT NULL,
	"next_month_rec" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uncommon_deals" ADD CONSTRAINT "uncommon_deals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;