-- A place's name in other districts' addresses is looked up in the rest of each address (its own district's name taken
-- out where it stands as whole words), where listings that name the place as their own do not crowd the trigram
-- entries. A town's listings elsewhere in its district are a walk of products_district_rank_idx that tests their
-- address from its INCLUDE. Drizzle's index builder has no INCLUDE: schema.ts names the index without it.
ALTER TABLE "products" ADD COLUMN "address_rest_lower" text GENERATED ALWAYS AS (CASE WHEN district IS NULL THEN lower(address) ELSE regexp_replace(lower(address), '\m' || regexp_replace(lower(district), '([^[:alnum:] ])', '\\\1', 'g') || '\M', '', 'g') END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_address_rest_idx" ON "products" USING gin ("crop","address_rest_lower" gin_trgm_ops) WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_district_rank_idx";--> statement-breakpoint
CREATE INDEX "products_district_rank_idx" ON "products" USING btree ("district","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("place","expires_at","address_lower") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";
