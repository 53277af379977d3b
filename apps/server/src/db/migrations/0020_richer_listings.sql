-- Richer listings: a listing's trade details, its category (the crop's group, filled by the crop backfill, whose
-- version is bumped), the comparable price (per kg for weight units) that price filters and sorts read, saved
-- searches' filters, and a row a viewer a day for a listing's views. The three price/category indexes carry in their
-- INCLUDE what the filters, a radius and the listable test read, so a filtered or price-sorted page stays an
-- index-only walk. Drizzle's index builder has no INCLUDE: schema.ts names them without it.
CREATE TABLE "product_views" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "product_views_product_id_day_viewer_pk" PRIMARY KEY("product_id","day","viewer")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variety" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grade" text CHECK ("grade" IN ('A', 'B', 'C'));--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "harvested_on" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_order_quantity" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "comparable_price" numeric GENERATED ALWAYS AS (CASE unit WHEN 'quintal' THEN price / 100 WHEN 'ton' THEN price / 1000 ELSE price END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "organic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_views_viewer_idx" ON "product_views" USING btree ("viewer");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("comparable_price","id") INCLUDE ("availability","expires_at","category","organic","grade","unit","seller_id","lat","lon") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_crop_price_idx" ON "products" USING btree ("crop","comparable_price","id") INCLUDE ("availability","expires_at","organic","grade","unit","seller_id","lat","lon","district") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "products_category_rank_idx" ON "products" USING btree ("category","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at","comparable_price","unit","organic","grade","seller_id","lat","lon") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";--> statement-breakpoint
CREATE INDEX "messages_product_idx" ON "messages" USING btree ("product_id","conversation_id") WHERE "messages"."product_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "deals_product_idx" ON "deals" USING btree ("product_id","status");
