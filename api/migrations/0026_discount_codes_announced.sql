-- Issue 34's aim: the quote with a discount code costs at most 1.2x the quote without. Each API process keeps the
-- codes the quote reads in memory (discount-codes/code-cache.ts) and drops them with its catalogue cache, so a
-- write to a code is a catalogue change like a price or stock (migration 0010's catalogue_changed: the version
-- moves, and `vesna_catalogue` is notified with the schema when the transaction commits): a staff edit or
-- deactivation, a use taken or given back, or psql. A use is taken in the transaction that reserves the order's
-- units, and given back in most cases with them (an unpaid order released, a cancellation): the same one
-- announcement. A staff edit of a code drops the HTML cache of pages too; codes change rarely.
CREATE TRIGGER discount_codes_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discount_codes
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
