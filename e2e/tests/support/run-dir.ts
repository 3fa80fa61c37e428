import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_APP_KEY } from '@vitrine/api-client';

/** The environment variable holding this run's folder. */
export const RUN_DIR_ENV = 'E2E_RUN_DIR';
/** The name of every run's folder starts with it, under the system's temporary folder. */
export const RUN_DIR_PREFIX = 'vitrine-e2e-';

/** The built apps the server serves, by store segment. */
const APPS = { fr: 'fr', uk: 'en-gb' } as const;

/**
 * This run's folder: the server's database (created and seeded at its start) and a copy of the
 * built apps, so that a rebuild during the run (a `vite build` elsewhere) cannot swap the files
 * under the server. Made by the runner when it loads the config; the workers load it again and
 * inherit the variable. The global teardown removes it.
 */
export function runDir(): string {
  const existing = process.env[RUN_DIR_ENV];
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), RUN_DIR_PREFIX));
  for (const [segment, app] of Object.entries(APPS)) {
    const dist = fileURLToPath(new URL(`../../../apps/${app}/dist`, import.meta.url));
    if (
      !existsSync(join(dist, 'client', 'index.html')) ||
      !existsSync(join(dist, 'server', 'entry-server.js'))
    )
      throw new Error(
        `apps/${app} is not built: VITE_APP_KEY=${DEVELOPMENT_APP_KEY} npx -y pnpm@10.34.9 exec turbo run build --filter=@vitrine/e2e...`,
      );
    cpSync(dist, join(dir, segment), { recursive: true, filter: (path) => !path.endsWith('.map') });
  }
  process.env[RUN_DIR_ENV] = dir;
  return dir;
}
