import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A migrated, analyzed, empty PGlite data directory kept as a tar (built by `npm run db:template`,
// which `npm run build`, `npm start` and the server tests run when it is missing or stale). A new
// database starts from it instead of running initdb and every migration: 0.7 s instead of 3–5 s.
// It is named by a key over the PGlite version and the migration files, so a template from another
// PGlite or another schema is never loaded; without one the database is created the long way.

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
export const templateFolder = fileURLToPath(new URL('../../../node_modules/.cache/portfolio-db', import.meta.url))

function pgliteVersion(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder)
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version
}

function* migrationFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* migrationFiles(path)
    else yield path
  }
}

/** Changes with the PGlite version and with any migration file. */
export function templateKey(): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`)
  for (const file of migrationFiles(migrationsFolder)) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

export const templatePath = (key = templateKey()) => join(templateFolder, `pglite-${key}.tar`)

let cached: { blob: Blob | undefined } | undefined

/** The template for the current PGlite and migrations, if built (looked for once per process). */
export function readTemplate(): Blob | undefined {
  if (!cached) {
    const path = templatePath()
    cached = { blob: existsSync(path) ? new Blob([readFileSync(path)]) : undefined }
  }
  return cached.blob
}
