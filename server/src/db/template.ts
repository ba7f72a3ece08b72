import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync, writeFileSync, writeSync } from 'node:fs'
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
 * The template for the current PGlite and migrations as tar bytes, if built, for an in-memory database. `keep` holds
 * on to them for the next call (opened by the dozen in tests). A server's new data folder is unpacked from the file
 * instead (unpackTemplate), never read whole.
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
/** Read at a time: a server unpacks from the file, so the 40 MB tar is never in its memory whole. */
const CHUNK = 16 * BLOCK

/**
 * Writes the files of the template tar at `file` (PGlite's `dumpDataDir` output: plain ustar, directories and
 * regular files) under `folder`, reading it 128 KiB at a time: read whole, the 40 MB stayed in the server's memory
 * until a garbage collection that an idle server does not run (347 MB of RSS instead of 160 after a first start).
 * Runs of all-zero 8 KiB blocks are left as holes: the 16 MiB WAL segment is mostly zeros, so 32 MiB are written
 * instead of 40, and without PGlite's own unpacking through its in-memory file system (1.1–1.5 s there, 0.5 s here).
 */
export function unpackTemplate(file: string, folder: string): void {
  const tar = openSync(file, 'r')
  try {
    const header = Buffer.alloc(512)
    const chunk = Buffer.alloc(CHUNK)
    const field = (start: number, length: number) => {
      const bytes = header.subarray(start, start + length)
      const end = bytes.indexOf(0)
      return bytes.subarray(0, end < 0 ? length : end).toString('utf8')
    }
    let offset = 0
    while (readSync(tar, header, 0, 512, offset) === 512) {
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
        writeSparse(tar, body, size, path, chunk)
      } else {
        throw new Error(`Unexpected entry type '${type}' in the database template`)
      }
      offset = body + Math.ceil(size / 512) * 512
    }
  } finally {
    closeSync(tar)
  }
}

/** Copies `size` bytes at `from` in `tar` to a new file at `path`, leaving all-zero 8 KiB blocks as holes. */
function writeSparse(tar: number, from: number, size: number, path: string, chunk: Buffer): void {
  const file = openSync(path, 'w', 0o600)
  try {
    for (let at = 0; at < size; at += CHUNK) {
      const length = Math.min(CHUNK, size - at)
      if (readSync(tar, chunk, 0, length, from + at) !== length) throw new Error('The database template ends early')
      const blocks = Math.ceil(length / BLOCK)
      let run = -1
      for (let index = 0; index <= blocks; index++) {
        const block = index * BLOCK
        const bytes = index < blocks ? chunk.subarray(block, Math.min(length, block + BLOCK)) : undefined
        const zeros = !bytes || bytes.equals(ZEROS.subarray(0, bytes.length))
        if (!zeros && run < 0) run = block
        if (zeros && run >= 0) {
          writeSync(file, chunk, run, Math.min(length, block) - run, at + run)
          run = -1
        }
      }
    }
    ftruncateSync(file, size)
  } finally {
    closeSync(file)
  }
}
