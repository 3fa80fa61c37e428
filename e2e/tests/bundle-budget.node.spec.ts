import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Issue 7's target: the home page's initial JavaScript within 150 KB gzipped. Not met: React 19,
 * React Router's data router, Redux Toolkit with RTK Query and i18next alone weigh about 146 KB
 * (docs/performance.md). CI fails above the ceiling instead: the size measured when the storefront
 * landed plus 3 %, raised to 189 KiB with the customer area (issue 9; docs/performance.md says
 * why and where the next saving is), then to 190 KiB with issue 18's one-pass hydration (the code
 * that loads a page's split-off parts before it hydrates: +0.2 KB), then to 192 KiB with issue
 * 22's consent step and page views (Consent Mode's default must be pushed before anything else,
 * and a page view waits for the customer: +3 KB; the list tracking's mappers were split off to
 * make room); lower it as the bundle shrinks.
 */
const TARGET = 150 * 1024;
const CEILING = 192 * 1024;
const HOME_ROUTE = 'features/home/routes/home-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const apps = fileURLToPath(new URL('../../apps/', import.meta.url));

/** The scripts index.html loads at once: the entry and its modulepreload links. */
function htmlScripts(html: string, segment: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isEntry = tag.startsWith('<script') && tag.includes('type="module"');
    const isPreload = tag.startsWith('<link') && tag.includes('rel="modulepreload"');
    const address = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((!isEntry && !isPreload) || !address) return [];
    return [address.replace(new RegExp(`^/${segment}/`), '')];
  });
}

/** A manifest entry and everything it imports statically (not its dynamic imports). */
function withStaticImports(manifest: Manifest, key: string, files = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files);
  return files;
}

/** The app's start (src/start.ts): the entry imports it once the page is painted (decision 015). */
const APP_START = 'src/start.ts';

/**
 * The JavaScript of the home page's first load: entry, preloads, the store's start and the home
 * route's chunks.
 */
function homeInitialScripts(dist: string, segment: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const files = new Set(htmlScripts(readFileSync(join(dist, 'index.html'), 'utf8'), segment));
  withStaticImports(manifest, 'index.html', files);
  if (!manifest['index.html']?.dynamicImports?.includes(APP_START))
    throw new Error(`The entry of ${dist} does not start the store (${APP_START})`);
  withStaticImports(manifest, APP_START, files);
  const home = Object.entries(manifest).find(
    ([, chunk]) => chunk.isDynamicEntry && chunk.src?.endsWith(HOME_ROUTE),
  );
  if (!home) throw new Error(`No dynamic entry for ${HOME_ROUTE} in ${dist}/.vite/manifest.json`);
  withStaticImports(manifest, home[0], files);
  return [...files].sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const [app, segment] of [
  ['fr', 'fr'],
  ['en-gb', 'uk'],
] as const) {
  test(`apps/${app}: the home page's initial JS stays under its ceiling`, async () => {
    const dist = join(apps, app, 'dist', 'client');
    const rows = homeInitialScripts(dist, segment).map((file) => {
      const content = readFileSync(join(dist, file));
      return { file, raw: content.length, gzipped: gzipSync(content, { level: 9 }).length };
    });
    const total = rows.reduce((sum, row) => sum + row.gzipped, 0);
    const width = Math.max(...rows.map((row) => row.file.length), 5);
    const table = [
      `apps/${app} — home page initial JS (target ${kb(TARGET)}, ceiling ${kb(CEILING)} gzipped)`,
      `${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzipped'.padStart(10)}`,
      ...rows.map(
        (row) =>
          `${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzipped).padStart(10)}`,
      ),
      `${'total'.padEnd(width)}  ${kb(rows.reduce((sum, row) => sum + row.raw, 0)).padStart(10)}  ${kb(total).padStart(10)}`,
    ].join('\n');
    console.log(table);
    await test.info().attach(`bundle-${app}.txt`, { body: table, contentType: 'text/plain' });
    console.log(
      total <= TARGET
        ? `Within the ${kb(TARGET)} target.`
        : `Over the ${kb(TARGET)} target by ${kb(total - TARGET)}.`,
    );
    expect(
      total,
      `home page initial JS of apps/${app}: ${kb(total)} gzipped (${String(total)} B), ceiling ${kb(CEILING)} (${String(CEILING)} B)`,
    ).toBeLessThanOrEqual(CEILING);
  });
}
