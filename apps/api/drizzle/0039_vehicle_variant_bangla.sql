-- A vehicle's variant as Bangla pages write it (টুইন ডিস্ক), beside its make and model in Bangla
-- (docs/decisions/021-bangla-catalogue.md, addendum of 2026-12-01); '' shows the English.
ALTER TABLE "vehicles" ADD COLUMN "variant_bn" text DEFAULT '' NOT NULL;
