-- One order, one truth (docs/orders.md, ADR 037). The order's `state` is the truth: the spec's
-- `status` is computed from it by the database, `paid` from when the money came (`paid_at`), and
-- a check keeps `paid` and the state in agreement, so no code path can write a second truth.
-- Every order also gets a short number people can read out on the phone (ADR 038).
CREATE SEQUENCE "order_number_seq";--> statement-breakpoint
-- The n-th order's number: n scrambled over 2^30 (an odd multiplier and a mask, so no two orders
-- share one and the numbers do not count the shop's orders), written as six of Crockford's
-- base-32 digits (no I, L, O or U) after "MF-".
CREATE FUNCTION "order_number_of"(n bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'MF-' || string_agg(
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((((((n * 747796405) & 1073741823) # 365918261) >> (5 * (5 - i))) & 31) + 1)::int, 1),
    '' ORDER BY i)
  FROM generate_series(0, 5) AS i
$$;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
UPDATE "orders" SET "number" = "order_number_of"("numbered"."n")
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "orders") AS "numbered"
  WHERE "numbered"."id" = "orders"."id";--> statement-breakpoint
SELECT setval('order_number_seq', greatest((SELECT count(*) FROM "orders"), 1), (SELECT count(*) FROM "orders") > 0);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT "order_number_of"(nextval('order_number_seq'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_shipping_only_when_paid";--> statement-breakpoint
UPDATE "orders" SET "paid_at" = coalesce("paid_at", "created_at") WHERE "paid";--> statement-breakpoint
UPDATE "orders" SET "paid_at" = NULL WHERE NOT "paid";--> statement-breakpoint
-- A cash-on-delivery order paid at the door has its cash receipt as its tnxId.
UPDATE "orders" SET "tnx_id" = 'COD-' || "number" WHERE "paid_at" IS NOT NULL AND "tnx_id" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "orders_unpaid_created_at_idx";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "paid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid" boolean GENERATED ALWAYS AS ("paid_at" IS NOT NULL) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" boolean GENERATED ALWAYS AS ("state" IN ('shipped', 'delivered', 'returned')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_created_at_idx" ON "orders" USING btree ("created_at") WHERE NOT "orders"."paid";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_agrees_with_state" CHECK (CASE "state"
  WHEN 'placed' THEN "paid_at" IS NULL
  WHEN 'confirmed' THEN ("paid_at" IS NOT NULL) = ("payment_method" <> 'cod')
  WHEN 'packed' THEN ("paid_at" IS NOT NULL) = ("payment_method" <> 'cod')
  WHEN 'shipped' THEN ("paid_at" IS NOT NULL) = ("payment_method" <> 'cod')
  WHEN 'delivered' THEN "paid_at" IS NOT NULL
  WHEN 'returned' THEN "paid_at" IS NOT NULL
  ELSE true END);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tnx_id_when_paid" CHECK (("tnx_id" IS NOT NULL) = ("paid_at" IS NOT NULL));
