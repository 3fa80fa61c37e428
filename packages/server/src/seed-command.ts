// `pnpm --filter @vitrine/server seed [--force]`: fills an empty database (or, with --force, wipes
// every table — catalogue, customers, baskets and orders — and fills it again) with the generated
// catalogue of both stores and the shop data around it (codes, relay points, demo accounts).
import { sql } from 'drizzle-orm';
import { readConfig } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { queryRows } from './db/query.js';
import { seedCatalogue, seedIfEmpty } from './seed/seed-database.js';

/** Every table of the application (Drizzle keeps its migration journal in its own schema). */
async function applicationTables(db: Db): Promise<string> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  return rows.map((row) => row.name).join(', ');
}

const config = readConfig();
const database = await openDatabase(config.database);
try {
  // Not while a starting replica migrates or seeds (database.ts).
  await database.exclusively(async (setUp) => {
    await setUp.migrate();
    const { db } = setUp;
    const started = performance.now();
    if (process.argv.includes('--force')) {
      // Orders and baskets point at the old catalogue's SKUs: everything goes.
      await db.execute(sql.raw(`TRUNCATE ${await applicationTables(db)} CASCADE`));
      const { products } = await seedCatalogue(db, config.seed, config.catalogueProducts);
      console.log(
        `Seeded ${String(products)} products per store in ${String(Math.round(performance.now() - started))} ms.`,
      );
    } else {
      const result = await seedIfEmpty(db, config.seed, config.catalogueProducts);
      console.log(
        result.seeded
          ? `Seeded ${String(result.products)} products per store in ${String(Math.round(performance.now() - started))} ms.`
          : 'The catalogue is already seeded (use --force to generate it again).',
      );
    }
  });
} finally {
  await database.close();
}
