import { defineConfig, mergeConfig } from 'vitest/config'
import { availableParallelism } from 'node:os'
import viteConfig from './vite.config'

// Two projects: the browser-side code (machines, model-based paths, views) in happy-dom,
// and the API server in Node over a real database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Every core: Vitest's default leaves one free, which on a two-core machine runs the files one at a time.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'happy-dom',
            include: ['tests/{machines,model,views,unit,i18n}/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup/web.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            setupFiles: ['tests/setup/server.ts'],
            globalSetup: ['tests/setup/catalogs.ts', 'tests/setup/db-template.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
