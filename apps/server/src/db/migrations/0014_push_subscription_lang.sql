-- Issue #18: a push subscription remembers the browser's UI language, its pushes are written in it. Rows from before
-- read as English, as every push was; a constant default is metadata-only (no table rewrite).
ALTER TABLE "push_subscriptions" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;
