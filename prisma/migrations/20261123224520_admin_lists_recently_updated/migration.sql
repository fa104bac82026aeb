-- CreateIndex
CREATE INDEX "blog_posts_team_id_updated_at_id_idx" ON "blog_posts"("team_id", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "media_items_team_id_updated_at_id_idx" ON "media_items"("team_id", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "projects_team_id_updated_at_id_idx" ON "projects"("team_id", "updated_at" DESC, "id" DESC);
