CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" text,
	"system_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"field" text,
	"change" jsonb
);
--> statement-breakpoint
CREATE TABLE "system_events" (
	"system_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_events_system_id_seq_pk" PRIMARY KEY("system_id","seq")
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"license_id" integer NOT NULL,
	"customer" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"features" jsonb NOT NULL,
	"limits" jsonb NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_by" integer,
	CONSTRAINT "licenses_license_id_unique" UNIQUE("license_id")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"client_ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"display_names_enabled" boolean DEFAULT true NOT NULL,
	"hide_presences" boolean DEFAULT false NOT NULL,
	"logout_disabled" boolean DEFAULT false NOT NULL,
	"logout_on_charge" boolean DEFAULT false NOT NULL,
	"sos_send_to_all_users" boolean DEFAULT true NOT NULL,
	"subscriptions_confirmation_required" boolean DEFAULT false NOT NULL,
	"subscriptions_enabled" boolean DEFAULT false NOT NULL,
	"subscriptions_user_defined" boolean DEFAULT false NOT NULL,
	"team_view_enabled" boolean DEFAULT true NOT NULL,
	"escalation_timeout" integer DEFAULT 120 NOT NULL,
	"release_timeout" integer DEFAULT 60 NOT NULL,
	"relevant_alerts_timeout" integer DEFAULT 300 NOT NULL,
	"relevant_calls_timeout" integer DEFAULT 300 NOT NULL,
	"resend_timeout" integer DEFAULT 60 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offline_mode" boolean DEFAULT false NOT NULL,
	"app_gateway_enabled" boolean DEFAULT false NOT NULL,
	"app_gateway_system_id" integer,
	"last_gets_change" timestamp with time zone,
	"last_gets_commit" timestamp with time zone,
	"committing_gets_config" boolean DEFAULT false NOT NULL,
	"commit_started_at" timestamp with time zone,
	"configurator_ip" text,
	"configurator_version" text,
	"setup_time" timestamp with time zone,
	"demo_mode" boolean DEFAULT false NOT NULL,
	"display_group_overrides" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"defects_timeout" integer DEFAULT 3600 NOT NULL,
	"monitoring_timeout_radio" integer DEFAULT 1440 NOT NULL,
	"monitoring_timeout_tech" integer DEFAULT 60 NOT NULL,
	"monitoring_timeout_wired" integer DEFAULT 60 NOT NULL,
	"allow_empty_call_source_names" boolean DEFAULT false NOT NULL,
	"ignore_linkable_node_pool_for_super_users" boolean DEFAULT false NOT NULL,
	"system_tree_text_long_required" boolean DEFAULT false NOT NULL,
	"battery_threshold_low" integer DEFAULT 40 NOT NULL,
	"battery_threshold_critical" integer DEFAULT 25 NOT NULL,
	"probable_defect_name" text DEFAULT 'Probable defect' NOT NULL,
	"probable_defect_criterion" text DEFAULT '0x6A' NOT NULL,
	"probable_defect_threshold_count" integer DEFAULT 5 NOT NULL,
	"probable_defect_timeframe_hours" integer DEFAULT 24 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"tcp_port" integer DEFAULT 80 NOT NULL,
	"username" text DEFAULT 'admin' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"version" text,
	"dhcp" boolean DEFAULT false NOT NULL,
	"gateway" text,
	"subnet" text,
	"ntp_server" text,
	"timezone" text DEFAULT 'Europe/Zurich' NOT NULL,
	"daylight_savings" boolean DEFAULT true NOT NULL,
	"display_language" text DEFAULT 'de' NOT NULL,
	"night_start" integer DEFAULT 1320 NOT NULL,
	"night_stop" integer DEFAULT 360 NOT NULL,
	"weekend_start" integer DEFAULT 6840 NOT NULL,
	"weekend_stop" integer DEFAULT 360 NOT NULL,
	"auto_commit" boolean DEFAULT false NOT NULL,
	"call_suppression_enabled" boolean DEFAULT false NOT NULL,
	"call_suppression_sections" integer[] DEFAULT '{}' NOT NULL,
	"call_suppression_time_start" text,
	"call_suppression_time_end" text,
	"event_seq" bigint DEFAULT 0 NOT NULL,
	"link_stream_id" text,
	"link_seq" bigint,
	"config_revision" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"call_source_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"homepage" text,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_ldap" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"password_is_temporary" boolean DEFAULT false NOT NULL,
	"system_access" integer[] DEFAULT '{}' NOT NULL,
	"call_source_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_actions" (
	"row_id" bigserial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"call_id" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"call_type_id" integer NOT NULL,
	"call_type_text" text DEFAULT '' NOT NULL,
	"call_source_id" integer,
	"call_source_text" text DEFAULT '' NOT NULL,
	"section_id" integer,
	"section_name" text DEFAULT '' NOT NULL,
	"system_tree_node_id" integer,
	"number" integer,
	"device_text_short" text DEFAULT '' NOT NULL,
	"device_text_long" text DEFAULT '' NOT NULL,
	"position" text,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"duration" integer,
	"is_closed" boolean DEFAULT false NOT NULL,
	"handled_by_app_username" text,
	"weekday" integer NOT NULL,
	CONSTRAINT "calls_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
CREATE TABLE "call_sources" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"number" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"char" text DEFAULT '' NOT NULL,
	"item_state" text DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_sources_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
CREATE TABLE "call_types" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"char" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#ff0000' NOT NULL,
	"flag" text DEFAULT 'None' NOT NULL,
	"urgency" text DEFAULT 'Normal' NOT NULL,
	"indication_type" integer DEFAULT 0 NOT NULL,
	"led_primary_color" text DEFAULT 'red' NOT NULL,
	"led_secondary_color" text DEFAULT 'off' NOT NULL,
	"fullscreen" boolean DEFAULT false NOT NULL,
	"hide_lower_priority" boolean DEFAULT false NOT NULL,
	"monitor_own_calls" boolean DEFAULT false NOT NULL,
	"normal_beep_every_15_seconds" boolean DEFAULT false NOT NULL,
	"permanent_display_area" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 999 NOT NULL,
	"item_state" text DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_types_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
CREATE TABLE "display_groups" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"connections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_state" text DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "display_groups_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"ip" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Unknown' NOT NULL,
	"last_sync" timestamp with time zone,
	"item_state" text DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hubs_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"time_1" text,
	"time_2" text,
	"time_3" text,
	"time_4" text,
	"time_5" text,
	"interval" integer,
	"item_state" text DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"connected_section_id" integer,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"allow_manual_call_closure" boolean DEFAULT true NOT NULL,
	"has_display_group_override" boolean DEFAULT false NOT NULL,
	"active_display_group_override_id" integer,
	"weekday_schedule_id" integer,
	"weekend_schedule_id" integer,
	"weekday_display_group_1_id" integer,
	"weekday_display_group_2_id" integer,
	"weekday_display_group_3_id" integer,
	"weekday_display_group_4_id" integer,
	"weekday_display_group_5_id" integer,
	"weekend_display_group_1_id" integer,
	"weekend_display_group_2_id" integer,
	"weekend_display_group_3_id" integer,
	"weekend_display_group_4_id" integer,
	"weekend_display_group_5_id" integer,
	"item_state" text DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
CREATE TABLE "system_tree_nodes" (
	"system_id" integer NOT NULL,
	"id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"number" integer,
	"parent_id" integer,
	"section_id" integer,
	"section_position" integer,
	"serial" text,
	"mac" text,
	"text_short" text DEFAULT '' NOT NULL,
	"text_long" text DEFAULT '' NOT NULL,
	"call_source_id" integer,
	"hub_id" integer,
	"flight_profile_id" integer,
	"is_tech" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deny_manual_call_closure" boolean DEFAULT false NOT NULL,
	"disable_buzzer_at_night" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"day_sound_level" integer DEFAULT 5 NOT NULL,
	"night_sound_level" integer DEFAULT 2 NOT NULL,
	"buttons" text[] DEFAULT '{}' NOT NULL,
	"battery" integer,
	"reachable" boolean,
	"last_reachable_at" timestamp with time zone,
	"muted" boolean DEFAULT false NOT NULL,
	"position" text,
	"position_updated_at" timestamp with time zone,
	"callback_number" text,
	"comment" text,
	"is_linkable" boolean DEFAULT false NOT NULL,
	"linked_system_tree_node_id" integer,
	"mask_time_at_night" integer,
	"display_time" integer,
	"show_calls_without_presence" boolean DEFAULT false NOT NULL,
	"use_activity_control" boolean DEFAULT false NOT NULL,
	"device_text_overrides" jsonb,
	"active_display_group_override_id" integer,
	"inherit_section" boolean DEFAULT false NOT NULL,
	"inherit_flight_profile" boolean DEFAULT false NOT NULL,
	"inherit_text_short" boolean DEFAULT false NOT NULL,
	"inherit_text_long" boolean DEFAULT false NOT NULL,
	"item_state" text DEFAULT 'imported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_tree_nodes_system_id_id_pk" PRIMARY KEY("system_id","id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "system_events_created_idx" ON "system_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_idx" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "call_actions_call_idx" ON "call_actions" USING btree ("system_id","call_id");--> statement-breakpoint
CREATE INDEX "calls_system_opened_idx" ON "calls" USING btree ("system_id","opened_at");--> statement-breakpoint
CREATE INDEX "calls_open_idx" ON "calls" USING btree ("system_id") WHERE NOT "calls"."is_closed";--> statement-breakpoint
CREATE INDEX "system_tree_nodes_parent_idx" ON "system_tree_nodes" USING btree ("system_id","parent_id");