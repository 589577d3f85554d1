-- Parts diagrams (docs/product.md#parts-diagrams, docs/decisions/049-parts-diagrams.md): a vehicle's
-- assemblies, each with one drawing (an SVG kept here as text, or an uploaded image's URL) and its
-- numbered callouts, each naming a part at a point of the drawing (x, y from 0 to 1 across it).
-- The vehicle is one model and variant already, so a callout narrows it by years only.
CREATE TABLE "assemblies" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "vehicle_id" integer NOT NULL REFERENCES "vehicles" ("id") ON DELETE CASCADE,
  "slug" text NOT NULL CHECK ("slug" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  "name" text NOT NULL,
  "name_bn" text DEFAULT '' NOT NULL,
  "position" integer NOT NULL,
  "drawing_svg" text DEFAULT '' NOT NULL,
  "drawing_url" text DEFAULT '' NOT NULL,
  "drawing_width" integer NOT NULL CHECK ("drawing_width" > 0),
  "drawing_height" integer NOT NULL CHECK ("drawing_height" > 0),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "assemblies_one_drawing" CHECK (("drawing_svg" = '') <> ("drawing_url" = ''))
);--> statement-breakpoint
CREATE UNIQUE INDEX "assemblies_vehicle_slug_idx" ON "assemblies" ("vehicle_id", "slug");--> statement-breakpoint
CREATE TABLE "assembly_callouts" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "assembly_id" integer NOT NULL REFERENCES "assemblies" ("id") ON DELETE CASCADE,
  "number" smallint NOT NULL CHECK ("number" > 0),
  "x" double precision NOT NULL CHECK ("x" >= 0 AND "x" <= 1),
  "y" double precision NOT NULL CHECK ("y" >= 0 AND "y" <= 1),
  "part_id" uuid NOT NULL REFERENCES "parts" ("id") ON DELETE CASCADE,
  "quantity" smallint DEFAULT 1 NOT NULL CHECK ("quantity" > 0),
  "year_from" smallint,
  "year_to" smallint,
  "note" text DEFAULT '' NOT NULL,
  CONSTRAINT "assembly_callouts_years_ordered" CHECK ("year_from" IS NULL OR "year_to" IS NULL OR "year_from" <= "year_to")
);--> statement-breakpoint
-- One number can name two parts (a year range each), so (assembly, number) is not unique.
CREATE INDEX "assembly_callouts_assembly_number_idx" ON "assembly_callouts" ("assembly_id", "number");--> statement-breakpoint
-- A part's page lists the diagrams it appears in.
CREATE INDEX "assembly_callouts_part_idx" ON "assembly_callouts" ("part_id");
