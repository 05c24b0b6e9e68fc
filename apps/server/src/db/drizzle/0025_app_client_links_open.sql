-- Whether a phone is connected now (an open interval) is asked for every phone each new call rings
-- (escalation.repository.ts phonesOf): 200 phones in bench/calls. The open intervals alone, one entry per
-- connected phone, instead of every interval each phone ever had (4.9 ms against 1.1 ms with ten closed
-- intervals a phone, EXPLAIN ANALYZE on the embedded database).
CREATE INDEX "app_client_links_open_idx" ON "app_client_links" USING btree ("client_id") WHERE "app_client_links"."disconnected_at" is null;
