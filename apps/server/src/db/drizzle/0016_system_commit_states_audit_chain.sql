CREATE TABLE "audit_chain_heads" (
	"chain" integer PRIMARY KEY NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"base_seq" bigint DEFAULT 0 NOT NULL,
	"base_hash" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_commit_states" (
	"system_id" integer PRIMARY KEY NOT NULL,
	"last_gets_change" timestamp with time zone,
	"last_gets_commit" timestamp with time zone,
	"committing_gets_config" boolean DEFAULT false NOT NULL,
	"commit_started_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "system_commit_states" ADD CONSTRAINT "system_commit_states_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The global times so far become every system's: a pending dot stays pending after the upgrade.
INSERT INTO "system_commit_states" ("system_id", "last_gets_change", "last_gets_commit") SELECT s."id", a."last_gets_change", a."last_gets_commit" FROM "systems" s CROSS JOIN "app_state" a WHERE a."id" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_seq_idx" ON "audit_log" USING btree ("chain","chain_seq");--> statement-breakpoint
CREATE INDEX "audit_log_system_at_idx" ON "audit_log" USING btree ("system_id","at");--> statement-breakpoint
ALTER TABLE "app_state" DROP COLUMN "last_gets_change";--> statement-breakpoint
ALTER TABLE "app_state" DROP COLUMN "last_gets_commit";--> statement-breakpoint
ALTER TABLE "app_state" DROP COLUMN "committing_gets_config";--> statement-breakpoint
ALTER TABLE "app_state" DROP COLUMN "commit_started_at";