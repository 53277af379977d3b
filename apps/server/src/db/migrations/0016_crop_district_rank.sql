-- Issue #13: a crop in a district the gazetteer found ('cumin' in 'jorhat', 'onion' in 'नासिक') is one range of this
-- index in the page's order. Before it, the page and the count walked the crop's listings everywhere in
-- products_crop_rank_idx to find the district's (2,500 passed over for 12 at a million listings; 1.7 ms of the page).
-- expires_at in the INCLUDE keeps it an index-only walk, as the other rank indexes (0010). Drizzle's index builder has
-- no INCLUDE: schema.ts names it without it.
CREATE INDEX "products_crop_district_rank_idx" ON "products" USING btree ("crop","district","availability","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("expires_at") WHERE "products"."hidden_at" IS NULL AND NOT "products"."seller_suspended";
