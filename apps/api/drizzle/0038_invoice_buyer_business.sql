-- The buyer's registered business name and address as the invoice was issued, beside its BIN
-- (docs/decisions/067-invoice-buyer-business.md): an approved business account's, '' for anyone
-- else and for invoices issued before, which print the delivery name and address as they did.
ALTER TABLE "invoices" ADD COLUMN "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_address" text DEFAULT '' NOT NULL;
