import { defineConfig } from 'vitest/config'

// Browser suite: real Chromium (Debian's /usr/bin/chromium via playwright-core) against the real server
// started by scripts/e2e.mjs. One file at a time: the machine has 2 cores.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // describe.concurrent (the route walk): how many of its tests run at once.
    maxConcurrency: 4,
  },
})
