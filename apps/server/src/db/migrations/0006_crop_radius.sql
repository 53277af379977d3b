-- A crop within a radius ('rice within 100 km of Nashik') is an index range of its own: with products_earth_idx alone
-- it fetched every listing of the area (30k rows at a million for 100 km). btree_gist lets GiST index the text column.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "products_crop_earth_idx" ON "products" USING gist ("crop",ll_to_earth("lat", "lon")) WHERE "products"."lat" IS NOT NULL AND "products"."lon" IS NOT NULL AND "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";