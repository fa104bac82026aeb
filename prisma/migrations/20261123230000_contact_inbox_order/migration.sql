-- CreateIndex
CREATE INDEX "contact_submissions_read_at_created_at_id_idx" ON "contact_submissions"("read_at" DESC, "created_at" DESC, "id" DESC);
