CREATE TABLE "categories" (
	"store" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"universe" text NOT NULL,
	"label" text NOT NULL,
	"folded_label" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"size_scale" text,
	"illustration" text,
	CONSTRAINT "categories_store_id_pk" PRIMARY KEY("store","id")
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"store" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"hex" text NOT NULL,
	CONSTRAINT "colours_store_code_pk" PRIMARY KEY("store","code")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"store" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "documents_store_kind_key_pk" PRIMARY KEY("store","kind","key")
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store" text NOT NULL,
	"report" jsonb NOT NULL,
	"user_agent" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"store" text NOT NULL,
	"id" text NOT NULL,
	"reference" text NOT NULL,
	"category_id" text NOT NULL,
	"category_path" text NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"brand" text NOT NULL,
	"price_min" numeric(10, 2) NOT NULL,
	"price_max" numeric(10, 2) NOT NULL,
	"crossed_out_price" numeric(10, 2),
	"discount" integer DEFAULT 0 NOT NULL,
	"pack_size" integer DEFAULT 1 NOT NULL,
	"is_plus_size" boolean DEFAULT false NOT NULL,
	"popularity" integer NOT NULL,
	"released_on" date NOT NULL,
	"illustration" text NOT NULL,
	"card" jsonb NOT NULL,
	"sheet" jsonb NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "products_store_id_pk" PRIMARY KEY("store","id")
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"store" text NOT NULL,
	"product_id" text NOT NULL,
	"source" text NOT NULL,
	"related_id" text NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "related_products_store_product_id_source_related_id_pk" PRIMARY KEY("store","product_id","source","related_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"product_id" text NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"store" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_store_word_pk" PRIMARY KEY("store","word")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seed" integer NOT NULL,
	"products" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"store" text NOT NULL,
	"sku" text NOT NULL,
	"product_id" text NOT NULL,
	"catalogue_sku" text NOT NULL,
	"ean" text NOT NULL,
	"colour_code" text NOT NULL,
	"size_code" text NOT NULL,
	"size_label" text NOT NULL,
	"cup" text DEFAULT '' NOT NULL,
	"is_large_size" boolean DEFAULT false NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"crossed_out_price" numeric(10, 2),
	"is_markdown" boolean DEFAULT false NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "variants_store_sku_pk" PRIMARY KEY("store","sku")
);
--> statement-breakpoint
CREATE INDEX "categories_path_idx" ON "categories" USING btree ("store","path");--> statement-breakpoint
CREATE INDEX "products_reference_idx" ON "products" USING btree ("store","reference");--> statement-breakpoint
CREATE INDEX "products_category_path_idx" ON "products" USING btree ("store","category_path");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("store","product_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("store","product_id");