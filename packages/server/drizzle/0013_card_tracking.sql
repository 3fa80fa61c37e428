-- Every product card carries three of its sheet's attributes for the data layer (spec 3). Read
-- from the sheet, each card unpacked its 3 KB TOASTed sheet: 1.4 ms of PostgreSQL for a page of
-- 48 cards. Generated columns keep them in the row; one ALTER rewrites the table once.
ALTER TABLE "products"
  ADD COLUMN "universe" text GENERATED ALWAYS AS (coalesce(sheet -> 'attributes' ->> 'universe', '')) STORED NOT NULL,
  ADD COLUMN "subuniverse" text GENERATED ALWAYS AS (coalesce(sheet -> 'attributes' ->> 'subuniverse', '')) STORED NOT NULL,
  ADD COLUMN "subfamily_label" text GENERATED ALWAYS AS (coalesce(sheet -> 'attributes' ->> 'codeLibelleSsfamille', '')) STORED NOT NULL;
