import { randomBytes } from 'node:crypto'
import { closeSync, createReadStream, createWriteStream, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { createInterface } from 'node:readline'
import { finished } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { loggableDatabaseError } from './errors'
import { rowsOf } from './rows'

// Backup and restore of the whole database (`npm run db:backup`, `db:restore`), one format for PGlite and PostgreSQL: a
// gzipped text file, a header line, then per table a line naming it and its columns followed by one
// line per row as PostgreSQL's own `to_jsonb` prints it (numeric, timestamptz and bytea exact), and a
// closing line with the row counts, so a truncated file is refused. The dump reads one snapshot (a
// repeatable-read, read-only transaction): writes that go on meanwhile are either wholly in it or not.
// A backup of PGlite restores into PostgreSQL and the other way round.

export const BACKUP_FORMAT = 'portfolio-backup'
export const BACKUP_VERSION = 1

interface Header {
  formato: typeof BACKUP_FORMAT
  versao: number
  criadoEm: string
  /** The migrations the database had (drizzle's hashes, in order): restore needs the same ones. */
  migracoes: string[]
}

interface TableLine {
  tabela: string
  colunas: string[]
}

interface Footer {
  fim: true
  linhas: Record<string, number>
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}


interface TableInfo {
  name: string
  /** Stored columns (generated ones are computed again on restore). */
  columns: string[]
  /** Single-column primary key, for reading in pages; undefined reads the table at once. */
  key: string | undefined
  /** Serial/identity columns whose sequence must follow the restored ids. */
  sequences: string[]
}

/**
 * Tables that triggers compute from others (bank_account_totals, from the entries): a backup leaves them out,
 * and a restore, which empties every table first, rebuilds them as it stores the rows they come from.
 */
const DERIVED_TABLES: ReadonlySet<string> = new Set(['bank_account_totals'])

/** The application's tables (schema `public`), parents before the tables whose foreign keys point at them. */
async function applicationTables(db: Pick<Database, 'execute'>): Promise<TableInfo[]> {
  const tables = await rowsOf<{ name: string }>(db, sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by c.relname`)
  const columns = await rowsOf<{ table: string; column: string; serial: boolean }>(
    db,
    sql`select c.relname as "table", a.attname as "column",
          (a.attidentity <> '' or pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null) as "serial"
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  )
  const keys = await rowsOf<{ table: string; columns: string[] }>(
    db,
    sql`select c.relname as "table", array_agg(a.attname order by a.attnum) as "columns"
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where n.nspname = 'public' and i.indisprimary group by c.relname`,
  )
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select distinct c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  )
  const infos = new Map<string, TableInfo>()
  for (const { name } of tables) {
    const own = columns.filter((column) => column.table === name)
    const key = keys.find((entry) => entry.table === name)?.columns
    infos.set(name, {
      name,
      columns: own.map((column) => column.column),
      key: key && key.length === 1 ? key[0] : undefined,
      sequences: own.filter((column) => column.serial).map((column) => column.column),
    })
  }
  // Parents first (a depth-first topological order; the schema has no cycles between tables).
  const ordered: TableInfo[] = []
  const visiting = new Set<string>()
  const visit = (name: string) => {
    if (visiting.has(name) || ordered.some((table) => table.name === name)) return
    visiting.add(name)
    for (const { parent } of references.filter((reference) => reference.child === name)) visit(parent)
    ordered.push(infos.get(name)!)
  }
  for (const name of infos.keys()) visit(name)
  return ordered
}

/** Drizzle's record of applied migrations, oldest first. */
async function migrationHashes(db: Pick<Database, 'execute'>): Promise<string[]> {
  const found = await rowsOf<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`)
  if (!found[0]?.name) return []
  return (await rowsOf<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`)).map((row) => row.hash)
}

const PAGE_ROWS = 2000
/** Rows a server's backup writes between two ways given to other calls (about 2 ms of the event loop). */
const BETWEEN_ROWS = 250

