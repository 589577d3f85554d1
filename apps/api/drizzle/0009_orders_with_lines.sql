-- One order is one checkout, one payment and one delivery (DESIGN.md §9); its parts are its lines,
-- and each line reads as the spec's booking (ADR 023). Every existing order becomes an order of one
-- line whose id is the order's own: an order's first line always shares its id, so the spec's
-- booking ids (payment links, My Orders) keep working.
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"part_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"price_poisha" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_price_positive" CHECK ("order_lines"."price_poisha" > 0)
);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_part_id_idx" ON "order_lines" USING btree ("part_id");--> statement-breakpoint
INSERT INTO "order_lines" ("id", "order_id", "position", "part_id", "product_name", "price_poisha", "quantity")
  SELECT "id", "id", 0, "part_id", "product_name", "price_poisha", "quantity" FROM "orders";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_poisha" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_poisha" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "division_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upazila_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "orders" SET
  "subtotal_poisha" = "price_poisha" * "quantity",
  "total_poisha" = "price_poisha" * "quantity",
  "state" = CASE WHEN "status" THEN 'shipped' WHEN "paid" THEN 'confirmed' ELSE 'placed' END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_poisha" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_poisha" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('card', 'cod', 'sslcommerz'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_poisha" = "orders"."subtotal_poisha" + "orders"."delivery_fee_poisha" and "orders"."subtotal_poisha" > 0 and "orders"."delivery_fee_poisha" >= 0);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_idx" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
-- A customer's second unpaid order of a part is refused by placeOrder and checkout, which take the
-- customer's row lock first; a partial unique index cannot see through to the lines.
DROP INDEX "orders_one_unpaid_per_part_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_quantity_positive";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_price_positive";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_part_id_parts_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "part_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_name";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "price_poisha";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";
