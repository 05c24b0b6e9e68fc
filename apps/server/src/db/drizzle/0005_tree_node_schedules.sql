ALTER TABLE "system_tree_nodes" ADD COLUMN "health" text;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "radio" text;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekday_schedule_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekend_schedule_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekday_display_group_1_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekday_display_group_2_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekday_display_group_3_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekday_display_group_4_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekday_display_group_5_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekend_display_group_1_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekend_display_group_2_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekend_display_group_3_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekend_display_group_4_id" integer;--> statement-breakpoint
ALTER TABLE "system_tree_nodes" ADD COLUMN "weekend_display_group_5_id" integer;