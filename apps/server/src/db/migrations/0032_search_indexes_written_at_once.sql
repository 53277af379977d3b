-- The GIN indexes a search reads by words keep no pending list: with fastupdate on (PostgreSQL's default), a new or
-- changed listing's entries wait in a list that every search of the index reads in full, until a vacuum or a full
-- list merges it. Set in place, without a rebuild; the entries already waiting are merged now.
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_address_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_crop_place_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_address_rest_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_unplaced_address_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY[
  'products_name_trgm_idx',
  'products_address_trgm_idx',
  'products_crop_place_idx',
  'products_address_rest_idx',
  'products_unplaced_address_idx'
]) AS index_name;
