-- CreateTable
CREATE TABLE "editing_presence" (
    "record_type" TEXT NOT NULL,
    "record_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "editing_presence_pkey" PRIMARY KEY ("record_type","record_id","user_id")
);

-- CreateIndex
CREATE INDEX "editing_presence_team_id_record_type_last_seen_idx" ON "editing_presence"("team_id", "record_type", "last_seen");

-- CreateIndex
CREATE INDEX "editing_presence_last_seen_idx" ON "editing_presence"("last_seen");

-- AddForeignKey
ALTER TABLE "editing_presence" ADD CONSTRAINT "editing_presence_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "editing_presence" ADD CONSTRAINT "editing_presence_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Only the kinds of record an editor keeps a history of (as the revisions name them).
ALTER TABLE "editing_presence" ADD CONSTRAINT "editing_presence_record_type_check" CHECK ("record_type" IN ('blog_post', 'series_item', 'project'));
