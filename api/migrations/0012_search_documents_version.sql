-- What the API's search index reads (products/search-index.ts: each product's search document, the fields a
-- search result shows, its first colour's images, its best seller rank) changes far less often than the
-- catalogue version does: a purchase changes stock, not what a search finds or shows. This counter moves only
-- with those, so that after a purchase every API process keeps its search index instead of reading 10,000
-- documents again. A row, not a sequence: it changes inside the writing transaction, so a reader never sees a
-- number whose change it cannot see yet.
CREATE TABLE search_documents_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version  bigint  NOT NULL
);
INSERT INTO search_documents_version (version) VALUES (0);

CREATE FUNCTION search_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents_version SET version = version + 1;
  RETURN NULL;
END
$$;

-- Stock keeps products.stock_keys (migration 0010), which is not in this list.
CREATE TRIGGER products_search_documents_updated
  AFTER UPDATE OF id, name, description, category, fabric, price, is_new, plus_size, best_seller_rank,
                  search_vector, updated_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER products_search_documents_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
CREATE TRIGGER product_variants_search_documents_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION search_documents_changed();
