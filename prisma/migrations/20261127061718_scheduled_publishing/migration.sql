-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "scheduled_by_id" UUID;

-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "publish_at" TIMESTAMPTZ(3),
ADD COLUMN     "scheduled_by_id" UUID,
ADD COLUMN     "unpublish_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "series_items" ADD COLUMN     "publish_at" TIMESTAMPTZ(3),
ADD COLUMN     "scheduled_by_id" UUID,
ADD COLUMN     "unpublish_at" TIMESTAMPTZ(3);

-- AddForeignKey
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_scheduled_by_id_fkey" FOREIGN KEY ("scheduled_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "series_items" ADD CONSTRAINT "series_items_scheduled_by_id_fkey" FOREIGN KEY ("scheduled_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A record comes off the public pages only after it went on.
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_unpublish_after_publish"
  CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
ALTER TABLE "series_items" ADD CONSTRAINT "series_items_unpublish_after_publish"
  CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
