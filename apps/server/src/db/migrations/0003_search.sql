CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "crop" text;--> statement-breakpoint
CREATE INDEX "listing_words_trgm_idx" ON "listing_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A search walks one of these two in its order (a crop's listings, or all of them: in stock first, newest first) and
-- stops at the page; the name, address, radius and block filters read the INCLUDE columns, so neither the page's ids
-- nor the bounded count visit the table. Drizzle's index builder has no INCLUDE: schema.ts names them without it.
CREATE INDEX "products_crop_rank_idx" ON "products" USING btree ("crop","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("product_name","address","place","district","state","seller_id","lat","lon") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("product_name","address","place","district","state","seller_id","lat","lon") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";