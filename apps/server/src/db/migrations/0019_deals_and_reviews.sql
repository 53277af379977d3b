CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"unit" text NOT NULL,
	"product_image_key" text,
	"price" numeric(14, 2) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"pickup_by" date,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"last_proposed_by" uuid NOT NULL,
	"rounds" jsonb NOT NULL,
	"seller_done_at" timestamp with time zone,
	"buyer_done_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"deal_done_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deal" jsonb;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_open_product_buyer_key" ON "deals" USING btree ("product_id","buyer_id") WHERE "deals"."status" IN ('proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "deals_seller_updated_idx" ON "deals" USING btree ("seller_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_buyer_updated_idx" ON "deals" USING btree ("buyer_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_seller_done_idx" ON "deals" USING btree ("seller_id") WHERE "deals"."status" = 'done';--> statement-breakpoint
CREATE INDEX "deals_buyer_done_idx" ON "deals" USING btree ("buyer_id") WHERE "deals"."status" = 'done';--> statement-breakpoint
CREATE INDEX "deals_product_done_idx" ON "deals" USING btree ("product_id") WHERE "deals"."status" = 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_deal_author_key" ON "reviews" USING btree ("deal_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_created_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");