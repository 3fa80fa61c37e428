import closeWithGrace from 'close-with-grace';
import { ConfigError, readConfig, type ServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { buildApp } from './http/app.js';
import { seedIfEmpty } from './seed/seed-database.js';

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(78);
  }
}

const config = configOrExit();
const database = await openDatabase(config.database);
const started = performance.now();
// One replica at a time: the others wait, then find the tables made and the catalogue seeded.
const seeding = await database.exclusively(async (setUp) => {
  await setUp.migrate();
  return seedIfEmpty(setUp.db, config.seed, config.catalogueProducts);
});
const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel, redact: ['req.headers["x-app-key"]', 'req.headers.cookie'] },
});
if (seeding.seeded)
  app.log.info(
    { products: seeding.products, ms: Math.round(performance.now() - started) },
    'seeded the catalogue of an empty database',
  );

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, stores: ['/fr', '/uk'] },
  `Vitrine is up: http://localhost:${String(config.port)}/fr/ and /uk/`,
);
