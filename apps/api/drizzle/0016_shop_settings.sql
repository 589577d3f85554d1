-- The delivery fees and the cash-on-delivery ceiling the admin changes (DESIGN.md §9, ADR 031):
-- one row, made here with the defaults the shop had as constants before.
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"delivery_fee_inside_dhaka_poisha" integer DEFAULT 7000 NOT NULL,
	"delivery_fee_outside_dhaka_poisha" integer DEFAULT 13000 NOT NULL,
	"cod_max_poisha" integer DEFAULT 2000000 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_amounts" CHECK ("shop_settings"."delivery_fee_inside_dhaka_poisha" >= 0 and "shop_settings"."delivery_fee_outside_dhaka_poisha" >= 0 and "shop_settings"."cod_max_poisha" > 0)
);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
