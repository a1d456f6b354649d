-- A product page shows its feedback (the list, the average, the JSON-LD rating), and whole pages are kept in
-- every API process's HTML cache until the catalogue changes: new, edited or deleted feedback is a catalogue
-- change like a price or stock, announced the same way (migration 0010's catalogue_changed: the version
-- moves and `vesna_catalogue` is notified when the transaction commits).
CREATE TRIGGER product_feedback_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_feedback
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
