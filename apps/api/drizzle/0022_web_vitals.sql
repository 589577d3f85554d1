-- Field vitals (docs/performance.md#field-vitals): one row per measurement a sampled visit reported,
-- with the page's route pattern and nothing of the visitor. The back office reads the last 28 days
-- by `recorded_at`; older rows are deleted by the daily prune-field-vitals job.
CREATE TABLE "web_vitals" (
  "id" bigserial PRIMARY KEY,
  "route" text NOT NULL,
  "metric" text NOT NULL CHECK ("metric" IN ('LCP', 'INP', 'CLS')),
  "value" double precision NOT NULL CHECK ("value" >= 0),
  "recorded_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_at_idx" ON "web_vitals" ("recorded_at", "route", "metric");
