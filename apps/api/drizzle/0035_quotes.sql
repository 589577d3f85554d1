-- Quotes (docs/decisions/057-quotes.md): a business buyer asks for a quote on the cart; the admin
-- prices each line with a validity date, or refuses; the buyer accepts it once, into an order. A
-- priced quote past `ends_at` reads as expired; that state is never stored.
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" text,
	"ends_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "quotes_state_known" CHECK ("quotes"."state" in ('requested', 'priced', 'accepted', 'refused')),
	CONSTRAINT "quotes_dated_when_priced" CHECK (("quotes"."state" in ('priced', 'accepted')) <= ("quotes"."ends_at" is not null and "quotes"."valid_until" is not null))
);--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_poisha" integer NOT NULL,
	"price_poisha" integer,
	CONSTRAINT "quote_lines_quantity_positive" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_price_positive" CHECK ("quote_lines"."price_poisha" is null or "quote_lines"."price_poisha" > 0)
);--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"state" text NOT NULL,
	"user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_user_id_created_at_idx" ON "quotes" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "quotes_state_created_at_idx" ON "quotes" USING btree ("state","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_id_position_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_id_part_id_idx" ON "quote_lines" USING btree ("quote_id","part_id");--> statement-breakpoint
CREATE INDEX "quote_lines_part_id_idx" ON "quote_lines" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "quote_events_quote_id_created_at_idx" ON "quote_events" USING btree ("quote_id","created_at");
