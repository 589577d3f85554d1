-- The back office (DESIGN.md §10, ADR 027): a product's version for edits, its low-stock threshold,
-- and the log of restocks.
ALTER TABLE parts ADD COLUMN updated_at timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE parts ADD COLUMN low_stock_threshold integer DEFAULT 5 NOT NULL;
--> statement-breakpoint
ALTER TABLE parts ADD CONSTRAINT parts_low_stock_threshold_non_negative CHECK (low_stock_threshold >= 0);
--> statement-breakpoint
-- A generated column, not an index predicate on available_quantity: an order's stock change then
-- stays a heap-only update unless it crosses the threshold (an index naming available_quantity,
-- even in its WHERE, would be written on every order).
ALTER TABLE parts ADD COLUMN is_low_stock boolean GENERATED ALWAYS AS (available_quantity <= low_stock_threshold) STORED;
--> statement-breakpoint
CREATE INDEX parts_low_stock_idx ON parts (position) WHERE is_low_stock AND deleted_at IS NULL;
--> statement-breakpoint
CREATE TABLE part_restocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  part_id uuid NOT NULL REFERENCES parts(id) ON DELETE CASCADE,
  quantity integer NOT NULL,
  note text DEFAULT '' NOT NULL,
  by_user_id text REFERENCES users(id) ON DELETE SET NULL,
  by_name text NOT NULL,
  available_quantity_after integer NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT part_restocks_quantity_positive CHECK (quantity >= 1)
);
--> statement-breakpoint
CREATE INDEX part_restocks_part_created_idx ON part_restocks (part_id, created_at DESC, id DESC);
