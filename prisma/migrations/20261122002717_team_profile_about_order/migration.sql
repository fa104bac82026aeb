-- DropIndex
DROP INDEX "team_member_profiles_order_index_idx";

-- DropIndex
DROP INDEX "team_member_profiles_team_id_order_index_idx";

-- CreateIndex
CREATE INDEX "team_member_profiles_order_index_name_id_idx" ON "team_member_profiles"("order_index", "name", "id");

-- CreateIndex
CREATE INDEX "team_member_profiles_team_id_order_index_name_id_idx" ON "team_member_profiles"("team_id", "order_index", "name", "id");
