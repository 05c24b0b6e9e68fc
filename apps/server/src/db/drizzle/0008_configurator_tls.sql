ALTER TABLE "systems" ADD COLUMN "tls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "tls_fingerprint" text;