CREATE TABLE "alert_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"partner_id" uuid,
	"facts" jsonb NOT NULL,
	"link" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"count" integer DEFAULT 1 NOT NULL,
	"channel" text,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text,
	"messages" boolean DEFAULT true NOT NULL,
	"deals" boolean DEFAULT true NOT NULL,
	"requests" boolean DEFAULT false NOT NULL,
	"saved_searches" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_outbox" ADD CONSTRAINT "alert_outbox_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_outbox_due_idx" ON "alert_outbox" USING btree ("due_at") WHERE "alert_outbox"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "alert_outbox_waiting_key" ON "alert_outbox" USING btree ("user_id","partner_id") WHERE "alert_outbox"."status" = 'pending' AND "alert_outbox"."partner_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_outbox_user_sent_idx" ON "alert_outbox" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "alert_outbox_partner_idx" ON "alert_outbox" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_outbox_code_key" ON "alert_outbox" USING btree ("code");