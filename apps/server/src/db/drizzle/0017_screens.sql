CREATE TABLE "screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"place" text DEFAULT '' NOT NULL,
	"profile_id" integer,
	"system_id" integer,
	"version" text DEFAULT '' NOT NULL,
	"clock_offset_ms" integer,
	"visible" boolean DEFAULT true NOT NULL,
	"sound_unlocked" boolean,
	"last_latency_ms" integer,
	"latency_p50_ms" integer,
	"latency_p95_ms" integer,
	"latency_samples" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"silent_since" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "screens_key_idx" ON "screens" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "screens_live_idx" ON "screens" USING btree ("live","last_seen_at");