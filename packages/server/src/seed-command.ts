// `pnpm --filter @vitrine/server seed [--force]`: fills an empty database (or, with --force, wipes
// the catalogue and fills it again) with the generated catalogue of both stores.
import { sql } from 'drizzle-orm';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedCatalogue, seedIfEmpty } from './seed/seed-database.js';

const CATALOGUE_TABLES =
  'categories, colours, products, variants, reviews, related_products, search_words, documents, seed_runs';

const config = readConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  const started = performance.now();
  if (process.argv.includes('--force')) {
    await database.db.execute(sql.raw(`TRUNCATE ${CATALOGUE_TABLES}`));
    const { products } = await seedCatalogue(database.db, config.seed);
    console.log(
      `Seeded ${String(products)} products per store in ${String(Math.round(performance.now() - started))} ms.`,
    );
  } else {
    const result = await seedIfEmpty(database.db, config.seed);
    console.log(
      result.seeded
        ? `Seeded ${String(result.products)} products per store in ${String(Math.round(performance.now() - started))} ms.`
        : 'The catalogue is already seeded (use --force to generate it again).',
    );
  }
} finally {
  await database.close();
}
