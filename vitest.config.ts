import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // Vitest runs `cores - 1` test files at once: one at a time on a 2-core CI machine, where most of
    // the suite's time is spent waiting (Chromium, child processes, emulator servers). Two at once
    // there; the browser project still runs its files one by one (fileParallelism: false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
