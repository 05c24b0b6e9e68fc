CREATE TABLE "app_user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"section_id" integer NOT NULL,
	"call_handling_mode" text DEFAULT 'full' NOT NULL,
	"display_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"node_selection" text DEFAULT 'ignored' NOT NULL,
	"nodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user_groups" ADD CONSTRAINT "app_user_groups_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_user_groups_system_idx" ON "app_user_groups" USING btree ("system_id");