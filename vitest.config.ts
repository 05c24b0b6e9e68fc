import { defineConfig } from 'vitest/config';

// One run over every workspace; each keeps its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest's default in run mode is one worker fewer than cores: one, on the two-core CI machine.
    // Most files wait on sockets, timers and the embedded database rather than compute, so two at a
    // time finish the suite far sooner there without starving each other.
    maxWorkers: 2,
  },
});
