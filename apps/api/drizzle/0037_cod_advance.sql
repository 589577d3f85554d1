-- The delivery-fee advance of a risky cash-on-delivery order (docs/orders.md#cod-risk,
-- docs/decisions/063-cod-advance.md): the order keeps what it asks in advance and when and by which
-- SSLCommerz payment that came; it is confirmed only once paid. Each SSLCommerz attempt says
-- whether it pays the order or its advance.
ALTER TABLE "orders" ADD COLUMN "advance_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_tnx_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_tnx_id_unique" UNIQUE("advance_tnx_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_within_total" CHECK ("orders"."advance_poisha" >= 0 and "orders"."advance_poisha" <= "orders"."total_poisha" and ("orders"."advance_poisha" = 0 or "orders"."payment_method" = 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advance_tnx_id_when_paid" CHECK (("orders"."advance_tnx_id" is not null) = ("orders"."advance_paid_at" is not null) and ("orders"."advance_paid_at" is null or "orders"."advance_poisha" > 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_after_advance" CHECK ("orders"."state" in ('placed', 'cancelled') or "orders"."advance_poisha" = 0 or "orders"."advance_paid_at" is not null);--> statement-breakpoint
ALTER TABLE "sslcommerz_payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "sslcommerz_payments" ADD CONSTRAINT "sslcommerz_payments_purpose_known" CHECK ("sslcommerz_payments"."purpose" in ('order', 'advance'));--> statement-breakpoint
ALTER TABLE "shop_settings" DROP CONSTRAINT "shop_settings_cod_risk";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cod_risk" CHECK ("shop_settings"."cod_risk_threshold" between 0 and 200 and "shop_settings"."cod_risk_action" in ('hold', 'pay-online', 'advance-delivery-fee'));
