-- rate_hits.client holds a keyed hash of the client's address from now on
-- (edge/enquiry.ts, RATE_LIMIT_SECRET), never the address: the rows written
-- before, with raw addresses, go now rather than within the hour.
DELETE FROM rate_hits;
