-- One row per attempt to pay an order through SSLCommerz (DESIGN.md §9): our tran_id (at most 30
-- characters), what the gateway reported once checked through its validation API, and, when an
-- attempt did not pay the order, why (for the admin).
CREATE TABLE "sslcommerz_payments" (
	"tran_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_poisha" integer NOT NULL,
	"session_key" text,
	"status" text DEFAULT 'started' NOT NULL,
	"val_id" text,
	"bank_tran_id" text,
	"risk_level" smallint,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sslcommerz_payments_status_known" CHECK ("sslcommerz_payments"."status" in ('started', 'paid', 'held', 'refused', 'invalid', 'failed', 'cancelled', 'unavailable'))
);--> statement-breakpoint
ALTER TABLE "sslcommerz_payments" ADD CONSTRAINT "sslcommerz_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sslcommerz_payments_order_id_idx" ON "sslcommerz_payments" USING btree ("order_id","created_at");
