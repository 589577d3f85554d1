-- The part's list price when the line was ordered, beside the price charged (which a group price
-- or a quote may lower): the invoice prints it where it is higher. Null on lines ordered before:
-- the price then is not known (docs/decisions/059-list-price-on-invoices.md).
ALTER TABLE "order_lines" ADD COLUMN "list_price_poisha" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_list_price_positive" CHECK ("order_lines"."list_price_poisha" > 0);--> statement-breakpoint
-- The buyer's BIN as the invoice was issued, as the seller's is kept (docs/decisions/051-vat-invoices.md):
-- an approved business account's, '' for anyone else and for invoices issued before.
ALTER TABLE "invoices" ADD COLUMN "buyer_bin" text DEFAULT '' NOT NULL;
