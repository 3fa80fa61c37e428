// One flat config for the whole monorepo; each package runs `eslint .` against it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '**/test-results/',
    '**/storybook-static/',
    '**/playwright-report/',
    '**/.turbo/',
  ]),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // Hooks live in .ts files too (use-listing.ts, use-payment.ts…): the rules check both.
    files: ['**/*.tsx', 'packages/{ui,storefront,analytics}/src/**/*.ts', 'apps/*/src/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // RTK Query's way to say "this call takes no argument" is `build.query<Menu, void>`.
    files: ['packages/storefront/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },
  {
    // House style 3, by path: a storefront feature imports no other feature (at any depth, the
    // feature's root files included), and src/shared and src/state import neither features nor
    // routes; the routes compose them. Imports are resolved like TypeScript does (`./x.js` is
    // `./x.ts`), so the rule judges where a file is, not how its import is spelled.
    files: ['packages/storefront/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: { project: `${import.meta.dirname}/packages/storefront/tsconfig.json` },
      },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        {
          type: 'feature',
          pattern: 'packages/storefront/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'shared', pattern: 'packages/storefront/src/shared', partialMatch: false },
        { type: 'state', pattern: 'packages/storefront/src/state', partialMatch: false },
        { type: 'routes', pattern: 'packages/storefront/src/routes', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message:
                'features/{{ from.element.captured.feature }} must not import features/{{ to.element.captured.feature }}: move the shared part to src/shared or src/state.',
            },
            {
              from: { element: { types: { anyOf: ['shared', 'state'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'routes'] } } } },
              message:
                'src/shared and src/state sit below the features and routes: they must not import {{ to.element.path }}.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
