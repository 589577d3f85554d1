-- The catalogue of thousands (DESIGN.md §8): categories, SKUs and OEM numbers, vehicles, fitment,
-- My Garage, and search in PostgreSQL (full text plus pg_trgm) on both drivers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "position") VALUES
  ('engine', 'Engine', 1),
  ('brakes', 'Brakes', 2),
  ('chain-sprockets', 'Chain and sprockets', 3),
  ('clutch-transmission', 'Clutch and transmission', 4),
  ('filters', 'Filters', 5),
  ('electrical', 'Electrical', 6),
  ('lighting', 'Lighting', 7),
  ('suspension', 'Suspension', 8),
  ('wheels-tyres', 'Wheels and tyres', 9),
  ('body', 'Body and frame', 10),
  ('controls', 'Controls and cables', 11),
  ('oils', 'Oils and care', 12),
  ('other', 'Other', 13);--> statement-breakpoint
CREATE TABLE "fitments" (
	"part_id" uuid NOT NULL,
	"vehicle_id" integer NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "fitments_part_id_vehicle_id_year_from_pk" PRIMARY KEY("part_id","vehicle_id","year_from"),
	CONSTRAINT "fitments_years_ordered" CHECK ("fitments"."year_from" <= "fitments"."year_to")
);
--> statement-breakpoint
CREATE TABLE "garage_bikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make" text NOT NULL,
	"model" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL,
	"cc" smallint NOT NULL,
	CONSTRAINT "vehicles_years_ordered" CHECK ("vehicles"."year_from" <= "vehicles"."year_to"),
	CONSTRAINT "vehicles_cc_positive" CHECK ("vehicles"."cc" > 0)
);
--> statement-breakpoint
-- Parts that exist get SKUs in catalogue order; new ones take the next number unless given one.
CREATE SEQUENCE "parts_sku_seq";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "sku" text;--> statement-breakpoint
UPDATE "parts" SET "sku" = 'MF-' || lpad(nextval('parts_sku_seq')::text, 5, '0')
  FROM (SELECT "id" AS "pid" FROM "parts" ORDER BY "position") AS "ordered" WHERE "parts"."id" = "ordered"."pid";--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "sku" SET DEFAULT ('MF-' || lpad(nextval('parts_sku_seq')::text, 5, '0'));--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "oem_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "part_numbers" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitments_vehicle_part_idx" ON "fitments" USING btree ("vehicle_id","part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_bikes_user_bike_idx" ON "garage_bikes" USING btree ("user_id","vehicle_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_bikes_one_current_idx" ON "garage_bikes" USING btree ("user_id") WHERE "garage_bikes"."current";--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_make_model_variant_idx" ON "vehicles" USING btree ("make","model","variant");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "parts_category_position_idx" ON "parts" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "parts_price_idx" ON "parts" USING btree ("price_poisha");--> statement-breakpoint
CREATE INDEX "parts_created_at_idx" ON "parts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_sku_unique" UNIQUE("sku");--> statement-breakpoint
-- Part numbers match whatever their case, spaces and dashes: "06455-KWB-601" = "06455 kwb601".
CREATE FUNCTION motoforge_normalize_part_number(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(regexp_replace(value, '[^[:alnum:]]+', '', 'g'));--> statement-breakpoint
-- Keeps the searchable columns of a part in step with its name, numbers and description.
CREATE FUNCTION motoforge_part_search_columns() RETURNS trigger AS $$
BEGIN
  NEW.part_numbers := array_to_string(ARRAY(
    SELECT motoforge_normalize_part_number(n) FROM unnest(NEW.sku || NEW.oem_numbers) AS n
  ), ' ');
  NEW.search_document :=
    setweight(to_tsvector('simple', NEW.name), 'A') ||
    setweight(to_tsvector('simple', NEW.sku || ' ' || array_to_string(NEW.oem_numbers, ' ')), 'A') ||
    setweight(to_tsvector('simple', NEW.description), 'C');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER parts_search_columns BEFORE INSERT OR UPDATE OF name, sku, oem_numbers, description ON parts
  FOR EACH ROW EXECUTE FUNCTION motoforge_part_search_columns();--> statement-breakpoint
UPDATE "parts" SET "sku" = "sku";--> statement-breakpoint
CREATE INDEX "parts_search_document_idx" ON "parts" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "parts_part_numbers_trgm_idx" ON "parts" USING gin ("part_numbers" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_name_trgm_idx" ON "parts" USING gin (lower("name") gin_trgm_ops);
