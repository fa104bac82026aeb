-- CreateIndex
CREATE INDEX "blog_posts_created_at_id_idx" ON "blog_posts"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "projects_created_at_id_idx" ON "projects"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "series_created_at_id_idx" ON "series"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contact_submissions_read_at_created_at_id_idx" ON "contact_submissions"("read_at" DESC, "created_at" DESC, "id" DESC);
