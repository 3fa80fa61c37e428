-- Mix and match (issue 22, decision 022): looks of coordinated pieces sold separately, each piece a
-- catalogue product in the look's colour. Written by the seed with the catalogue.
CREATE TABLE "look_pieces" (
	"store" text NOT NULL,
	"look_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"colour_code" text NOT NULL,
	CONSTRAINT "look_pieces_store_look_id_position_pk" PRIMARY KEY("store","look_id","position")
);
--> statement-breakpoint
CREATE TABLE "looks" (
	"store" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "looks_store_id_pk" PRIMARY KEY("store","id")
);
--> statement-breakpoint
ALTER TABLE "look_pieces" ADD CONSTRAINT "look_pieces_store_look_id_looks_store_id_fk" FOREIGN KEY ("store","look_id") REFERENCES "public"."looks"("store","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "look_pieces" ADD CONSTRAINT "look_pieces_store_product_id_products_store_id_fk" FOREIGN KEY ("store","product_id") REFERENCES "public"."products"("store","id") ON DELETE cascade ON UPDATE no action;