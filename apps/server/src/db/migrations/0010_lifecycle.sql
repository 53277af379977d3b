-- Listing lifecycle. Listings already up when this runs get the default 30 days from now (now() is evaluated once:
-- no table rewrite). A sold listing's expires_at is the time of its sale, so `expires_at > now()` alone says whether a
-- listing is active, and the rank indexes carry expires_at in their INCLUDE: lists, searches and their counts stay
-- index-only walks. Drizzle's index builder has no INCLUDE: schema.ts names these without it.
ALTER TABLE "products" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expiry_notice_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_expires_idx" ON "products" USING btree ("expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_crop_rank_idx";--> statement-breakpoint
CREATE INDEX "products_crop_rank_idx" ON "products" USING btree ("crop","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("product_name","address","place","district","state","seller_id","lat","lon","expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_rank_idx";--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("product_name","address","place","district","state","seller_id","lat","lon","expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_district_rank_idx";--> statement-breakpoint
CREATE INDEX "products_district_rank_idx" ON "products" USING btree ("district","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("place","expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_state_rank_idx";--> statement-breakpoint
CREATE INDEX "products_state_rank_idx" ON "products" USING btree ("state","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
DROP INDEX IF EXISTS "products_earth_idx";--> statement-breakpoint
CREATE INDEX "products_earth_idx" ON "products" USING gist (ll_to_earth("lat", "lon")) INCLUDE ("lat", "lon", "created_at", "id", "availability", "hidden_at", "seller_suspended", "expires_at") WHERE "products"."lat" IS NOT NULL AND "products"."lon" IS NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "products_crop_earth_idx";--> statement-breakpoint
CREATE INDEX "products_crop_earth_idx" ON "products" USING gist ("crop",ll_to_earth("lat", "lon")) INCLUDE ("expires_at") WHERE "products"."lat" IS NOT NULL AND "products"."lon" IS NOT NULL AND "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";
