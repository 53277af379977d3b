-- A place's name in other districts' addresses is looked up in the rest of each address (its own district's name taken
-- out where it stands as whole words), where listings that name the place as their own do not crowd the trigram
-- entries; the listings the gazetteer could not place (whose rest is the whole address) are looked up in an index of
-- their own, or walked in the page's order in indexes of their own when the name is common among them. A town's
-- listings elsewhere in its district, a name's other words and an address's words are tested from the INCLUDE of the
-- district indexes. Drizzle's index builder has no INCLUDE: schema.ts names these indexes without it.
ALTER TABLE "products" ADD COLUMN "address_rest_lower" text GENERATED ALWAYS AS (CASE WHEN district IS NULL THEN lower(address) ELSE regexp_replace(lower(address), '\m' || regexp_replace(lower(district), '([^[:alnum:] ])', '\\\1', 'g') || '\M', '', 'g') END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_address_rest_idx" ON "products" USING gin ("crop","address_rest_lower" gin_trgm_ops) WHERE "products"."district" IS NOT NULL AND "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_unplaced_address_idx" ON "products" USING gin ("crop","address_rest_lower" gin_trgm_ops) WHERE "products"."district" IS NULL AND "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_unplaced_rank_idx" ON "products" USING btree ("availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("address_rest_lower","product_name_lower","expires_at") WHERE "products"."district" IS NULL AND "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_crop_unplaced_rank_idx" ON "products" USING btree ("crop","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("address_rest_lower","product_name_lower","expires_at") WHERE "products"."district" IS NULL AND "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_district_rank_idx";--> statement-breakpoint
CREATE INDEX "products_district_rank_idx" ON "products" USING btree ("district","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("place","expires_at","address_lower","product_name_lower") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_crop_district_rank_idx";--> statement-breakpoint
CREATE INDEX "products_crop_district_rank_idx" ON "products" USING btree ("crop","district","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","place","product_name_lower","address_lower") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";
