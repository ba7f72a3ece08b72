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
    // A poll waits for what the page will show, not for how fast: Vitest's 1 s default made a timed
    // test of each (a click on /criar-usuario kept until the app was in and replayed failed CI at 1 s
    // on a loaded machine; 13/13 alone). Speed is the benches' work (npm run bench -- browser).
    expect: { poll: { timeout: 10_000 } },
  },
})
