-- Quick order (docs/decisions/050-quick-order.md) finds pasted OEM numbers exactly, in one query for
-- every line: an index on the OEM numbers in their normal form (migration 0006's), as the SKUs'
-- (0021) and the old numbers' (0021) have. part_numbers' trigram index finds fragments, and a
-- fragment's common trigrams make fifty exact numbers cost a second on 100,000 parts.
-- Named with its schema: an index is built with a search path of pg_catalog alone.
CREATE FUNCTION motoforge_normalize_part_numbers(value text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY(SELECT public.motoforge_normalize_part_number(n) FROM unnest(value) AS n) $$;--> statement-breakpoint
CREATE INDEX "parts_normalized_oem_numbers_idx" ON "parts" USING gin (motoforge_normalize_part_numbers("oem_numbers"));
