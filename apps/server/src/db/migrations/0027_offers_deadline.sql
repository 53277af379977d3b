ALTER TABLE "products" ADD COLUMN "offers_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offers_notice_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_offers_until_idx" ON "products" USING btree ("offers_until") WHERE "products"."offers_until" IS NOT NULL;--> statement-breakpoint
-- Offers already waiting before this migration count from the start.
UPDATE "products" SET "offer_count" = waiting.n
FROM (SELECT "product_id", count(*)::int AS n FROM "deals" WHERE "status" = 'proposed' GROUP BY "product_id") AS waiting
WHERE "products"."id" = waiting."product_id";
