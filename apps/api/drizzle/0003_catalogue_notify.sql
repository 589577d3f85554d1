-- Every committed change to the catalogue or the reviews tells every server process (LISTEN
-- motoforge_catalogue) to drop its in-memory copy. NOTIFY is delivered on commit only.
CREATE OR REPLACE FUNCTION motoforge_notify_catalogue() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('motoforge_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER parts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parts
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION motoforge_notify_catalogue();
