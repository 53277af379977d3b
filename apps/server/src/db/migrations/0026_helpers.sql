CREATE TABLE "helper_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"helper_id" uuid NOT NULL,
	"farmer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helper_consents" (
	"helper_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"full_name" text NOT NULL,
	"address" text NOT NULL,
	"aadhaar_hash" text,
	"aadhaar_last4" text,
	"lang" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_consents_helper_id_phone_number_pk" PRIMARY KEY("helper_id","phone_number")
);
--> statement-breakpoint
CREATE TABLE "helper_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"helper_id" uuid NOT NULL,
	"farmer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "helper_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "helped_by" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by" jsonb;--> statement-breakpoint
ALTER TABLE "helper_actions" ADD CONSTRAINT "helper_actions_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_actions" ADD CONSTRAINT "helper_actions_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_consents" ADD CONSTRAINT "helper_consents_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_links" ADD CONSTRAINT "helper_links_helper_id_users_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_links" ADD CONSTRAINT "helper_links_farmer_id_users_id_fk" FOREIGN KEY ("farmer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helper_actions_farmer_idx" ON "helper_actions" USING btree ("farmer_id","created_at");--> statement-breakpoint
CREATE INDEX "helper_actions_helper_idx" ON "helper_actions" USING btree ("helper_id");--> statement-breakpoint
CREATE INDEX "helper_consents_expires_idx" ON "helper_consents" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "helper_links_active_key" ON "helper_links" USING btree ("helper_id","farmer_id") WHERE "helper_links"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "helper_links_farmer_active_idx" ON "helper_links" USING btree ("farmer_id") WHERE "helper_links"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "helper_links_helper_created_idx" ON "helper_links" USING btree ("helper_id","created_at");