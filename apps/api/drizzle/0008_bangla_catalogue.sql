-- The catalogue in Bangla (DESIGN.md §11, ADR 021): parts, categories and vehicles may carry a
-- Bangla name (and a part a Bangla description), shown on Bangla pages and found by search; an
-- empty one means the English shows there too. A customer's language, for what the shop sends them.
ALTER TABLE "categories" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "name_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "description_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "make_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "model_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'bn'));--> statement-breakpoint
-- Bangla text as search reads it, the same whatever the database's locale. The text-search parser
-- and pg_trgm ask the locale what a letter is: under glibc's UTF-8 locales a zero-width joiner or
-- non-joiner (which only choose how a conjunct is drawn, র‍্য) splits a word and the danda (।)
-- does not join it, while PGlite (musl) keeps the joiners in the word and a plain C locale keeps
-- every non-ASCII character, danda and quotes too. So: one Unicode form (NFC: য় typed as one
-- character or two is one), no joiners, Bengali digits as ASCII (পালসার ১৫০ = পালসার 150), and
-- anything but a Bengali letter, sign or digit or an ASCII letter or digit a space. The search
-- treats its words alike (services/catalogue/search-parts.ts).
CREATE FUNCTION motoforge_bangla_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(
    translate(regexp_replace(normalize(lower(value), NFC), '[\u200C\u200D]', '', 'g'), '০১২৩৪৫৬৭৮৯', '0123456789'),
    '[^\u0980-\u09F1a-z0-9]+', ' ', 'g');--> statement-breakpoint
-- As migration 0006's, with the Bangla name (weight A) and description (weight C) after the rest:
-- a part without them gets the very document it had, so no row needs to be written again.
CREATE OR REPLACE FUNCTION motoforge_part_search_columns() RETURNS trigger AS $$
BEGIN
  NEW.part_numbers := array_to_string(ARRAY(
    SELECT motoforge_normalize_part_number(n) FROM unnest(NEW.sku || NEW.oem_numbers) AS n
  ), ' ');
  NEW.search_document :=
    setweight(to_tsvector('simple', NEW.name), 'A') ||
    setweight(to_tsvector('simple', NEW.sku || ' ' || array_to_string(NEW.oem_numbers, ' ')), 'A') ||
    setweight(to_tsvector('simple', NEW.description), 'C') ||
    setweight(to_tsvector('simple', motoforge_bangla_search_text(NEW.name_bn)), 'A') ||
    setweight(to_tsvector('simple', motoforge_bangla_search_text(NEW.description_bn)), 'C');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DROP TRIGGER parts_search_columns ON parts;--> statement-breakpoint
CREATE TRIGGER parts_search_columns
  BEFORE INSERT OR UPDATE OF name, sku, oem_numbers, description, name_bn, description_bn ON parts
  FOR EACH ROW EXECUTE FUNCTION motoforge_part_search_columns();--> statement-breakpoint
-- Typos in a Bangla name (ব্রেক প্যড), as lower("name")'s index serves English ones. Under a plain
-- C locale pg_trgm finds no trigrams in Bengali at all: see ADR 021.
CREATE INDEX "parts_name_bn_trgm_idx" ON "parts" USING gin (motoforge_bangla_search_text("name_bn") gin_trgm_ops);--> statement-breakpoint
-- The categories migration 0006 made, in Bangla, unless the admin has renamed them since.
UPDATE "categories" SET "name_bn" = bangla."name_bn"
  FROM (VALUES
    ('engine', 'Engine', 'ইঞ্জিন'),
    ('brakes', 'Brakes', 'ব্রেক'),
    ('chain-sprockets', 'Chain and sprockets', 'চেইন ও স্প্রোকেট'),
    ('clutch-transmission', 'Clutch and transmission', 'ক্লাচ ও ট্রান্সমিশন'),
    ('filters', 'Filters', 'ফিল্টার'),
    ('electrical', 'Electrical', 'ইলেকট্রিক্যাল'),
    ('lighting', 'Lighting', 'লাইট'),
    ('suspension', 'Suspension', 'সাসপেনশন'),
    ('wheels-tyres', 'Wheels and tyres', 'চাকা ও টায়ার'),
    ('body', 'Body and frame', 'বডি ও ফ্রেম'),
    ('controls', 'Controls and cables', 'কন্ট্রোল ও কেবল'),
    ('oils', 'Oils and care', 'তেল ও যত্ন'),
    ('other', 'Other', 'অন্যান্য')
  ) AS bangla("slug", "name", "name_bn")
  WHERE "categories"."slug" = bangla."slug" AND "categories"."name" = bangla."name" AND "categories"."name_bn" = '';
