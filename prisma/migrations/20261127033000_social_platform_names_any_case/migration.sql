-- A platform's name is unique whatever its case ("GitHub" and "github" would confuse everyone).
-- Prisma's schema cannot express an index on an expression, so it lives only here.

-- Names that differ only in case (two platforms created at the same moment could get them) keep
-- the oldest platform's name; the others get a number appended, so the index can be built.
UPDATE "social_platforms" AS platform
SET "name" = platform."name" || ' (' || duplicate.rank || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "created_at", "id") AS rank
  FROM "social_platforms"
) AS duplicate
WHERE platform."id" = duplicate."id" AND duplicate.rank > 1;

-- CreateIndex
CREATE UNIQUE INDEX "social_platforms_name_lower_key" ON "social_platforms" (lower("name"));
