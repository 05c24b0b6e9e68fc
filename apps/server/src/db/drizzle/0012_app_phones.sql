CREATE TABLE "app_client_links" (
	"row_id" bigserial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"disconnected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'unpaired' NOT NULL,
	"pairing_token" text,
	"pairing_expires_at" timestamp with time zone,
	"device_token_hash" text,
	"paired_at" timestamp with time zone,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"server_url" text DEFAULT '' NOT NULL,
	"app_user_id" integer,
	"session_token_hash" text,
	"signed_in_at" timestamp with time zone,
	"last_contact_at" timestamp with time zone,
	"status" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"section_ids" integer[] DEFAULT '{}' NOT NULL,
	"section_display_group_id" integer,
	"tree_display_group_id" integer,
	"weekday_schedule_id" integer,
	"weekend_schedule_id" integer,
	"slots" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"app_user_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"group_id" integer,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_escalations" (
	"system_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"state" jsonb NOT NULL,
	"tiers" jsonb NOT NULL,
	"due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_escalations_system_id_call_id_pk" PRIMARY KEY("system_id","call_id")
);
--> statement-breakpoint
CREATE TABLE "phone_deliveries" (
	"row_id" bigserial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"app_user_id" integer NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"error" text,
	"attempts" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_client_links" ADD CONSTRAINT "app_client_links_client_id_app_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."app_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_clients" ADD CONSTRAINT "app_clients_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_clients" ADD CONSTRAINT "app_clients_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_connections" ADD CONSTRAINT "app_connections_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_subscriptions" ADD CONSTRAINT "app_subscriptions_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_subscriptions" ADD CONSTRAINT "app_subscriptions_app_user_id_app_users_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_group_id_app_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."app_user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_escalations" ADD CONSTRAINT "call_escalations_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_client_links_client_idx" ON "app_client_links" USING btree ("client_id","connected_at");--> statement-breakpoint
CREATE INDEX "app_clients_system_idx" ON "app_clients" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_clients_device_token_idx" ON "app_clients" USING btree ("device_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "app_clients_pairing_token_idx" ON "app_clients" USING btree ("pairing_token");--> statement-breakpoint
CREATE INDEX "app_connections_system_idx" ON "app_connections" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_subscriptions_user_node_idx" ON "app_subscriptions" USING btree ("app_user_id","node_id");--> statement-breakpoint
CREATE INDEX "app_users_system_idx" ON "app_users" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "app_users_group_idx" ON "app_users" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "call_escalations_due_idx" ON "call_escalations" USING btree ("system_id","due_at") WHERE "call_escalations"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_deliveries_call_client_idx" ON "phone_deliveries" USING btree ("system_id","call_id","client_id");--> statement-breakpoint
CREATE INDEX "phone_deliveries_client_idx" ON "phone_deliveries" USING btree ("client_id","sent_at");