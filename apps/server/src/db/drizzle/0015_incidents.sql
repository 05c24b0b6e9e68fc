CREATE TABLE "incident_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'New' NOT NULL,
	"severity" text NOT NULL,
	"subject" text NOT NULL,
	"system_tree_node_id" integer,
	"hub_id" integer,
	"section_id" integer,
	"is_repeater" boolean DEFAULT false NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assignee_user_id" integer,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"closed_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_comments_incident_idx" ON "incident_comments" USING btree ("incident_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_open_subject_uq" ON "incidents" USING btree ("system_id","type","subject") WHERE state <> 'Closed';--> statement-breakpoint
CREATE INDEX "incidents_system_state_idx" ON "incidents" USING btree ("system_id","state","opened_at");