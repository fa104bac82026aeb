-- CreateIndex
CREATE INDEX "social_platforms_display_order_name_idx" ON "social_platforms"("display_order", "name");
