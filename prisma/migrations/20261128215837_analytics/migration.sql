-- CreateEnum
CREATE TYPE "analytics_event_kind" AS ENUM ('view', 'read', 'feed');

-- CreateTable
CREATE TABLE "analytics_salts" (
    "day" DATE NOT NULL,
    "salt" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_salts_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "analytics_events" (
    "id" BIGSERIAL NOT NULL,
    "day" DATE NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "kind" "analytics_event_kind" NOT NULL,
    "path" TEXT NOT NULL,
    "record_type" TEXT,
    "record_id" UUID,
    "referrer_host" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "device" TEXT,
    "visitor_key" BYTEA NOT NULL,
    "feed_subscribers" INTEGER,

    CONSTRAINT "analytics_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_daily_totals" (
    "id" BIGSERIAL NOT NULL,
    "day" DATE NOT NULL,
    "team_id" UUID,
    "views" INTEGER NOT NULL,
    "reads" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_totals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_daily_records" (
    "day" DATE NOT NULL,
    "record_type" TEXT NOT NULL,
    "record_id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "views" INTEGER NOT NULL,
    "reads" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,
    "feed_readers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "analytics_daily_records_pkey" PRIMARY KEY ("day","record_type","record_id")
);

-- CreateTable
CREATE TABLE "analytics_daily_sources" (
    "id" BIGSERIAL NOT NULL,
    "day" DATE NOT NULL,
    "team_id" UUID,
    "record_id" UUID,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "views" INTEGER NOT NULL,
    "visitors" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_daily_drops" (
    "day" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "analytics_daily_drops_pkey" PRIMARY KEY ("day","reason")
);

-- CreateIndex
CREATE INDEX "analytics_events_day_idx" ON "analytics_events"("day");

-- CreateIndex
CREATE INDEX "analytics_events_record_id_day_idx" ON "analytics_events"("record_id", "day");

-- CreateIndex
CREATE INDEX "analytics_daily_totals_day_idx" ON "analytics_daily_totals"("day");

-- CreateIndex
CREATE UNIQUE INDEX "analytics_daily_totals_team_id_day_key" ON "analytics_daily_totals"("team_id", "day") NULLS NOT DISTINCT;

-- CreateIndex
CREATE INDEX "analytics_daily_records_team_id_day_idx" ON "analytics_daily_records"("team_id", "day");

-- CreateIndex
CREATE INDEX "analytics_daily_records_record_id_day_idx" ON "analytics_daily_records"("record_id", "day");

-- CreateIndex
CREATE INDEX "analytics_daily_sources_team_id_day_idx" ON "analytics_daily_sources"("team_id", "day");

-- CreateIndex
CREATE INDEX "analytics_daily_sources_record_id_day_idx" ON "analytics_daily_sources"("record_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "analytics_daily_sources_key" ON "analytics_daily_sources"("day", "team_id", "record_id", "dimension", "value") NULLS NOT DISTINCT;

-- AddForeignKey
ALTER TABLE "analytics_daily_totals" ADD CONSTRAINT "analytics_daily_totals_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "analytics_daily_records" ADD CONSTRAINT "analytics_daily_records_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "analytics_daily_sources" ADD CONSTRAINT "analytics_daily_sources_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The collector writes only these values (the schema cannot say so).
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_record_type_check"
  CHECK ("record_type" IN ('post', 'item', 'project', 'series'));
ALTER TABLE "analytics_daily_records" ADD CONSTRAINT "analytics_daily_records_record_type_check"
  CHECK ("record_type" IN ('post', 'item', 'project', 'series'));
ALTER TABLE "analytics_daily_sources" ADD CONSTRAINT "analytics_daily_sources_dimension_check"
  CHECK ("dimension" IN ('referrer', 'campaign', 'device'));
