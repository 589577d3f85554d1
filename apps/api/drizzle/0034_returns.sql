-- Returns and the fit guarantee (docs/returns.md, ADR 056). A return is its own object with its own
-- states; its lines name the order's lines. An order line keeps the bike the shop said it fits
-- when it was ordered, which the fit guarantee reads. The timeline learns the returns' steps.
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"state" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin_note" text,
	"shop_pays_return" boolean DEFAULT false NOT NULL,
	"pickup_courier" text,
	"pickup_reference" text,
	"send_to" text,
	"refund_poisha" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"refund_problem" text,
	"refund_reference" text,
	"refund_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text REFERENCES "users"("id") ON DELETE set null,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "returns_state_known" CHECK ("returns"."state" in ('requested', 'accepted', 'refused', 'received', 'refunded')),
	CONSTRAINT "returns_refund_status_known" CHECK ("returns"."refund_status" in ('pending', 'failed', 'refunded')),
	CONSTRAINT "returns_refund_not_negative" CHECK ("returns"."refund_poisha" >= 0)
);--> statement-breakpoint
CREATE INDEX "returns_order_id_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_state_created_at_idx" ON "returns" USING btree ("state","created_at" DESC);--> statement-breakpoint
CREATE INDEX "returns_refund_deadline_idx" ON "returns" USING btree ("refund_requested_at") WHERE "returns"."refund_status" in ('pending', 'failed');--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL REFERENCES "returns"("id") ON DELETE cascade,
	"order_line_id" uuid NOT NULL REFERENCES "order_lines"("id") ON DELETE cascade,
	"part_id" uuid NOT NULL REFERENCES "parts"("id"),
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"is_guaranteed" boolean DEFAULT false NOT NULL,
	"resellable" boolean,
	CONSTRAINT "return_lines_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_reason_known" CHECK ("return_lines"."reason" in ('does-not-fit', 'damaged', 'wrong-part', 'other'))
);--> statement-breakpoint
CREATE INDEX "return_lines_order_line_id_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "return_lines_part_id_idx" ON "return_lines" USING btree ("part_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fits_vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fits_year" smallint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fits_bike" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_window_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_return_window" CHECK ("shop_settings"."return_window_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_state_known";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_state_known" CHECK ("order_events"."state" in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'refund-failed', 'return-requested', 'return-accepted', 'return-refused', 'return-received', 'return-refunded', 'return-refund-failed'));--> statement-breakpoint
CREATE TABLE "test_payment_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL REFERENCES "test_payment_intents"("id") ON DELETE cascade,
	"amount_poisha" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_refunds_amount_positive" CHECK ("test_payment_refunds"."amount_poisha" > 0)
);
