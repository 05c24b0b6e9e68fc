CREATE TABLE "ldap_role_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ldap_value" text NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ldap_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"dsn" text DEFAULT '' NOT NULL,
	"base_dn" text DEFAULT '' NOT NULL,
	"admin_user" text DEFAULT '' NOT NULL,
	"admin_password" text DEFAULT '' NOT NULL,
	"user_filter" text DEFAULT '(uid=%s)' NOT NULL,
	"roles_attribute" text DEFAULT 'memberOf' NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ldap_role_mappings" ADD CONSTRAINT "ldap_role_mappings_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;