-- New parts' SKUs past 99,999 (issue 35): lpad(n, 5, '0') also cuts a longer number to 5
-- characters, so part 100,000 was given "MF-10000", the SKU of part 10,000. Numbers are padded to
-- 5 digits and never cut: MF-00042, MF-99999, MF-100000. One function, so that the sequence is
-- read once per part. SKUs already given stay as they are.
CREATE FUNCTION "parts_next_sku"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'MF-' || lpad(n::text, greatest(5, length(n::text)), '0') FROM nextval('parts_sku_seq') AS n
$$;--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "sku" SET DEFAULT "parts_next_sku"();
