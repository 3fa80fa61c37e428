import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import shared from './vite.config.js';

/** Dependencies and peers stay imports; only our own code (and its CSS) is bundled. */
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default mergeConfig(
  shared,
  defineConfig({
    build: {
      outDir: 'dist',
      sourcemap: true,
      lib: {
        entry: fileURLToPath(new URL('src/index.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'index',
        cssFileName: 'ui',
      },
      rolldownOptions: {
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
        // One output file per source module: an app's bundler can then put each component in the
        // chunk that uses it (the mega menu with the lazy menu, DOMPurify with the banner…)
        // instead of the whole kit in its first script.
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
    },
  }),
);
