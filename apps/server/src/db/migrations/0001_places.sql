CREATE TABLE "gazetteer_meta" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_names" (
	"key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"district" text NOT NULL,
	"state" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"district" text,
	"state" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "place_names_key_idx" ON "place_names" USING btree ("key");--> statement-breakpoint
-- Radius counts and pages at a million listings read only this index when it carries the columns they need
-- (25 km count: ~200 ms from the table, ~6 ms from the index). Drizzle's index builder has no INCLUDE, so the
-- index is rebuilt here by hand; schema.ts names it without the INCLUDE.
DROP INDEX IF EXISTS "products_earth_idx";--> statement-breakpoint
CREATE INDEX "products_earth_idx" ON "products" USING gist (ll_to_earth("lat", "lon")) INCLUDE ("lat", "lon", "created_at", "id") WHERE "products"."lat" IS NOT NULL AND "products"."lon" IS NOT NULL;
