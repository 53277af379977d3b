-- Privacy (contract "Third round" -> Privacy). A participant's contact details are open to the other side once they
-- have written in the conversation: rows from before take the time of their first message. Subscriptions from before
-- belong to no known session and are dropped; the browser subscribes again with its next session.
ALTER TABLE "conversation_participants" ADD COLUMN "contact_shared_at" timestamp with time zone;--> statement-breakpoint
UPDATE "conversation_participants" p SET "contact_shared_at" = first."at" FROM (SELECT "conversation_id", "sender_id", min("created_at") AS "at" FROM "messages" GROUP BY "conversation_id", "sender_id") first WHERE first."conversation_id" = p."conversation_id" AND first."sender_id" = p."user_id";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_drop_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aadhaar_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_aadhaar_hash_key" ON "users" USING btree ("aadhaar_hash") WHERE "users"."aadhaar_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");