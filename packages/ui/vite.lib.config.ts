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
      },
    },
  }),
);
