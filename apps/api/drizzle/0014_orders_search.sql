-- Manage All Orders over 100,000 orders (DESIGN.md §10, ADR 028): every listing is newest first, so
-- each filter has an index in that order, and a page is read from the index without a sort.
-- The sales page's figures are read from this index alone (an index-only scan over the period).
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("state", "payment_method", "total_poisha");--> statement-breakpoint
CREATE INDEX "orders_state_created_at_idx" ON "orders" USING btree ("state", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- Both filters at once: the capped count is an index-only scan of at most 10,001 entries.
CREATE INDEX "orders_state_payment_method_created_at_idx" ON "orders" USING btree ("state", "payment_method", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_payment_method_created_at_idx" ON "orders" USING btree ("payment_method", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- The search finds a buyer's e-mail or delivery name, an order id or a tnxId anywhere in them.
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((lower("email" || ' ' || coalesce("delivery_name", '') || ' ' || "id"::text || ' ' || coalesce("tnx_id", ''))) gin_trgm_ops);--> statement-breakpoint
-- ... and the account's name.
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);
