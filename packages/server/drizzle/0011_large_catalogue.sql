-- A catalogue of 100,000 products per store (issue 23).
-- Category paths compare byte by byte, so that `LIKE '10000/%'` (a universe's or a group's
-- products) reads the (store, category_path) index whatever the database's collation.
ALTER TABLE "products" ALTER COLUMN "category_path" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
-- Narrow rows: the card, the sheet and the search vector (3 KB a product) go to TOAST storage,
-- while what listings and searches read for every matching product stays in the row itself.
ALTER TABLE "products" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "store" SET STORAGE PLAIN, ALTER COLUMN "id" SET STORAGE PLAIN,
	ALTER COLUMN "category_path" SET STORAGE PLAIN, ALTER COLUMN "label" SET STORAGE PLAIN,
	ALTER COLUMN "brand" SET STORAGE PLAIN, ALTER COLUMN "size_codes" SET STORAGE PLAIN,
	ALTER COLUMN "size_labels" SET STORAGE PLAIN, ALTER COLUMN "colour_codes" SET STORAGE PLAIN;--> statement-breakpoint
-- The label's own vector: ranks a name match above a description match, and finds suggestions,
-- without reading the whole search vector of every match.
ALTER TABLE "products" ADD COLUMN "label_vector" tsvector;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "label_vector" SET STORAGE PLAIN;--> statement-breakpoint
UPDATE "products" SET "label_vector" = to_tsvector(CASE "store" WHEN 'fr' THEN 'fr_search' ELSE 'en_search' END::regconfig, "label");--> statement-breakpoint
-- One text index per store: a store's search then needs no second index to drop the other store's
-- matches (a bitmap of all 100,000 of its products, 30 ms, which PostgreSQL chose otherwise).
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_fr_idx" ON "products" USING gin ("search_vector") WHERE "store" = 'fr';--> statement-breakpoint
CREATE INDEX "products_search_uk_idx" ON "products" USING gin ("search_vector") WHERE "store" = 'uk';--> statement-breakpoint
CREATE INDEX "products_label_search_fr_idx" ON "products" USING gin ("label_vector") WHERE "store" = 'fr';--> statement-breakpoint
CREATE INDEX "products_label_search_uk_idx" ON "products" USING gin ("label_vector") WHERE "store" = 'uk';--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("store","popularity" DESC,"id");
--> statement-breakpoint
-- Listings read their page and counts from the index alone (after VACUUM): the sort keys ride in it.
DROP INDEX "products_category_path_idx";--> statement-breakpoint
CREATE INDEX "products_category_path_idx" ON "products" USING btree ("store","category_path")
	INCLUDE ("popularity","price_min","stock_total","discount","released_on","id");--> statement-breakpoint
-- Each category's size, colour and brand counts over its subtree: a category page without filters
-- (most of them) reads these instead of counting thousands of products. They change only with the
-- catalogue, and seeding refreshes them (REFRESH MATERIALIZED VIEW).
CREATE MATERIALIZED VIEW "category_facets" AS
WITH in_category AS (
	SELECT c.store, c.id AS category_id, p.size_codes, p.size_labels, p.colour_codes, p.brand
	FROM categories c
	JOIN products p ON p.store = c.store AND (p.category_path = c.path OR p.category_path LIKE c.path || '/%')
)
SELECT store, category_id, 'size' AS facet, s.code, min(s.label COLLATE "C") AS label, count(*)::int AS products
FROM in_category, unnest(size_codes, size_labels) AS s(code, label) GROUP BY store, category_id, s.code
UNION ALL
SELECT store, category_id, 'colour', code, code, count(*)::int
FROM in_category, unnest(colour_codes) AS code GROUP BY store, category_id, code
UNION ALL
SELECT store, category_id, 'brand', brand, brand, count(*)::int FROM in_category GROUP BY store, category_id, brand;--> statement-breakpoint
CREATE UNIQUE INDEX "category_facets_key" ON "category_facets" ("store","category_id","facet","code");
