ALTER TABLE "messages" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "product" jsonb;--> statement-breakpoint
CREATE INDEX "messages_conversation_product_idx" ON "messages" USING btree ("conversation_id","id" DESC NULLS FIRST) WHERE "messages"."product_id" IS NOT NULL;