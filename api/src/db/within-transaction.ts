import type { Database, Queryable } from './database';
import { withSavepoint } from './savepoint';

let savepoints = 0;

/**
 * `db` as seen from inside its transaction `tx`: queries go to `tx`, and a `transaction(...)` of code written
 * for a whole Database (an order step) becomes a savepoint of it. So a caller can wrap such code and its own
 * writes (the audit entry of what it did) in one transaction: committed together or not at all.
 */
export function withinTransaction(db: Database, tx: Queryable): Database {
  return {
    kind: db.kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    listen: (channel, handlers) => db.listen(channel, handlers),
    transaction: (work) => withSavepoint(tx, `nested_${(savepoints += 1)}`, () => work(tx)),
    close: () => Promise.reject(new Error('a transaction-bound database is closed by its owner')),
  };
}
