ALTER TABLE "video_streams" ADD COLUMN "tree_node_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_streams" ADD COLUMN "section_ids" integer[] DEFAULT '{}' NOT NULL;