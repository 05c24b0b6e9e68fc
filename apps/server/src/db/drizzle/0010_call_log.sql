CREATE TABLE "export_chunks" (
	"job_id" integer NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "export_chunks_job_id_n_pk" PRIMARY KEY("job_id","n")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"state" text DEFAULT 'New' NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"rows_total" integer,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "calls_system_opened_idx";--> statement-breakpoint
ALTER TABLE "call_actions" ADD COLUMN "actor_kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_actions" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "call_actions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "export_chunks" ADD CONSTRAINT "export_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_user_idx" ON "export_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_expires_idx" ON "export_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "calls_section_opened_idx" ON "calls" USING btree ("system_id","section_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "calls_node_opened_idx" ON "calls" USING btree ("system_id","system_tree_node_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "calls_system_opened_idx" ON "calls" USING btree ("system_id","opened_at","id");