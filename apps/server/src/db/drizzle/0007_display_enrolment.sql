CREATE TABLE "display_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"last_seen_at" timestamp with time zone,
	"last_address" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "global_settings" ADD COLUMN "displays_require_enrolment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "display_devices" ADD CONSTRAINT "display_devices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "display_devices_token_idx" ON "display_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "display_devices_status_idx" ON "display_devices" USING btree ("status");