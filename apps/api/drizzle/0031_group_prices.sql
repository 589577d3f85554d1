-- Group prices (docs/decisions/054-business-prices.md): a customer group's minimum order value, its
-- discounts off the list price (for a category, or for one part, which wins over its category),
-- and its quantity breaks (a further discount from a quantity of one line on).
ALTER TABLE "customer_groups" ADD COLUMN "minimum_order_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_minimum_order_non_negative" CHECK ("customer_groups"."minimum_order_poisha" >= 0);--> statement-breakpoint
CREATE TABLE "customer_group_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"category" text,
	"part_id" uuid,
	"basis_points" integer NOT NULL,
	CONSTRAINT "customer_group_discounts_one_target" CHECK (("customer_group_discounts"."category" is null) <> ("customer_group_discounts"."part_id" is null)),
	CONSTRAINT "customer_group_discounts_range" CHECK ("customer_group_discounts"."basis_points" between 1 and 9000)
);--> statement-breakpoint
ALTER TABLE "customer_group_discounts" ADD CONSTRAINT "customer_group_discounts_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_discounts" ADD CONSTRAINT "customer_group_discounts_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customer_group_discounts" ADD CONSTRAINT "customer_group_discounts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_group_discounts_group_category_idx" ON "customer_group_discounts" USING btree ("group_id","category") WHERE "customer_group_discounts"."category" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_group_discounts_group_part_idx" ON "customer_group_discounts" USING btree ("group_id","part_id") WHERE "customer_group_discounts"."part_id" is not null;--> statement-breakpoint
CREATE TABLE "customer_group_breaks" (
	"group_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"basis_points" integer NOT NULL,
	CONSTRAINT "customer_group_breaks_group_id_min_quantity_pk" PRIMARY KEY("group_id","min_quantity"),
	CONSTRAINT "customer_group_breaks_quantity" CHECK ("customer_group_breaks"."min_quantity" >= 2),
	CONSTRAINT "customer_group_breaks_range" CHECK ("customer_group_breaks"."basis_points" between 1 and 9000)
);--> statement-breakpoint
ALTER TABLE "customer_group_breaks" ADD CONSTRAINT "customer_group_breaks_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;
