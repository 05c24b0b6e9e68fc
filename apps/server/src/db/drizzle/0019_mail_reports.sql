CREATE TABLE "mail_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"port" integer DEFAULT 587 NOT NULL,
	"security" text DEFAULT 'starttls' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"subject" text DEFAULT '' NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"system_id" integer PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_since" timestamp with time zone,
	"send_daily" boolean DEFAULT false NOT NULL,
	"send_weekly" boolean DEFAULT true NOT NULL,
	"send_monthly" boolean DEFAULT false NOT NULL,
	"send_hour" integer DEFAULT 6 NOT NULL,
	"section_ids" integer[] DEFAULT '{}' NOT NULL,
	"include_battery" boolean DEFAULT true NOT NULL,
	"include_not_reachable" boolean DEFAULT true NOT NULL,
	"include_long_calls" boolean DEFAULT true NOT NULL,
	"include_probable_defects" boolean DEFAULT true NOT NULL,
	"call_duration_threshold" integer DEFAULT 10 NOT NULL,
	"last_execution" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_period_idx" ON "report_runs" USING btree ("system_id","kind","period_start") WHERE "report_runs"."kind" <> 'MANUAL';--> statement-breakpoint
CREATE INDEX "report_runs_created_idx" ON "report_runs" USING btree ("system_id","created_at");