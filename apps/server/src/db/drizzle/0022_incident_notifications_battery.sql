CREATE TABLE "battery_readings" (
	"system_id" integer NOT NULL,
	"system_tree_node_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"battery" integer NOT NULL,
	CONSTRAINT "battery_readings_system_id_system_tree_node_id_at_pk" PRIMARY KEY("system_id","system_tree_node_id","at")
);
--> statement-breakpoint
CREATE TABLE "incident_notification_settings" (
	"system_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"notify_battery" boolean DEFAULT true NOT NULL,
	"notify_defects" boolean DEFAULT true NOT NULL,
	"notify_not_reachable" boolean DEFAULT true NOT NULL,
	"notify_probable_defects" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_notification_settings_system_id_user_id_pk" PRIMARY KEY("system_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Incidents raised before notices existed were never to be mailed.
UPDATE "incidents" SET "notified_at" = "opened_at";--> statement-breakpoint
ALTER TABLE "incident_notification_settings" ADD CONSTRAINT "incident_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battery_readings_at_idx" ON "battery_readings" USING btree ("at");--> statement-breakpoint
CREATE INDEX "incidents_unnotified_idx" ON "incidents" USING btree ("id") WHERE notified_at IS NULL;