-- The part's list price when the line was ordered, beside the price charged (which a group price
-- or a quote may lower): the invoice prints it where it is higher. Null on lines ordered before:
-- the price then is not known (docs/decisions/059-list-price-on-invoices.md).
ALTER TABLE "order_lines" ADD COLUMN "list_price_poisha" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_list_price_positive" CHECK ("order_lines"."list_price_poisha" > 0);
