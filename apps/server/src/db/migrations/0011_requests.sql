CREATE TABLE "buy_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"crop" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"max_price" numeric(14, 2),
	"address" text NOT NULL,
	"pincode" text,
	"place" text,
	"district" text,
	"state" text,
	"lat" double precision,
	"lon" double precision,
	"radius_km" integer NOT NULL,
	"needed_by" date,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"message" text NOT NULL,
	"product_id" uuid,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "offer" jsonb;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_request_id_buy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_requests_buyer_created_idx" ON "buy_requests" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "buy_requests_open_crop_idx" ON "buy_requests" USING btree ("crop","expires_at") WHERE "buy_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "buy_requests_open_created_idx" ON "buy_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "buy_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "buy_requests_open_earth_idx" ON "buy_requests" USING gist (ll_to_earth("lat", "lon")) WHERE "buy_requests"."status" = 'open' AND "buy_requests"."lat" IS NOT NULL AND "buy_requests"."lon" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "request_offers_request_seller_key" ON "request_offers" USING btree ("request_id","seller_id");--> statement-breakpoint
CREATE INDEX "request_offers_seller_idx" ON "request_offers" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "request_offers_product_idx" ON "request_offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "request_offers_message_idx" ON "request_offers" USING btree ("message_id");