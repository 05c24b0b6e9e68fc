CREATE TABLE "alert_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'care' NOT NULL,
	"class" text DEFAULT 'alert' NOT NULL,
	"outbound_enabled" boolean DEFAULT false NOT NULL,
	"outbound_url" text,
	"outbound_can_reply" boolean DEFAULT false NOT NULL,
	"supports_phone_calls" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"number" integer NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"call_source_id" integer,
	"call_type_id" integer,
	"call_type_presence_id" integer,
	"display_group_id" integer,
	"fn_a" integer,
	"fn_b" integer,
	"fn_c" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_source_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"call_source_ids" integer[] DEFAULT '{}' NOT NULL,
	"timeout_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoint_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"section_id" integer,
	"checkpoints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escape_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"rule_set" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"checkpoints" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"number" integer NOT NULL,
	"call_source_id" integer,
	"linked_call_source_id" integer,
	"call_type_ids" integer[] DEFAULT '{}' NOT NULL,
	"fn_a" integer DEFAULT 255 NOT NULL,
	"fn_b" integer DEFAULT 255 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merge_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"rule_set" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"trigger_start" text,
	"trigger_stop" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_channels" ADD CONSTRAINT "alert_channels_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_source_groups" ADD CONSTRAINT "call_source_groups_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoint_maps" ADD CONSTRAINT "checkpoint_maps_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escape_profiles" ADD CONSTRAINT "escape_profiles_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_profiles" ADD CONSTRAINT "flight_profiles_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_groups" ADD CONSTRAINT "merge_groups_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_streams" ADD CONSTRAINT "video_streams_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_channels_system_idx" ON "alert_channels" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "buttons_system_idx" ON "buttons" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "call_source_groups_system_idx" ON "call_source_groups" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "checkpoint_maps_system_idx" ON "checkpoint_maps" USING btree ("system_id","sort_order");--> statement-breakpoint
CREATE INDEX "escape_profiles_system_idx" ON "escape_profiles" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "flight_profiles_system_idx" ON "flight_profiles" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "indicators_system_idx" ON "indicators" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "merge_groups_system_idx" ON "merge_groups" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "video_streams_system_idx" ON "video_streams" USING btree ("system_id");