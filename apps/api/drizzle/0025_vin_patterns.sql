-- Chassis-number lookup (docs/architecture.md#chassis-numbers, ADR 048).
-- vin_patterns: the admin's table of maker code (VIN characters 1-3) and descriptor (characters
-- 4-8, ? for any one character) naming a vehicle. vin_unknowns: the numbers no pattern could name,
-- kept as their maker code and descriptor only, never the whole number. garage_bikes.vin: the
-- number a rider saved a bike by, theirs alone.
CREATE TABLE "vin_patterns" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "wmi" text NOT NULL,
  "descriptor" text NOT NULL,
  "vehicle_id" integer NOT NULL REFERENCES "vehicles" ("id") ON DELETE CASCADE,
  CONSTRAINT "vin_patterns_wmi_form" CHECK ("wmi" ~ '^[A-HJ-NPR-Z0-9]{3}$'),
  CONSTRAINT "vin_patterns_descriptor_form" CHECK ("descriptor" ~ '^[A-HJ-NPR-Z0-9?]{5}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "vin_patterns_wmi_descriptor_idx" ON "vin_patterns" ("wmi", "descriptor");--> statement-breakpoint
CREATE INDEX "vin_patterns_vehicle_idx" ON "vin_patterns" ("vehicle_id");--> statement-breakpoint
CREATE TABLE "vin_unknowns" (
  "wmi" text NOT NULL,
  "descriptor" text NOT NULL,
  "reason" text NOT NULL CHECK ("reason" IN ('maker', 'pattern', 'several')),
  "count" integer NOT NULL DEFAULT 1,
  "last_seen_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("wmi", "descriptor")
);--> statement-breakpoint
CREATE INDEX "vin_unknowns_last_seen_idx" ON "vin_unknowns" ("last_seen_at");--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD COLUMN "vin" text;
