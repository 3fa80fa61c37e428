-- products.stock_total follows its variants' stock, whoever changes it (seeding, orders, imports).
-- Statement-level triggers with transition tables: one update per statement, not per row.
CREATE FUNCTION refresh_product_stock_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE products p
	SET stock_total = coalesce((SELECT sum(v.stock) FROM variants v WHERE v.store = p.store AND v.product_id = p.id), 0)
	WHERE (p.store, p.id) IN (SELECT store, product_id FROM changed_variants);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER variants_inserted AFTER INSERT ON variants REFERENCING NEW TABLE AS changed_variants
	FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_totals();
--> statement-breakpoint
CREATE TRIGGER variants_updated AFTER UPDATE ON variants REFERENCING NEW TABLE AS changed_variants
	FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_totals();
--> statement-breakpoint
CREATE TRIGGER variants_deleted AFTER DELETE ON variants REFERENCING OLD TABLE AS changed_variants
	FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_stock_totals();
