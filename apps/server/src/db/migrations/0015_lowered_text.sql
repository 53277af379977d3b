-- Issue #13: searches test a name or an address with LIKE on its lowered copy instead of ILIKE on the text. For
-- UTF-8, ILIKE is lower(text) LIKE lower(pattern), and the lower() of every tested row is most of its cost: at a
-- million listings ILIKE '%kolhapuri%' costs 0.36 µs a name, LIKE on the stored lower() 0.03 µs. A rare word's page
-- walks ~8,000 index tuples to find 12 matches, so the walk and every index built for these tests move to the lowered
-- columns (the generated columns keep them right on every write). The rank indexes carry the lowered name and
-- address in their INCLUDE in place of the text (0010 gave them the text); nothing reads the text from them.
-- Drizzle's index builder has no INCLUDE: schema.ts names these without it.
DROP INDEX IF EXISTS "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_address_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_crop_place_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_crop_rank_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_rank_idx";--> statement-breakpoint
ALTER TABLE "products"
  ADD COLUMN "product_name_lower" text GENERATED ALWAYS AS (lower(product_name)) STORED NOT NULL,
  ADD COLUMN "address_lower" text GENERATED ALWAYS AS (lower(address)) STORED NOT NULL;--> statement-breakpoint
-- The finer sample 0013 gave the name, now on the column the searches test (see 0013 for why).
ALTER TABLE "products" ALTER COLUMN "product_name" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "product_name_lower" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("product_name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_address_trgm_idx" ON "products" USING gin ("address_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_crop_place_idx" ON "products" USING gin ("crop","district","address_lower" gin_trgm_ops) WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_crop_rank_idx" ON "products" USING btree ("crop","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("product_name_lower","address_lower","place","district","state","seller_id","lat","lon","expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("product_name_lower","address_lower","place","district","state","seller_id","lat","lon","expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
-- A new column has no statistics until the table is analysed: without them the planner guesses every pattern's
-- share of the listings, and a rare word's count walked the rank index for 53 ms (see 0013).
ANALYZE "products";
