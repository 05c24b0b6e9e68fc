-- A delivery row is written once (sent) and then updated once or twice as the phone acknowledges it
-- (confirmed, opened): half of each page is left free so those updates stay on the row's page and touch
-- no index (HOT updates). Full pages made every acknowledgement three index insertions; in bench/calls
-- a hundred phones confirming bursts spent twice as long on them (ADR 0032).
ALTER TABLE "phone_deliveries" SET (fillfactor = 50);
