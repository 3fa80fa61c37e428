import type { Db } from './database.js';

/**
 * What a handle's statements run on, which Drizzle keeps as its session's client
 * (`db._.session`): the pool for the database's own handle; in a transaction on PostgreSQL, the
 * pooled connection it holds, which later transactions get again (each with a new handle).
 * PGlite gives each transaction a new one.
 */
const connectionOf = (db: Db): object => {
  const { client } = db._.session as { client?: object };
  return client ?? db;
};

/**
 * A prepared statement built once per connection: Drizzle builds a query's SQL text when it is
 * prepared, which for a large select costs more than running it, and PostgreSQL parses and plans
 * a named statement once per connection. Inside a transaction the statement is the one built
 * earlier on the same pooled connection (it runs on that connection only).
 */
export function preparedPerDb<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    const connection = connectionOf(db);
    let statement = built.get(connection);
    if (!statement) built.set(connection, (statement = build(db)));
    return statement;
  };
}
