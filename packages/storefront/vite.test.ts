import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontViteConfig } from './vite.js';

const store = { segment: 'fr', locale: 'fr-FR' };

/** Vite's resolution of an app's config, as `vite build` or `vite` (dev) does it; no .env file. */
const resolve = (command: 'build' | 'serve', mode: string, isSsrBuild = false) =>
  resolveConfig(
    { ...storefrontViteConfig(store, { isSsrBuild, mode }), configFile: false, envDir: false },
    command,
    mode,
  );

describe('storefrontViteConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('fails a production build without VITE_APP_KEY, saying what to set', async () => {
    vi.stubEnv('VITE_APP_KEY', undefined);
    await expect(resolve('build', 'production')).rejects.toThrow(
      /VITE_APP_KEY is not set: a production build needs/,
    );
    await expect(resolve('build', 'production', true)).rejects.toThrow(/VITE_APP_KEY/);
    vi.stubEnv('VITE_APP_KEY', '');
    await expect(resolve('build', 'production')).rejects.toThrow(/VITE_APP_KEY/);
  });

  it('builds for production with VITE_APP_KEY', async () => {
    vi.stubEnv('VITE_APP_KEY', 'production-key');
    expect((await resolve('build', 'production')).env.VITE_APP_KEY).toBe('production-key');
  });

  it('needs no key in development: the dev server and a development build', async () => {
    vi.stubEnv('VITE_APP_KEY', undefined);
    await expect(resolve('serve', 'development')).resolves.toBeDefined();
    await expect(resolve('build', 'development')).resolves.toBeDefined();
  });
});
