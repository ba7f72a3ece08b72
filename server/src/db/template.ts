import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { migrationsFolder, templateFolder } from '../paths'

// A migrated, analyzed, empty PGlite data directory kept as a tar (built by `npm run db:template`,
// which `npm start`, the browser suite, the bench and the server tests run when it is missing or stale). A new
// database starts from it instead of running initdb and every migration: 0.7 s instead of 3–5 s.
// It is named by a key over the PGlite version and the migration files, so a template from another
// PGlite or another schema is never loaded; without one the database is created the long way.

export { templateFolder }

/** PGlite's package.json (its version is part of the template's key). */
function pglitePackageFile(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder)
  return join(folder, 'package.json')
}

function pgliteVersion(): string {
  return (JSON.parse(readFileSync(pglitePackageFile(), 'utf8')) as { version: string }).version
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

/**
 * Where `npm start` learns, without starting TypeScript, that the template is current (scripts/ensure-build.mjs):
 * the template's path and the size and modification time of every file its key reads. Any other file there, or a
 * changed one, and the template builder runs as before.
 */
export const templateStampPath = join(templateFolder, 'template-stamp.json')

/** Writes templateStampPath for the template at `path`. */
export function writeTemplateStamp(path: string): void {
  const files = [pglitePackageFile(), ...migrationFiles(migrationsFolder)]
  const stats = files.map((file) => {
    const info = statSync(file)
    return [file, info.size, info.mtimeMs] as const
  })
  writeFileSync(templateStampPath, `${JSON.stringify({ path, migrationsFolder, stats })}\n`)
}

let kept: { tar: Buffer | undefined } | undefined

/**
 * The template for the current PGlite and migrations as tar bytes, if built. `keep` holds on to
 * them for the next call (in-memory databases, opened by the dozen in tests); a server reads them
 * once, for a new data folder, and lets the 40 MB go.
 */
export function readTemplate({ keep = false } = {}): Buffer | undefined {
  if (kept) return kept.tar
  const path = templatePath()
  const tar = existsSync(path) ? readFileSync(path) : undefined
  if (keep) kept = { tar }
  return tar
}

const BLOCK = 8192
const ZEROS = Buffer.alloc(BLOCK)

/**
 * Writes the files of a template tar (PGlite's `dumpDataDir` output: plain ustar, directories and
 * regular files) under `folder`. Runs of all-zero 8 KiB blocks are left as holes: the 16 MiB WAL
 * segment is mostly zeros, so 32 MiB are written instead of 40, and without PGlite's own unpacking
 * through its in-memory file system (1.1–1.5 s there, 0.5 s here).
 */
export function unpackTemplate(tar: Buffer, folder: string): void {
  let offset = 0
  const field = (start: number, length: number) => {
    const bytes = tar.subarray(offset + start, offset + start + length)
    const end = bytes.indexOf(0)
    return bytes.subarray(0, end < 0 ? length : end).toString('utf8')
  }
  while (offset + 512 <= tar.length) {
    const name = field(0, 100)
    if (!name) break
    const size = Number.parseInt(field(124, 12).trim() || '0', 8)
    const type = field(156, 1) || '0'
    const prefix = field(345, 155)
    const relative = `${prefix ? `${prefix}/` : ''}${name}`.replace(/^\/+/, '')
    if (relative.split('/').includes('..')) throw new Error(`Unsafe path in the database template: ${relative}`)
    const path = join(folder, relative)
    const body = offset + 512
    if (type === '5') {
      mkdirSync(path, { recursive: true, mode: 0o700 })
    } else if (type === '0') {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
      const file = openSync(path, 'w', 0o600)
      try {
        const blocks = Math.ceil(size / BLOCK)
        let run = -1
        for (let index = 0; index <= blocks; index++) {
          const at = index * BLOCK
          const block = index < blocks ? tar.subarray(body + at, body + Math.min(size, at + BLOCK)) : undefined
          const zeros = !block || block.equals(ZEROS.subarray(0, block.length))
          if (!zeros && run < 0) run = at
          if (zeros && run >= 0) {
            writeSync(file, tar, body + run, Math.min(size, at) - run, run)
            run = -1
          }
        }
        ftruncateSync(file, size)
      } finally {
        closeSync(file)
      }
    } else {
      throw new Error(`Unexpected entry type '${type}' in the database template`)
    }
    offset = body + Math.ceil(size / 512) * 512
  }
}
