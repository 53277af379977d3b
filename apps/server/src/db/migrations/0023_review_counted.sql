-- Trust counts people: a review's stars make the rating only when its author proved a phone that is not the reviewed
-- person's, and has no other counted review of them in the last 90 days. Reviews written before are judged once here,
-- each against the author's earlier reviews of the same person.
ALTER TABLE "reviews" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "reviews" AS r SET "counted" = true
FROM "users" AS author, "users" AS subject
WHERE author."id" = r."author_id" AND subject."id" = r."subject_id"
  AND author."phone_verified_at" IS NOT NULL
  AND right(regexp_replace(author."phone_number", '\D', '', 'g'), 10)
    <> right(regexp_replace(subject."phone_number", '\D', '', 'g'), 10)
  AND NOT EXISTS (
    SELECT 1 FROM "reviews" AS earlier
    WHERE earlier."author_id" = r."author_id" AND earlier."subject_id" = r."subject_id"
      AND earlier."created_at" < r."created_at" AND earlier."created_at" > r."created_at" - interval '90 days'
  );
