-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "series_items" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "revisions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "team_id" UUID NOT NULL,
    "blog_post_id" UUID,
    "project_id" UUID,
    "series_item_id" UUID,
    "version" INTEGER NOT NULL,
    "fields" JSONB NOT NULL,
    "author_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "revisions_team_id_idx" ON "revisions"("team_id");

-- CreateIndex
CREATE INDEX "revisions_author_id_idx" ON "revisions"("author_id");

-- CreateIndex
CREATE UNIQUE INDEX "revisions_blog_post_id_version_key" ON "revisions"("blog_post_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "revisions_project_id_version_key" ON "revisions"("project_id", "version");

-- CreateIndex
CREATE UNIQUE INDEX "revisions_series_item_id_version_key" ON "revisions"("series_item_id", "version");

-- AddForeignKey
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_blog_post_id_fkey" FOREIGN KEY ("blog_post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_series_item_id_fkey" FOREIGN KEY ("series_item_id") REFERENCES "series_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A revision belongs to exactly one record.
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_one_record" CHECK (num_nonnulls("blog_post_id", "project_id", "series_item_id") = 1);

-- Versions count saves from 1.
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_version_positive" CHECK ("version" >= 1);
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_version_positive" CHECK ("version" >= 1);
ALTER TABLE "projects" ADD CONSTRAINT "projects_version_positive" CHECK ("version" >= 1);
ALTER TABLE "series_items" ADD CONSTRAINT "series_items_version_positive" CHECK ("version" >= 1);
