/**
 * One jest run, three projects: `web` (shared, host, remotes in jsdom), `api` (node, real database)
 * and `tooling` (node: the lint's own rules and the web set-up's HTTP check).
 * @swc/jest only transpiles; `npm run typecheck` does the type checking.
 */
const tsTransform = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const jsTransform = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

// ESM-only packages jest must transpile to CommonJS.
// Nested ones too: `cookie` (light-my-request, used by fastify.inject), `content-disposition` (@fastify/static).
const esmPackages = ['kysely', 'jose', 'otpauth', 'fastify-type-provider-zod', 'until-async', 'cookie', 'content-disposition'];

// `*.postgres.test.ts` prove what only a shared PostgreSQL server has (several instances on one
// database): the PostgreSQL run collects them, the SQLite run does not see them at all.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

const common = {
  transform: { '^.+\\.(ts|tsx)$': tsTransform, '^.+\\.(js|mjs)$': jsTransform },
  // Also matches a listed package nested inside another package's node_modules.
  transformIgnorePatterns: [`/node_modules/(?!(?:.+/node_modules/)?(?:${esmPackages.join('|')})/)`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  reporters: ['default', '<rootDir>/jest/failOnSkippedReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFiles: ['<rootDir>/jest/setupWebGlobals.js'],
      setupFilesAfterEnv: ['<rootDir>/jest/setupWeb.ts'],
      // Above the 5 s a findBy/waitFor may wait (jest/setupWeb.ts), so a missing state fails as itself.
      testTimeout: 15_000,
      moduleNameMapper: { '\\.(css|scss)$': '<rootDir>/jest/styleStub.js' },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...(onPostgres ? [] : ['\\.postgres\\.test\\.ts$'])],
      setupFilesAfterEnv: ['<rootDir>/api/test/support/jestSetup.ts'],
    },
    {
      ...common,
      displayName: 'tooling',
      testEnvironment: 'node',
      roots: ['<rootDir>/eslint', '<rootDir>/jest'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