/**
 * Writes a backup of the whole database to `file` (written under a temporary name, then renamed, so
 * a failed backup never leaves a file that looks whole). Returns the row count of each table.
 * The file is the owner's only (mode 0600: it holds password hashes). The temporary file is made next to `file`
 * under a name no one can guess, and only if nothing is there (O_CREAT|O_EXCL, which never follows a symbolic
 * link): in a folder others may write into, a link or file planted at a predictable name would have had the
 * backup written through it into another file, or into a file its planter can read. An existing `file` is
 * only ever replaced by the rename (a symbolic link there is replaced, not followed). `between`, when given, runs
 * every BETWEEN_ROWS rows (a serving server's way to its other calls).
 */
export async function writeBackup(db: Database, file: string, now = new Date(), between?: () => Promise<void>): Promise<Record<string, number>> {
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.partial-${randomBytes(12).toString('hex')}`
  const fd = openSync(partial, 'wx', 0o600)
  let open = true
  const gzip = createGzip()
  const output = createWriteStream(partial, { fd, autoClose: false })
  gzip.pipe(output)
  const write = (line: string) => (gzip.write(`${line}\n`) ? Promise.resolve() : new Promise<void>((resolve) => gzip.once('drain', () => resolve())))
  const counts: Record<string, number> = {}
  try {
    await db.transaction(
      async (tx) => {
        const header: Header = { formato: BACKUP_FORMAT, versao: BACKUP_VERSION, criadoEm: now.toISOString(), migracoes: await migrationHashes(tx) }
        await write(JSON.stringify(header))
        for (const table of await applicationTables(tx)) {
          if (DERIVED_TABLES.has(table.name)) continue
          const line: TableLine = { tabela: table.name, colunas: table.columns }
          await write(JSON.stringify(line))
          const selected = sql.join(table.columns.map((column) => sql.identifier(column)), sql`, `)
          let count = 0
          const name = sql.identifier(table.name)
          if (table.key) {
            const key = sql.identifier(table.key)
            let last: unknown
            for (;;) {
              const after = last === undefined ? sql`true` : sql`${key} > ${last}`
              const page = await rowsOf<{ k: unknown; r: string }>(
                tx,
                sql`select ${key} as k, to_jsonb(t)::text as r from (select ${selected} from ${name}) t where ${after} order by ${key} limit ${PAGE_ROWS}`,
              )
              for (let index = 0; index < page.length; index++) {
                await write(page[index]!.r)
                // A server's backup gives way to its calls a few hundred rows at a time (docs/architecture.md#heavy-work).
                if (between && index % BETWEEN_ROWS === BETWEEN_ROWS - 1) await between()
              }
              count += page.length
              if (page.length < PAGE_ROWS) break
              last = page.at(-1)!.k
            }
          } else {
            for (const row of await rowsOf<{ r: string }>(tx, sql`select to_jsonb(t)::text as r from (select ${selected} from ${name}) t`)) await write(row.r)
            count = (await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from ${name}`))[0]!.n
          }
          counts[table.name] = count
        }
        const footer: Footer = { fim: true, linhas: counts }
        await write(JSON.stringify(footer))
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    gzip.end()
    await finished(output)
    // On the disk before it takes the name: a crash after the rename never leaves a short file that looks whole.
    fsyncSync(fd)
    open = false
    closeSync(fd)
    renameSync(partial, file)
    return counts
  } catch (error) {
    gzip.destroy()
    output.destroy()
    if (open) closeSync(fd)
    rmSync(partial, { force: true })
    throw error
  }
}

/** Lines of a gzipped backup file, one at a time. */
async function* backupLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })
  try {
    for await (const line of lines) if (line !== '') yield line
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup (${(error as Error).message})`)
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    throw new BackupError('The backup file is damaged (a line is not JSON).')
  }
}

/** How many users the database holds (a restore refuses to overwrite data unless told to). */
export async function countUsers(db: Database): Promise<number> {
  return (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from users`))[0]!.n
}

const INSERT_BATCH = 500

/**
 * Replaces every table's rows by those of the backup `file`, in one transaction: either the whole
 * backup is in the database afterwards, or nothing changed. The database must have every migration
 * the one backed up had (the same version or a later one). Returns the row count of each table.
 */
