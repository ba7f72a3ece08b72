import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes SQL migrations from the Drizzle schema. The server applies them
// itself at start (server/src/db/client.ts); never run `drizzle-kit migrate` against a PGlite folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
})
