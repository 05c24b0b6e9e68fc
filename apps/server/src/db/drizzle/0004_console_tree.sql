CREATE TABLE "system_tree_node_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"text" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_tree_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_permissions" boolean DEFAULT false NOT NULL,
	"role_permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "system_tree_node_notes" ADD CONSTRAINT "system_tree_node_notes_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_tree_views" ADD CONSTRAINT "system_tree_views_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_tree_node_notes_node_idx" ON "system_tree_node_notes" USING btree ("system_id","node_id","created_at");--> statement-breakpoint
CREATE INDEX "system_tree_views_system_idx" ON "system_tree_views" USING btree ("system_id");