CREATE TABLE "hub_credentials" (
	"system_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	"username" text NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "hub_credentials_system_id_hub_id_pk" PRIMARY KEY("system_id","hub_id")
);
--> statement-breakpoint
ALTER TABLE "hub_credentials" ADD CONSTRAINT "hub_credentials_system_id_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."systems"("id") ON DELETE cascade ON UPDATE no action;