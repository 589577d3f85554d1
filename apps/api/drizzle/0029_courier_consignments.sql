-- Couriers behind one interface (docs/decisions/053-couriers-behind-one-interface.md): an order keeps
-- its API courier's consignment as text (Steadfast's numbers, Pathao's consignment ids, RedX's
-- tracking ids), found by the courier's webhook. A Steadfast order keeps its consignment, and a
-- packed one that already has its consignment names its courier, so shipping it again reuses it.
ALTER TABLE "orders" ADD COLUMN "courier_consignment_id" text;--> statement-breakpoint
UPDATE "orders" SET "courier_consignment_id" = "steadfast_consignment_id"::text, "courier" = coalesce("courier", 'steadfast') WHERE "steadfast_consignment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "steadfast_consignment_id";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_courier_consignment_idx" ON "orders" USING btree ("courier","courier_consignment_id") WHERE "orders"."courier_consignment_id" is not null;
