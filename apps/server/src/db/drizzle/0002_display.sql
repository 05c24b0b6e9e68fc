CREATE TABLE "display_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"display_date" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"display_from" timestamp with time zone,
	"display_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"font_size" text DEFAULT 'NORMAL' NOT NULL,
	"fullscreen" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"show_video_stream" boolean DEFAULT false NOT NULL,
	"show_presences" boolean DEFAULT true NOT NULL,
	"emergency_tone" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "display_notes_system_idx" ON "display_notes" USING btree ("system_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "display_profiles_slug_idx" ON "display_profiles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "display_profiles_name_lower_idx" ON "display_profiles" USING btree (lower("name"));