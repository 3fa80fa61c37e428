import type { Db } from './database.js';

/**
 * A prepared statement built once per database handle: Drizzle builds a query's SQL text when it
 * is prepared, which for a large select costs more than running it. A transaction's handle is
 * new each time, so inside one the statement is built for that transaction.
 */
export function preparedPerDb<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
