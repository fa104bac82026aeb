-- AlterTable
ALTER TABLE "revisions" ADD COLUMN     "autosave" BOOLEAN NOT NULL DEFAULT false;
