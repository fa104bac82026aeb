-- Full-text search kept by the database: every searchable table carries a generated tsvector
-- column (PostgreSQL recomputes it on every write, so a search never sees a stale document) and a
-- GIN index on it. The columns are declared in schema.prisma as Unsupported("tsvector"), so the
-- migration diff knows them; the generation expressions and these functions live only here.

CREATE EXTENSION IF NOT EXISTS unaccent;

-- English stemming ("building" finds "build") with accents folded first ("café" finds "cafe").
-- The unaccent dictionary runs inside the configuration, so to_tsvector with this configuration
-- stays IMMUTABLE, as a generated column requires; unaccent() called directly is only STABLE.
CREATE TEXT SEARCH CONFIGURATION teamfolio_search (COPY = english);
ALTER TEXT SEARCH CONFIGURATION teamfolio_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

-- The text of sanitised HTML: tags become spaces, runs of white space one space, and the
-- entities the sanitiser writes are decoded (&amp; last, so "&amp;lt;" stays the text "&lt;").
CREATE FUNCTION search_html_text(html text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
  SELECT replace(replace(replace(replace(replace(replace(
    btrim(regexp_replace(regexp_replace(html, '<[^>]*>', ' ', 'g'), '\s+', ' ', 'g')),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
$$;

-- array_to_string is only STABLE (it depends on the element type's output function); for text[]
-- it is immutable in fact.
CREATE FUNCTION search_tags_text(tags text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$ SELECT array_to_string(tags, ' ') $$;

-- One weighted field of a search document: A (titles) ranks above B (excerpts, summaries) above
-- C (bodies).
-- The search path is fixed with the function, so the configuration's name resolves the same
-- way when pg_restore recomputes the columns under an empty search path.
CREATE FUNCTION search_field(body text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT
AS $$ SELECT setweight(to_tsvector('teamfolio_search', coalesce(body, '')), weight) $$;

ALTER TABLE "blog_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field("excerpt", 'B') ||
  search_field(search_html_text("content"), 'C')
) STORED;

ALTER TABLE "series" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field("short_description", 'B') ||
  search_field(search_tags_text("tags"), 'B') || search_field("description", 'C')
) STORED;

ALTER TABLE "series_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field("summary", 'B') ||
  search_field(search_html_text("content"), 'C')
) STORED;

ALTER TABLE "projects" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field(search_tags_text("tags"), 'B') ||
  search_field("description", 'C')
) STORED;

ALTER TABLE "media_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  search_field("title", 'A') || search_field("description", 'C')
) STORED;

-- CreateIndex
CREATE INDEX "blog_posts_search_vector_idx" ON "blog_posts" USING GIN ("search_vector");
CREATE INDEX "series_search_vector_idx" ON "series" USING GIN ("search_vector");
CREATE INDEX "series_items_search_vector_idx" ON "series_items" USING GIN ("search_vector");
CREATE INDEX "projects_search_vector_idx" ON "projects" USING GIN ("search_vector");
CREATE INDEX "media_items_search_vector_idx" ON "media_items" USING GIN ("search_vector");
