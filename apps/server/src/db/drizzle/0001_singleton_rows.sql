-- Single-row tables: exactly one row with id 1, holding the spec's defaults.
ALTER TABLE "app_state" ADD CONSTRAINT "app_state_single_row" CHECK ("id" = 1);--> statement-breakpoint
ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_single_row" CHECK ("id" = 1);--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_single_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "app_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "global_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "app_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
