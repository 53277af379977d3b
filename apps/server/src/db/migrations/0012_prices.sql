CREATE TABLE "mandi_markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision,
	"lon" double precision
);
--> statement-breakpoint
CREATE TABLE "mandi_prices" (
	"market_id" integer NOT NULL,
	"crop" text NOT NULL,
	"commodity" text NOT NULL,
	"variety" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"min" numeric(12, 2) NOT NULL,
	"max" numeric(12, 2) NOT NULL,
	"modal" numeric(12, 2) NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_sync" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"records" integer
);
--> statement-breakpoint
ALTER TABLE "mandi_prices" ADD CONSTRAINT "mandi_prices_market_id_mandi_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."mandi_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mandi_markets_place_uq" ON "mandi_markets" USING btree ("state","district","name");--> statement-breakpoint
CREATE UNIQUE INDEX "mandi_prices_day_uq" ON "mandi_prices" USING btree ("market_id","crop","variety","grade","date");--> statement-breakpoint
CREATE INDEX "mandi_prices_crop_date_idx" ON "mandi_prices" USING btree ("crop","date" DESC NULLS LAST);