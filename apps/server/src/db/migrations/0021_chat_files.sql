-- Photos and voice notes in chat: a message's file (its private key in the photo store and what the server measured),
-- and an index over the few messages that carry one, for removing the files both people of a conversation deleted.
ALTER TABLE "messages" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
CREATE INDEX "messages_attachment_idx" ON "messages" USING btree ("conversation_id","created_at") WHERE "messages"."attachment" IS NOT NULL;