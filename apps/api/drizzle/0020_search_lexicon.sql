-- Typo-tolerant search, word by word (docs/decisions/041-typo-tolerant-search.md). A query word the
-- catalogue does not have is replaced by the catalogue's words nearest to it; the catalogue's words
-- are kept here, each with the number of live parts whose search document has it, so that a word
-- that no longer names anything stops being offered. fuzzystrmatch's levenshtein decides how far a
-- word is from a typed one (PGlite ships it in its contrib, as it does pg_trgm).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_lexicon" (
  "word" text PRIMARY KEY,
  "parts" integer NOT NULL
);--> statement-breakpoint
-- Nearest words by trigram distance, the shortlist levenshtein then decides on.
CREATE INDEX "search_lexicon_word_trgm_idx" ON "search_lexicon" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- A last word the rider may still be typing is known when it begins a word (LIKE 'clut%').
CREATE INDEX "search_lexicon_word_prefix_idx" ON "search_lexicon" ("word" text_pattern_ops);--> statement-breakpoint
-- The words of a part a typo can be corrected to: those of its search document (names, numbers and
-- descriptions, English and Bangla) made of letters only, 4 or more of them: shorter words are never
-- corrected, and a word with digits is part of a part number, found by its fragments instead.
-- None for a removed part.
CREATE FUNCTION motoforge_lexicon_words(document tsvector, deleted_at timestamptz) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN deleted_at IS NULL AND document IS NOT NULL THEN ARRAY(
    SELECT word FROM unnest(tsvector_to_array(document)) AS word
    WHERE word ~ '^[a-z\u0980-\u09FF]+$' AND char_length(word) >= 4
  ) ELSE '{}' END;--> statement-breakpoint
CREATE FUNCTION motoforge_part_lexicon() RETURNS trigger AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN old_words := motoforge_lexicon_words(OLD.search_document, OLD.deleted_at); END IF;
  IF TG_OP <> 'DELETE' THEN new_words := motoforge_lexicon_words(NEW.search_document, NEW.deleted_at); END IF;
  UPDATE search_lexicon SET parts = parts - 1
    WHERE word = ANY (old_words) AND NOT word = ANY (new_words);
  DELETE FROM search_lexicon WHERE word = ANY (old_words) AND parts <= 0;
  -- In word order, so that two parts saved at once take the words' row locks in one order.
  INSERT INTO search_lexicon AS lexicon (word, parts)
    SELECT word, 1 FROM unnest(new_words) AS word WHERE NOT word = ANY (old_words) ORDER BY word
    ON CONFLICT (word) DO UPDATE SET parts = lexicon.parts + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- After parts_search_columns has written the document. UPDATE OF names the columns a statement
-- sets, not those a BEFORE trigger changes, hence the document's own sources.
CREATE TRIGGER parts_lexicon
  AFTER INSERT OR DELETE OR UPDATE OF name, sku, oem_numbers, description, name_bn, description_bn, deleted_at ON parts
  FOR EACH ROW EXECUTE FUNCTION motoforge_part_lexicon();--> statement-breakpoint
INSERT INTO search_lexicon (word, parts)
  SELECT word, count(*) FROM parts, unnest(motoforge_lexicon_words(search_document, deleted_at)) AS word
  GROUP BY word;