export async function restoreBackup(db: Database, file: string): Promise<Record<string, number>> {
  const lines = backupLines(file)
  const first = await lines.next()
  const header = first.done ? undefined : (parseLine(first.value) as Partial<Header>)
  if (!header || header.formato !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this application.`)
  if (header.versao !== BACKUP_VERSION) throw new BackupError(`Backup format version ${String(header.versao)} is not supported (this version reads ${BACKUP_VERSION}).`)
  return db.transaction(async (tx) => {
    const migrations = await migrationHashes(tx)
    const theirs = header.migracoes ?? []
    // A backup restores into the version that made it or a later one: a later version's migrations
    // add tables and columns, which the restored rows leave at their defaults.
    if (theirs.length > migrations.length || theirs.some((hash, index) => hash !== migrations[index])) {
      throw new BackupError(
        `The backup was made by a version with ${theirs.length} database migrations that this one (${migrations.length}) does not all have: ` +
          'restore it with that version or a later one.',
      )
    }
    const tables = await applicationTables(tx)
    const names = tables.map((table) => sql.identifier(table.name))
    await tx.execute(sql`truncate ${sql.join(names, sql`, `)} restart identity cascade`)
    const counts: Record<string, number> = {}
    let current: { table: TableInfo; columns: string[] } | undefined
    let batch: string[] = []
    const flush = async () => {
      if (!current || batch.length === 0) return
      const columns = sql.join(current.columns.map((column) => sql.identifier(column)), sql`, `)
      const name = sql.identifier(current.table.name)
      try {
        await tx.execute(
          sql`insert into ${name} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::${name}, ${`[${batch.join(',')}]`}::jsonb)`,
        )
      } catch (error) {
        const reason = loggableDatabaseError(error)?.error ?? (error as Error).message
        throw new BackupError(`The backup file is damaged (rows of table ${current.table.name} cannot be stored: ${reason}): nothing was restored.`)
      }
      counts[current.table.name] = (counts[current.table.name] ?? 0) + batch.length
      batch = []
    }
    let footer: Footer | undefined
    for await (const line of lines) {
      if (line.startsWith('{"tabela":')) {
        await flush()
        const announced = parseLine(line) as TableLine
        const table = tables.find((candidate) => candidate.name === announced.tabela)
        if (!table) throw new BackupError(`The backup has a table this version does not know: ${announced.tabela}.`)
        const unknown = announced.colunas.filter((column) => !table.columns.includes(column))
        if (unknown.length > 0) throw new BackupError(`The backup's table ${table.name} has columns this version does not know: ${unknown.join(', ')}.`)
        current = { table, columns: announced.colunas }
        counts[table.name] = 0
      } else if (line.startsWith('{"fim":')) {
        await flush()
        footer = parseLine(line) as Footer
        break
      } else {
        if (!current) throw new BackupError('The backup file is damaged (a row before its table).')
        batch.push(line)
        if (batch.length >= INSERT_BATCH) await flush()
      }
    }
    if (!footer) throw new BackupError('The backup file is incomplete (it ends before its last line): nothing was restored.')
    for (const [table, expected] of Object.entries(footer.linhas)) {
      if ((counts[table] ?? 0) !== expected) throw new BackupError(`The backup file is damaged (table ${table}: ${counts[table] ?? 0} rows of ${expected}): nothing was restored.`)
    }
    // Every session issued before the restore ends: the users' tokens carry their session keys (services/tokens.ts
    // sameAccount), so new keys refuse every access token, and no refresh token survives. Else a token whose id the
    // restored database hands to a new user would read that person's data.
    await tx.execute(sql`update users set session_key = gen_random_uuid()`)
    await tx.execute(sql`delete from refresh_tokens`)
    // Ids handed out after the restore continue after the restored ones.
    for (const table of tables) {
      for (const column of table.sequences) {
        const name = sql.identifier(table.name)
        const key = sql.identifier(column)
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${table.name}, ${column}), coalesce((select max(${key}) from ${name}), 0) + 1, false)`,
        )
      }
    }
    return counts
  })
}
