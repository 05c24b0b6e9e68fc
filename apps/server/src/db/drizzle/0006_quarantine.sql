CREATE TABLE "link_quarantine" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"source" text NOT NULL,
	"stream_id" text,
	"seq" bigint,
	"event_type" text,
	"raw" text NOT NULL,
	"raw_bytes" integer NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "link_quarantine_system_idx" ON "link_quarantine" USING btree ("system_id","id");