import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { seedCatalogue, seedIfEmpty } from '../src/seed/seed-database.js';
import { TEST_SEED } from './test-seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite data directory (tarball) each test file starts from. */
    pgliteDump: string;
    /** A seeded PostgreSQL database each test file copies (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
    /** What seeding the empty PGlite database answered (seed.test.ts checks it). */
    pgliteFirstSeed: { seeded: boolean; products?: number };
  }
}

/** Seeds one database for the whole run; test files start from copies of it. */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'vitrine-server-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DATABASE === 'postgres' && url) {
    const template = `vitrine_template_${String(process.pid)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, template),
      poolSize: 2,
    });
    await database.migrate();
    await seedCatalogue(database.db, TEST_SEED);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    project.provide('pgliteFirstSeed', { seeded: false });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
      rmSync(work, { recursive: true, force: true });
    };
  }
  // Seeded as a first start seeds an empty database (seed.test.ts checks the outcome).
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await database.migrate();
  project.provide('pgliteFirstSeed', await seedIfEmpty(database.db, TEST_SEED));
  if (!database.dump) throw new Error('PGlite databases can be dumped');
  const dump = join(work, 'seeded.tar');
  writeFileSync(dump, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', dump);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(work, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
