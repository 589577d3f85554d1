-- Supersession (docs/search.md#old-part-numbers): a part may replace old part numbers, which
-- mechanics keep quoting. `replaces` keeps them as the admin wrote them, for the part's page;
-- `replaced_numbers` keeps them normalised as part numbers are compared (06455-KWB-601 =
-- 06455kwb601), so that a removed part's page can find the live part that replaces its number
-- through an index. part_numbers gains them too: a search for an old number, in any form, finds
-- the part that replaces it as it finds a part by its own number.
ALTER TABLE "parts" ADD COLUMN "replaces" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "replaced_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_replaced_numbers_idx" ON "parts" USING gin ("replaced_numbers");--> statement-breakpoint
-- The admin may not list another live part's SKU as an old number: looked up by its normal form.
CREATE INDEX "parts_normalized_sku_idx" ON "parts" (motoforge_normalize_part_number("sku"));--> statement-breakpoint
-- As migration 0008's, the old numbers after the part's own. The search document is left as it
-- was: old numbers are found as part numbers are, by part_numbers.
CREATE OR REPLACE FUNCTION motoforge_part_search_columns() RETURNS trigger AS $$
BEGIN
  NEW.replaced_numbers := ARRAY(SELECT motoforge_normalize_part_number(n) FROM unnest(NEW.replaces) AS n);
  NEW.part_numbers := array_to_string(ARRAY(
    SELECT motoforge_normalize_part_number(n) FROM unnest(NEW.sku || NEW.oem_numbers || NEW.replaces) AS n
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
  BEFORE INSERT OR UPDATE OF name, sku, oem_numbers, description, name_bn, description_bn, replaces ON parts
  FOR EACH ROW EXECUTE FUNCTION motoforge_part_search_columns();
