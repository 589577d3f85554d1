-- The law's deadlines (docs/orders.md#deadlines): shop settings with the Digital Commerce Guidelines'
-- defaults, when a refund began to wait (filled in for the refunds waiting now from their
-- cancelled or returned entry), and indexes for the paid orders on their way and the refunds waiting.
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "refund_requested_at" = coalesce(
  (select max("at") from "order_events" where "order_events"."order_id" = "orders"."id" and "order_events"."state" in ('cancelled', 'returned')),
  "created_at"
) WHERE "refund_status" in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "orders_delivery_deadline_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."state" in ('confirmed', 'packed', 'shipped') and "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_refund_deadline_idx" ON "orders" USING btree ("refund_requested_at") WHERE "orders"."refund_status" in ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "delivery_days_same_city" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "delivery_days_elsewhere" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "complaint_hours" smallint DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "refund_days" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_deadlines" CHECK ("shop_settings"."delivery_days_same_city" between 1 and 60 and "shop_settings"."delivery_days_elsewhere" between 1 and 60 and "shop_settings"."refund_days" between 1 and 60 and "shop_settings"."complaint_hours" between 1 and 720);
