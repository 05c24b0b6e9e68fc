import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'simulator',
    include: ['src/**/*.test.ts', 'fixtures/**/*.test.ts'],
    // Tests start real servers and one child process; conditions are awaited, never slept on.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
