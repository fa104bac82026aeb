-- CreateTable
CREATE TABLE "stored_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "team_id" UUID NOT NULL,
    "url" TEXT,
    "bytes" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "stored_files_url_key" ON "stored_files"("url");

-- CreateIndex
CREATE INDEX "stored_files_team_id_idx" ON "stored_files"("team_id");

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A size is never negative (Prisma cannot express the rule).
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_bytes_not_negative" CHECK ("bytes" >= 0);
