import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

// The PostgreSQL pass (TEST_DATABASE_URL set) adds the tests that need several instances on one
// database and leaves out those about the embedded database itself.
const pg = Boolean(process.env.TEST_DATABASE_URL);
// `npm run test:docker`: deploy/compose.yaml in a Docker engine, and nothing else. The suite's machines have
// no engine, so these files are never part of `npm test`.
const docker = Boolean(process.env.DOCKER_TEST);

export default defineConfig({
  resolve: {
    // graphql ships CJS and ESM; Node (and so @graphql-tools) loads the CJS one, Vite would pick the
    // ESM one for our sources, and two copies of graphql refuse each other's schema objects.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    name: 'server',
    include: docker ? ['test/**/*.docker.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(docker ? [] : ['**/*.docker.test.ts']),
      ...(pg ? ['src/db/pglite/**', '**/*.pglite.int.test.ts'] : ['**/*.pg.int.test.ts']),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's module cache: 136 s → 81 s for this suite on two cores, the same tests
    // passing in shuffled orders. Each file still starts its own server, database and simulator.
    isolate: false,
    // The compose test builds its own image: no bundle or embedded template to prepare.
    globalSetup: docker ? [] : ['test/global-setup.ts'],
  },
});
