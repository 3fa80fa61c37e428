-- Listing columns: sizes, colours and total stock on the product row, so a listing or a search
-- reads one row per product (no join with its variants).
ALTER TABLE "products" ADD COLUMN "size_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_labels" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Databases seeded before this migration: fill the new columns from the variants.
UPDATE "products" p SET
	("size_codes", "size_labels") = (
		SELECT coalesce(array_agg(s.size_code ORDER BY s.first_sku), '{}'), coalesce(array_agg(s.size_label ORDER BY s.first_sku), '{}')
		FROM (SELECT v.size_code, min(v.size_label) AS size_label, min(v.sku) AS first_sku FROM variants v
		      WHERE v.store = p.store AND v.product_id = p.id GROUP BY v.size_code) s),
	"colour_codes" = coalesce((SELECT array_agg(DISTINCT v.colour_code) FROM variants v WHERE v.store = p.store AND v.product_id = p.id), '{}'),
	"stock_total" = coalesce((SELECT sum(v.stock) FROM variants v WHERE v.store = p.store AND v.product_id = p.id), 0);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "size_codes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "size_labels" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "colour_codes" DROP DEFAULT;
