-- The lexicon of typo corrections (migration 0020), kept once per statement instead of once per row
-- (docs/decisions/047-lexicon-per-statement.md). Row by row, every part of a bulk insert added one
-- to the same common words ("brake", "front"), and each of those updates left a version of the
-- word's row behind that the next one had to walk past in the same transaction: 100,000 seeded
-- parts took many minutes instead of under one. Per statement, the words' changes are summed over
-- all the rows the statement wrote, and each word's row is written once.
DROP TRIGGER parts_lexicon ON parts;--> statement-breakpoint
DROP FUNCTION motoforge_part_lexicon();--> statement-breakpoint
-- `changes` holds, per word, how many live parts gained (+) or lost (-) it. In word order, so two
-- statements at once take the words' row locks in one order; a word left with no part goes.
CREATE FUNCTION motoforge_apply_lexicon_changes(changes jsonb) RETURNS void AS $$
DECLARE
  emptied text[];
BEGIN
  WITH upserted AS (
    INSERT INTO search_lexicon AS lexicon (word, parts)
      SELECT key, value::int FROM jsonb_each_text(changes) ORDER BY key
      ON CONFLICT (word) DO UPDATE SET parts = lexicon.parts + EXCLUDED.parts
      RETURNING word, parts
  )
  SELECT array_agg(word) INTO emptied FROM upserted WHERE parts <= 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM search_lexicon WHERE word = ANY (emptied) AND parts <= 0;
  END IF;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- One function for the three statements: PL/pgSQL plans a branch only when it runs, so each reads
-- only the transition tables its statement has. An UPDATE counts only rows whose document or
-- removal changed (a stock change leaves the words alone).
CREATE FUNCTION motoforge_parts_lexicon() RETURNS trigger AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(word, n) INTO changes FROM (
      SELECT word, count(*) AS n
      FROM new_rows, unnest(motoforge_lexicon_words(new_rows.search_document, new_rows.deleted_at)) AS word
      GROUP BY word) AS counted;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(word, -n) INTO changes FROM (
      SELECT word, count(*) AS n
      FROM old_rows, unnest(motoforge_lexicon_words(old_rows.search_document, old_rows.deleted_at)) AS word
      GROUP BY word) AS counted;
  ELSE
    SELECT jsonb_object_agg(word, n) INTO changes FROM (
      SELECT word, sum(change) AS n FROM (
        SELECT pair.word, pair.change
        FROM old_rows JOIN new_rows ON new_rows.id = old_rows.id
        CROSS JOIN LATERAL (
          SELECT word, -1 AS change FROM unnest(motoforge_lexicon_words(old_rows.search_document, old_rows.deleted_at)) AS word
          UNION ALL
          SELECT word, 1 FROM unnest(motoforge_lexicon_words(new_rows.search_document, new_rows.deleted_at)) AS word
        ) AS pair
        WHERE old_rows.search_document IS DISTINCT FROM new_rows.search_document
          OR (old_rows.deleted_at IS NULL) <> (new_rows.deleted_at IS NULL)
      ) AS each_change
      GROUP BY word HAVING sum(change) <> 0) AS counted;
  END IF;
  IF changes IS NOT NULL THEN PERFORM motoforge_apply_lexicon_changes(changes); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- A trigger with transition tables has one event and no column list, hence three.
CREATE TRIGGER parts_lexicon_insert AFTER INSERT ON parts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_parts_lexicon();--> statement-breakpoint
CREATE TRIGGER parts_lexicon_update AFTER UPDATE ON parts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_parts_lexicon();--> statement-breakpoint
CREATE TRIGGER parts_lexicon_delete AFTER DELETE ON parts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_parts_lexicon();
