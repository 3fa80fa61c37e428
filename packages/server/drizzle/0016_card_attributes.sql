-- A card is the row's id and url, its stored attributes and the live fields (availability and
-- stock, which follow the variants). The attributes now hold the card's tracking fields too, which
-- change only when the catalogue is seeded again (migration 0013 kept them beside the row). A
-- listing puts each card's JSON text together by joining texts, neither PostgreSQL nor the server
-- parsing the stored card.
ALTER TABLE "products" ADD COLUMN "card_attributes" json;--> statement-breakpoint
UPDATE "products" SET "card_attributes" = (("card" -> 'attributes')::jsonb || jsonb_build_object(
  'universe', "universe",
  'subuniverse', "subuniverse",
  'codeLibelleSsfamille', "subfamily_label",
  'libellesTailles', to_jsonb("size_labels")))::json;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "card_attributes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "card", DROP COLUMN "universe", DROP COLUMN "subuniverse", DROP COLUMN "subfamily_label";
