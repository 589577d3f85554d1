-- The order's life (DESIGN.md §10, ADR 025): its timeline, its courier and how its refund stands.
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"by_user_id" text,
	"note" text,
	CONSTRAINT "order_events_state_known" CHECK ("order_events"."state" in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'refund-failed')),
	CONSTRAINT "order_events_by_known" CHECK ("order_events"."by" in ('buyer', 'admin', 'system'))
);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_at_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "steadfast_consignment_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_problem" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_status_known" CHECK ("orders"."refund_status" in ('pending', 'failed', 'refunded'));--> statement-breakpoint
-- A cash-on-delivery order ships before it is paid: the rider collects the money at the door.
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipping_only_when_paid";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_only_when_paid" CHECK (not "orders"."status" or "orders"."paid" or "orders"."payment_method" = 'cod');--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before the timeline existed start theirs where they stand.
INSERT INTO "order_events" ("order_id", "state", "at", "by") SELECT "id", 'placed', "created_at", 'buyer' FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "state", "at", "by") SELECT "id", "state", coalesce("paid_at", "phone_confirmed_at", "created_at"), 'system' FROM "orders" WHERE "state" <> 'placed';
