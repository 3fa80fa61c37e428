import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Architecture: the apps differ only in configuration and locale. Same files, same contents,
 * except their StoreConfig, their texts and, in package.json, the name and description.
 */
const apps = fileURLToPath(new URL('../../apps/', import.meta.url));
const FR = join(apps, 'fr');
const UK = join(apps, 'en-gb');

/** What a build, an install or a test run leaves in an app folder: not part of the app. */
const GENERATED = new Set(['node_modules', 'dist', '.turbo', 'test-results', 'coverage']);
/** The files whose contents may differ. */
const STORE_SPECIFIC = new Set(['src/config.ts', 'src/translations.ts', 'package.json']);

function filesOf(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !GENERATED.has(path.split('/')[0] ?? ''))
    .sort();
}

test('apps/fr and apps/en-gb hold the same files', () => {
  expect(filesOf(UK)).toEqual(filesOf(FR));
});

test('their files are identical but for the store configuration and texts', () => {
  const differing = filesOf(FR).filter(
    (path) => readFileSync(join(FR, path), 'utf8') !== readFileSync(join(UK, path), 'utf8'),
  );
  expect(differing.filter((path) => !STORE_SPECIFIC.has(path))).toEqual([]);
});

test('their package.json differ in name and description only', () => {
  const manifest = (dir: string) => {
    const { name, description, ...rest } = JSON.parse(
      readFileSync(join(dir, 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    return { name, description, rest };
  };
  const fr = manifest(FR);
  const uk = manifest(UK);
  expect(uk.rest).toEqual(fr.rest);
  expect(uk.name).not.toEqual(fr.name);
});
