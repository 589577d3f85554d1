-- VAT invoices (Mushak 6.3, docs/decisions/051-vat-invoices.md): the seller's name and address, the shop's BIN, VAT rate, whether
-- prices include VAT and the invoice prefix are shop settings; an order's invoice keeps its number
-- and issue time, and one counter row per fiscal year hands out serial numbers without gaps.
ALTER TABLE "shop_settings" ADD COLUMN "seller_name" text DEFAULT 'MotoForge' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "vat_bin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "invoice_prefix" text DEFAULT 'MF' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_vat" CHECK ("shop_settings"."vat_bin" ~ '^([0-9]{13})?$' and "shop_settings"."vat_rate_basis_points" between 0 and 10000 and "shop_settings"."invoice_prefix" ~ '^[A-Z0-9-]{1,10}$');--> statement-breakpoint
CREATE TABLE "invoice_serials" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "invoice_serials_positive" CHECK ("invoice_serials"."last_serial" >= 1)
);--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"fiscal_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_bin" text NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"prices_include_vat" boolean NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_fiscal_year_serial_unique" UNIQUE("fiscal_year","serial")
);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");
