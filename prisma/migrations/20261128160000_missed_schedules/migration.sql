-- A scheduled publish that did not happen: the time it was for, and why.
ALTER TABLE "blog_posts" ADD COLUMN "missed_at" TIMESTAMPTZ(3),
ADD COLUMN "missed_reason" TEXT;

ALTER TABLE "projects" ADD COLUMN "missed_at" TIMESTAMPTZ(3),
ADD COLUMN "missed_reason" TEXT;

ALTER TABLE "series_items" ADD COLUMN "missed_at" TIMESTAMPTZ(3),
ADD COLUMN "missed_reason" TEXT;

-- Prisma cannot express these: a reason is one of the known ones, and comes with its time
-- (a NULL reason passes the IN test).
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_missed_reason_check"
  CHECK ((missed_at IS NULL) = (missed_reason IS NULL)
    AND missed_reason IN ('after_unpublish_time', 'scheduler_not_allowed'));
ALTER TABLE "projects" ADD CONSTRAINT "projects_missed_reason_check"
  CHECK ((missed_at IS NULL) = (missed_reason IS NULL)
    AND missed_reason IN ('after_unpublish_time', 'scheduler_not_allowed'));
ALTER TABLE "series_items" ADD CONSTRAINT "series_items_missed_reason_check"
  CHECK ((missed_at IS NULL) = (missed_reason IS NULL)
    AND missed_reason IN ('after_unpublish_time', 'scheduler_not_allowed'));
