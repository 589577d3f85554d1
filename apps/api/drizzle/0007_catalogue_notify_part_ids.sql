-- A stock change (every order makes one) names the parts it changed, so every server process
-- re-reads and re-renders only what showed them (ADR 017) instead of dropping its whole copy.
-- The payload on motoforge_catalogue is the table's name, then, for an UPDATE of parts that left
-- the catalogue's membership and order alone and changed few enough rows to name them within
-- NOTIFY's 8,000 bytes, their ids:
--   parts <id> <id>…   only these parts changed (price, stock, name…)
--   parts              parts came or went, or too many changed: drop every copy
--   reviews
DROP TRIGGER parts_changed ON parts;
--> statement-breakpoint
CREATE FUNCTION motoforge_notify_parts_updated() RETURNS trigger AS $$
DECLARE
  changed_ids text;
  changed_count bigint;
  is_same_catalogue boolean;
BEGIN
  SELECT string_agg(new_parts.id::text, ' '), count(*),
         bool_and(old_parts.id IS NOT NULL
                  AND old_parts.position = new_parts.position
                  AND old_parts.deleted_at IS NOT DISTINCT FROM new_parts.deleted_at)
    INTO changed_ids, changed_count, is_same_catalogue
    FROM new_parts LEFT JOIN old_parts ON old_parts.id = new_parts.id;
  -- A conditional UPDATE that matched nothing (an order refused for want of stock) changed nothing.
  IF changed_count = 0 THEN
    RETURN NULL;
  END IF;
  IF is_same_catalogue AND changed_count <= 200 THEN
    PERFORM pg_notify('motoforge_catalogue', 'parts ' || changed_ids);
  ELSE
    PERFORM pg_notify('motoforge_catalogue', 'parts');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER parts_updated AFTER UPDATE ON parts
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_notify_parts_updated();
--> statement-breakpoint
CREATE TRIGGER parts_changed AFTER INSERT OR DELETE OR TRUNCATE ON parts
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_notify_catalogue();
--> statement-breakpoint
-- Every order updates its part's stock. With room left on the row's page, PostgreSQL makes that a
-- heap-only update that touches none of the part's eight indexes (three of them GIN, for search);
-- on a full page it writes a new entry into every one. Applies to pages written from now on.
ALTER TABLE parts SET (fillfactor = 75);
