-- A crop in a district ('cumin' in Jorhat) and a crop whose address says a word are one lookup each: the crop's and
-- the district's entries intersected with the address's trigrams. A walk of products_crop_rank_idx read the crop's
-- every listing to test its address (8,400 for cumin at a million, 5 µs each for a Devanagari ILIKE). btree_gin lets
-- GIN index the two text columns by equality.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "products_crop_place_idx" ON "products" USING gin ("crop","district","address" gin_trgm_ops) WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";
