import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the versioned migrations in drizzle/ that this database has not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, seeding) while every other process doing the same on this database
   * waits: replicas started together on an empty database would otherwise both create the
   * tables and both seed. On PostgreSQL, a session advisory lock held by a connection of its own,
   * which `work` gets as its database, without the statement timeout (seeding takes long
   * statements). PGlite is one process's: `work` just runs.
   */
  exclusively<T>(work: (database: SetUpDatabase) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (to start other instances from). */
  dump?(): Promise<Blob>;
}

/** What setting the database up needs: its tables and a way to write them. */
type SetUpDatabase = Pick<Database, 'db' | 'migrate'>;

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

const ignore = () => undefined;

/** Drizzle on a node-postgres pool or a connection of its own. */
function onPostgres(client: pg.Pool | pg.Client): SetUpDatabase {
  const db = drizzleNodePg({ client, schema });
  return { db, migrate: () => migrateNodePg(db, { migrationsFolder }) };
}

export type DatabaseLocation =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * Longest a statement may run, or a transaction sit idle, on the pool's connections before
       * PostgreSQL cancels it (ms; absent or 0: no limit): one slow query cannot hold the pool.
       */
      statementTimeoutMs?: number;
    }
  /** A data directory, 'memory://', or a tarball from `dumpDataDir` to start from. */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const timeout = location.statementTimeoutMs;
    const pool = new pg.Pool({
      connectionString: location.url,
      max: location.poolSize ?? 10,
      ...(timeout
        ? { statement_timeout: timeout, idle_in_transaction_session_timeout: timeout }
        : {}),
    });
    // PostgreSQL ends a connection left idle in a transaction (or restarting, or killed by an
    // admin): its client then emits 'error', which, unheard, would end the process. The query it
    // breaks fails on its own, and the pool drops the client.
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    return {
      ...onPostgres(pool),
      kind: 'postgres',
      exclusively: async (work) => {
        const client = new pg.Client({ connectionString: location.url });
        client.on('error', ignore);
        await client.connect();
        try {
          await client.query(`SELECT pg_advisory_lock(hashtext('vitrine.set-up'))`);
          return await work(onPostgres(client));
        } finally {
          // Ending the session releases its lock.
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!location.dataDir.includes('://')) mkdirSync(location.dataDir, { recursive: true });
  // One PGlite instance is one connection: PGlite queues queries itself, and Drizzle runs each
  // transaction on it exclusively.
  const client = await PGlite.create(location.dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(database),
    close: () => client.close(),
    dump: async () => {
      // Checkpointed first, a copy opens without replaying the WAL: 0.6 s instead of 1 s.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
  return database;
}
