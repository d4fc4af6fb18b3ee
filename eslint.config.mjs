// One lint for the whole repository, run by `npm test` (before the type check) and `npm run lint`.
// It fails on any finding: the architecture rules live here, not in goodwill.
import js from '@eslint/js';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint/architecture.mjs';

const BROWSER_CODE = ['host/src/**', 'remotes/*/src/**', 'shared/src/**'];
const NODE_CODE = ['api/**', 'e2e/**', 'scripts/**', 'webpack/**', 'eslint/**', 'jest/**', '*.js', '*.mjs', '*/webpack.config.js', 'remotes/*/webpack.config.js'];
const UNIT_TESTS = ['**/*.test.ts', '**/*.test.tsx'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**', '.test-results/**', '.e2e-builds/**', '.tsbuild/**', '.bench/**', '**/coverage/**', 'data/**', '**/*.d.ts', '**/*.d.mts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { architecture },
    rules: {
      'architecture/boundaries': 'error',
      'architecture/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: BROWSER_CODE,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // zod and react-router are not federated shared libraries (webpack/sharedDependencies.js): code
    // importing them at run time would bundle a second copy (a second router breaks every route).
    files: ['host/src/**', 'remotes/*/src/**', 'shared/src/**'],
    ignores: ['shared/src/router/**', 'shared/src/schemas/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Import schemas from @nail-or-never/shared/schemas; zod itself only as `import type`.', allowTypeImports: true },
            { name: 'react-router', message: 'Import routing from @nail-or-never/shared/router (one router instance per page).' },
            { name: 'react-router-dom', message: 'Import routing from @nail-or-never/shared/router (one router instance per page).' },
          ],
        },
      ],
    },
  },
  {
    // Apps write server data only through the shared resource definitions (docs/resources.md).
    files: ['host/src/**', 'remotes/*/src/**'],
    rules: { 'architecture/resource-writes': 'error' },
  },
  {
    // A test may put data in the cache to set up the page it renders; nothing else.
    files: ['host/src/**/*.test.ts', 'host/src/**/*.test.tsx', 'remotes/*/src/**/*.test.ts', 'remotes/*/src/**/*.test.tsx'],
    rules: { 'architecture/resource-writes': ['error', { allow: ['setQueryData', 'setQueriesData'] }] },
  },
  {
    files: NODE_CODE,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A write transaction outside the wrapper would answer 500 to a PostgreSQL deadlock instead of retrying.
    files: ['api/src/**'],
    ignores: ['api/src/db/writeTransaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='transaction']", message: 'Run transactions through writeTransaction (api/src/db/writeTransaction.ts): it retries deadlocks.' },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'jest/**/*.js', 'jest.config.js', '**/webpack.config.js', 'webpack/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: UNIT_TESTS,
    languageOptions: { globals: { ...globals.jest } },
    plugins: { jest },
    rules: { 'jest/no-focused-tests': 'error', 'jest/no-disabled-tests': 'error', 'jest/valid-expect': 'error', 'jest/no-conditional-expect': 'error' },
  },
  {
    // Playwright's `test.only` / `test.skip` read like jest's: the same two rules catch them.
    files: ['e2e/**/*.ts'],
    plugins: { jest },
    settings: { jest: { version: 30 } },
    rules: { 'jest/no-focused-tests': 'error', 'jest/no-disabled-tests': 'error', 'jest/no-conditional-expect': 'error' },
  },
);
