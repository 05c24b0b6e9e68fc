import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's module cache and jsdom: 228 s → 52 s for this suite on two cores, the
    // same tests passing in shuffled orders (createI18n copies the catalogues so no test changes
    // another's; setup.ts cleans the DOM and storage after each test).
    isolate: false,
    // findBy… waits up to 5 s (setup.ts): a test needs room for a few such waits on a busy machine.
    testTimeout: 20_000,
  },
});
