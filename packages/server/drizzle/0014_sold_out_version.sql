-- A search or a listing answered from the in-memory index (decision 024) needs the products sold
-- out now. Reading their ids with every call cost PostgreSQL a scan of thousands of rows; the list
-- changes only when a product's stock_total (kept by migration 0003's triggers) crosses zero. Each
-- store's version moves then, in the same transaction: a reader that sees the new stock sees the
-- new version, and reads the list again only when the version has moved.
CREATE TABLE "sold_out_versions" (
	"store" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Statement-level over the transition tables: one upsert per statement, however many products it
-- changes (a seeding updates them all at once). Products are inserted and deleted only by a
-- seeding, whose new seed run makes every reader build its index and read the list again.
CREATE FUNCTION bump_sold_out_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO sold_out_versions AS v (store, version)
	SELECT DISTINCT n.store, 1
	FROM new_products n JOIN old_products o ON o.store = n.store AND o.id = n.id
	WHERE (o.stock_total <= 0) <> (n.stock_total <= 0)
	ON CONFLICT (store) DO UPDATE SET version = v.version + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_sold_out_changed AFTER UPDATE ON products
	REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
	FOR EACH STATEMENT EXECUTE FUNCTION bump_sold_out_versions();
