-- The setup code while setup is open (ADR 0021): one for every instance on the database, so a setup wizard
-- whose requests a round-robin proxy spreads over several instances (deploy/compose.yaml) meets one code.
ALTER TABLE "app_state" ADD COLUMN "setup_code" text;
