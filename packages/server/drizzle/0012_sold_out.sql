-- The products sold out now, a few thousand of a 100,000-product store: a search answered by the
-- in-memory index (decision 024) reads them live, from this index alone.
CREATE INDEX "products_sold_out_idx" ON "products" USING btree ("store","id") WHERE stock_total <= 0;
