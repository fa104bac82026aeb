-- DropIndex
DROP INDEX "projects_featured_created_at_id_idx";

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "publish_at" TIMESTAMPTZ(3),
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "scheduled_by_id" UUID,
ADD COLUMN     "unpublish_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "projects_published_featured_created_at_id_idx" ON "projects"("published", "featured" DESC, "created_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_scheduled_by_id_fkey" FOREIGN KEY ("scheduled_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A record comes off the public pages only after it went on.
ALTER TABLE "projects" ADD CONSTRAINT "projects_unpublish_after_publish"
  CHECK ("unpublish_at" IS NULL OR "publish_at" IS NULL OR "unpublish_at" > "publish_at");
