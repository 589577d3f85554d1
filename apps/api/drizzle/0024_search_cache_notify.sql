-- Kept search pages (docs/search.md#what-a-search-costs): each server process keeps the ids a
-- search found, and must hear every change that could alter them. Two additions to ADR 017's
-- notifications on motoforge_catalogue:
--   stock <id> <id>…   only these parts' stock or minimum order changed (every order makes one):
--                      a search keeps its parts unless it filters by stock
--   fitments, categories, vehicles
--                      a bike filter's or a category filter's answer may have changed
-- A server from before this migration takes any payload it does not know as "drop everything".
CREATE OR REPLACE FUNCTION motoforge_notify_parts_updated() RETURNS trigger AS $$
DECLARE
  changed_ids text;
  changed_count bigint;
  is_same_catalogue boolean;
  is_stock_only boolean;
BEGIN
  SELECT string_agg(new_parts.id::text, ' '), count(*),
         bool_and(old_parts.id IS NOT NULL
                  AND old_parts.position = new_parts.position
                  AND old_parts.deleted_at IS NOT DISTINCT FROM new_parts.deleted_at),
         bool_and(old_parts.search_document IS NOT DISTINCT FROM new_parts.search_document
                  AND old_parts.part_numbers IS NOT DISTINCT FROM new_parts.part_numbers
                  AND old_parts.name = new_parts.name
                  AND old_parts.name_bn = new_parts.name_bn
                  AND old_parts.price_poisha = new_parts.price_poisha
                  AND old_parts.category IS NOT DISTINCT FROM new_parts.category
                  AND old_parts.created_at = new_parts.created_at)
    INTO changed_ids, changed_count, is_same_catalogue, is_stock_only
    FROM new_parts LEFT JOIN old_parts ON old_parts.id = new_parts.id;
  -- A conditional UPDATE that matched nothing (an order refused for want of stock) changed nothing.
  IF changed_count = 0 THEN
    RETURN NULL;
  END IF;
  IF is_same_catalogue AND changed_count <= 200 THEN
    PERFORM pg_notify('motoforge_catalogue',
      CASE WHEN is_stock_only THEN 'stock ' ELSE 'parts ' END || changed_ids);
  ELSE
    PERFORM pg_notify('motoforge_catalogue', 'parts');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER fitments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fitments
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_notify_catalogue();--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_notify_catalogue();--> statement-breakpoint
CREATE TRIGGER vehicles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_notify_catalogue();
