CREATE TABLE "system_links" (
	"system_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"state_since" timestamp with time zone NOT NULL,
	"error" text,
	"version" text,
	"progress" integer,
	"heard_at" timestamp with time zone,
	"holder_at" timestamp with time zone NOT NULL,
	"seq_missing" integer DEFAULT 0 NOT NULL,
	"seq_backwards" integer DEFAULT 0 NOT NULL,
	"seq_gaps" integer DEFAULT 0 NOT NULL,
	"seq_fault_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "system_links" ADD CONSTRAINT "system_links_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;