-- Every intent made for an order, kept on the order so that deleting or releasing it cancels each
-- one (before this, only the last was known and cancelled).
ALTER TABLE "orders" ADD COLUMN "payment_intent_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The intents orders already have: the built-in test provider's rows, oldest first, then the
-- order's current intent (the only one a Stripe shop kept).
UPDATE "orders" SET "payment_intent_ids" = ARRAY(
    SELECT t."id" FROM "test_payment_intents" t
    WHERE t."order_id" = "orders"."id" AND t."id" IS DISTINCT FROM "orders"."payment_intent_id"
    ORDER BY t."created_at", t."id"
  ) || CASE WHEN "payment_intent_id" IS NULL THEN '{}'::text[] ELSE ARRAY["payment_intent_id"] END
  WHERE "payment_intent_id" IS NOT NULL
    OR EXISTS (SELECT 1 FROM "test_payment_intents" t WHERE t."order_id" = "orders"."id");--> statement-breakpoint
-- Payable test intents of orders that are gone: nobody may pay them any more.
UPDATE "test_payment_intents" SET "status" = 'canceled', "updated_at" = now()
  WHERE "status" = 'requires_payment_method'
    AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."id" = "test_payment_intents"."order_id");--> statement-breakpoint
-- One live test intent per order, as the index below requires: the one that paid the order (its
-- tnx_id), else any that succeeded, else the order's current one, else the newest. The others are
-- cancelled; one that had succeeded too was a second test-card payment of the order (the test
-- provider moves no money), and says so.
WITH "ranked" AS (
  SELECT t."id", t."status", row_number() OVER (
      PARTITION BY t."order_id"
      ORDER BY (t."status" = 'succeeded' AND t."id" = o."tnx_id") DESC NULLS LAST,
        (t."status" = 'succeeded') DESC,
        (t."id" = o."payment_intent_id") DESC NULLS LAST,
        t."created_at" DESC, t."id"
    ) AS "rank"
  FROM "test_payment_intents" t LEFT JOIN "orders" o ON o."id" = t."order_id"
  WHERE t."status" <> 'canceled'
)
UPDATE "test_payment_intents" SET "status" = 'canceled', "updated_at" = now(),
    "last_error" = CASE WHEN "ranked"."status" = 'succeeded'
      THEN 'Cancelled by migration 0005: a second payment of an order that another intent had paid'
      ELSE "test_payment_intents"."last_error" END
  FROM "ranked"
  WHERE "ranked"."id" = "test_payment_intents"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_intents_one_live_per_order_idx" ON "test_payment_intents" USING btree ("order_id") WHERE "test_payment_intents"."status" <> 'canceled';
