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
CREATE INDEX "products_label_search_idx" ON "products" USING gin ("label_vector");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("store","popularity" DESC,"id");
