// One flat config for the whole monorepo; each package runs `eslint .` against it.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
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
    // House style 3: storefront features do not import each other; routes compose them.
    files: ['packages/storefront/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./\.\./(?!\.\.)`,
              message:
                'A feature must not import another feature: move the shared part to src/shared or src/state.',
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
