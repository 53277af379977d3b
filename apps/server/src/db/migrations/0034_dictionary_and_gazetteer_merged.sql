-- No trigram index a search reads keeps a pending list, which every scan of it reads whole until a vacuum merges it
-- (and the embedded database never vacuums). The typo dictionary gains words as listings are written: it is written
-- at once from now on, set in place without a rebuild. The gazetteer is loaded in bulk into the empty tables the
-- migrations make, which left its names' indexes with a pending list and the tables without statistics (the planner
-- then read every place for a lookup by name): both settled here for a gazetteer already loaded, as every later load
-- does itself.
ALTER INDEX "listing_words_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY[
  'listing_words_trgm_idx',
  'place_pincodes_place_trgm_idx',
  'place_names_name_trgm_idx'
]) AS index_name;--> statement-breakpoint
ANALYZE place_pincodes, place_names;
