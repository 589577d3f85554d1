-- COD risk from the shop's own records (docs/orders.md#cod-risk, docs/decisions/055-cod-risk.md): each
-- cash-on-delivery order keeps its score and reasons, may be held for the admin, and records a
-- parcel refused at the door; the shop sets the threshold and what happens above it.
ALTER TABLE "orders" ADD COLUMN "cod_risk_score" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_risk_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_released_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_released_by_users_id_fk" FOREIGN KEY ("hold_released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_phone_created_at_idx" ON "orders" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_risk_threshold" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cod_risk_action" text DEFAULT 'hold' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cod_risk" CHECK ("shop_settings"."cod_risk_threshold" between 0 and 200 and "shop_settings"."cod_risk_action" in ('hold', 'pay-online'));
--> statement-breakpoint
CREATE INDEX "orders_held_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."held_at" is not null and "orders"."hold_released_at" is null;
