// knip: unused files, exports and dependencies across the workspace (`pnpm knip`, part of `pnpm check`).
// Knip finds most entry points itself from package.json scripts and its plugins (Vite, Vitest,
// Storybook, Playwright, ESLint, drizzle…): tests, stories, *.test-support.ts, *.story-support.tsx,
// .storybook/, the Vite and Playwright configs. What it cannot see is listed here: each package's
// public entry points (its package.json `exports`, whose dist files knip cannot map back to src), and
// files that a script or a CLI flag runs.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
    },
    // Knip's Vite and Playwright plugins would load (run) the apps' Vite configs and the journeys'
    // Playwright config, which need the packages built (the Playwright config even snapshots the
    // built apps): knip runs before the builds, so these entries are given here instead.
    'apps/*': {
      vite: false,
      // index.html loads src/main.ts; `vite build --ssr src/entry-server.ts`.
      entry: ['vite.config.ts', 'src/main.ts', 'src/entry-server.ts'],
    },
    e2e: {
      playwright: false,
      entry: [
        'playwright.config.ts',
        'tests/**/*.spec.ts',
        'tests/support/global-teardown.ts',
        'lighthouse/*.mjs',
      ],
      // Not imported: the suite runs the server's dist, which serves the apps' dist, so these are
      // here for `^build` to build them first.
      ignoreDependencies: ['@vitrine/app-en-gb', '@vitrine/app-fr', '@vitrine/server'],
    },
    'packages/analytics': {
      entry: ['src/index.ts'],
    },
    'packages/api-client': {
      entry: ['src/index.ts', 'src/contract/index.ts', 'src/contract/examples.ts'],
    },
    'packages/server': {
      // `exports` (index), `npm start` (main), `npm run seed` (seed-command); the benches.
      entry: ['src/index.ts', 'src/main.ts', 'src/seed-command.ts', 'bench/*.mjs'],
    },
    'packages/storefront': {},
    // packages/ui: the kit's public API is its package entry, src/index.ts (`exports` "."), which
    // knip takes from vite.lib.config.ts: what it exports is kit API even where no app of ours uses
    // it. The group barrels (src/*/index.ts) are internal: a re-export nothing imports is reported.
    'packages/validation': {
      entry: [
        'src/index.ts',
        'src/forms/index.ts',
        'src/forms/choices.ts',
        'src/forms/field-labels.ts',
      ],
    },
  },
};

export default config;
