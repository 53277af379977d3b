-- Data saver: a listing's first photo as a tiny WebP and each photo's download sizes, so that lists carry them without
-- reading the photo store; null until written (a listing without photos keeps null).
ALTER TABLE "products" ADD COLUMN "photo_preview" jsonb;
