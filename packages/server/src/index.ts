export { buildApp, type AppOptions } from './http/app.js';
export { readConfig, type ServerConfig } from './config.js';
export { openDatabase, type Database, type DatabaseLocation } from './db/database.js';
export { seedCatalogue, seedIfEmpty } from './seed/seed-database.js';
