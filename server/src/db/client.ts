import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Logger } from '../logger'
import { migrationsFolder } from '../paths'
import * as schema from './schema'
import { drizzleParsers } from './parsers'
import { PGliteThread } from './pglite-thread'
import { copyServingFolder } from './pglite-copy'
import { lockFolder } from './folder-lock'
import { discardInterruptedImports } from './import-marker'
import { analyzeChangedTables, ANALYZE_EVERY_MS, mergePendingIndexKeys, vacuumDeadRows } from './statistics'
import { readTemplate, templatePath, unpackTemplate } from './template'

// Opens the database (docs/architecture.md): PGlite under DATA_DIR by default, in memory for tests, or a
// PostgreSQL server through `pg` when DATABASE_URL is set. Migrations are applied on open. Each backend's driver is
// imported when that backend opens: on PGlite, `pg` and drizzle's node-postgres driver held up to 1 MB of heap.

/** Drizzle database over either driver; services take this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  kind: DatabaseKind
  close(): Promise<void>
  /**
   * PGlite only: notifications reach the listener before the statement that sent them returns, so
   * a cache invalidated by them is never behind. PostgreSQL delivers them on another connection
   * some time after the commit is visible to every other one, which would leave a cache behind for
   * a moment (a demoted user keeping the old role): there is no `listen` there.
   */
  listen?: Listen
  /**
   * PGlite only: a copy of the database as it is between two transactions, opened in memory in a thread of its own.
   * A backup reads the copy, so its minutes of reading hold no one else's query (the copy itself takes a moment:
   * the data folder read as a tar). A data import under way is not in it (db/import-marker.ts). Close it when done.
   */
  snapshot?: () => Promise<DatabaseHandle>
  /**
   * PGlite only: the statistics timer (statistics.ts) skips its turn while `busy()` says heavy work runs (a data
   * import or export): an ANALYZE of 270,000 entries holds every query about 100 ms, and one in the middle of an
   * import reads half-written tables that the turn after it analyzes again anyway.
   */
  deferMaintenanceWhile?: (busy: () => boolean) => void
}

/**
 * Calls `onPayload` with the payload of every NOTIFY on `channel`, and `onState(true | false)` as
 * listening starts and stops (notifications may be missed while stopped). Resolves to a function
 * that stops listening.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void,
) => Promise<() => Promise<void>>

/** In memory (tests), or a config: PostgreSQL when `databaseUrl` is set, else PGlite under `dataDir`. */
export type DatabaseTarget = { memory: true } | { dataDir: string; databaseUrl?: string | undefined }

export { migrationsFolder }

/** Arbitrary constant key so that concurrent API processes migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001

/**
 * Opens and migrates the database. A config (`{ dataDir, databaseUrl? }`) picks PostgreSQL when
 * `databaseUrl` is set, else PGlite in `<dataDir>/pglite`, locked for this process: another
 * process holding `dataDir` makes it throw FolderInUseError (./folder-lock).
 */
export interface OpenOptions {
  logger?: Logger
  /** PGlite: how often tables with many changed rows are analyzed (statistics.ts); 0 never. */
  analyzeEveryMs?: number
  /** PGlite: a new database starts from the migrated template when one is built (template.ts). Default true. */
  template?: boolean
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (!('memory' in target) && target.databaseUrl) return openPostgres(target.databaseUrl, options.logger)
  const useTemplate = options.template !== false
  if ('memory' in target) return openPglite(PGliteThread.start({ template: useTemplate ? readTemplate({ keep: true }) : undefined }), options)
  // One opener per folder: a second process is refused before it touches anything.
  const lock = await lockFolder(target.dataDir)
  try {
    const handle = await openPgliteFolder(target.dataDir, useTemplate, options)
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close()
        } finally {
          await lock.release()
        }
      },
    }
  } catch (error) {
    await lock.release()
    throw error
  }
}

async function openPgliteFolder(dataDir: string, useTemplate: boolean, options: OpenOptions): Promise<DatabaseHandle> {
  const folder = join(dataDir, 'pglite')
  // Present only while a template is being unpacked: a folder left half-written by a crash then is
  // unpacked again (nothing else can have been written to it yet).
  const unpacking = join(dataDir, 'pglite.unpacking')
  if (existsSync(unpacking)) rmSync(folder, { recursive: true, force: true })
  // A backup's copy left by a process that ended while it was read.
  for (const name of readdirSync(dataDir)) if (name.startsWith(COPY_PREFIX)) rmSync(join(dataDir, name), { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const template = useTemplate && !existsSync(join(folder, 'PG_VERSION')) ? templatePath() : undefined
  if (template && existsSync(template)) {
    writeFileSync(unpacking, '')
    unpackTemplate(template, folder)
    rmSync(unpacking)
  }
  return openPglite(PGliteThread.start({ folder }), options, { dataDir, folder })
}

/** Where a backup's copy of a serving PGlite is made, next to the database (DATA_DIR/pglite.copy-<random>). */
const COPY_PREFIX = 'pglite.copy-'

export { drizzleParsers }

async function openPglite(
  starting: Promise<PGliteThread>,
  { logger, analyzeEveryMs = ANALYZE_EVERY_MS }: OpenOptions,
  onDisk?: { dataDir: string; folder: string },
): Promise<DatabaseHandle> {
  const client = await starting
  try {
    const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')])
    const db = drizzlePglite({ client: client as never, schema })
    const applied = await appliedMigrations(client)
    await migratePglite(db, { migrationsFolder })
    // No autovacuum in PGlite: statistics after a migration (a template was analyzed when built; an
    // analyze of every table costs 0.25 s of start-up), then for the tables that change (statistics.ts).
    if ((await appliedMigrations(client)) !== applied) await client.exec('analyze')
    // A data import written in short transactions that a crash stopped midway: its account was empty, so it is emptied
    // again before anyone reads half a document (docs/decisions/0010-imports-in-short-transactions.md).
    const undone = await discardInterruptedImports(db)
    if (undone.length > 0) logger?.warn(`Data imports that stopped midway were undone: the accounts of users ${undone.join(', ')} are empty again`)
    let maintenanceDeferred = () => false
    const analyzer =
      analyzeEveryMs > 0
        ? setInterval(() => {
            if (maintenanceDeferred()) return
            analyzeChangedTables(db)
              .then(() => vacuumDeadRows(db))
              .then(() => mergePendingIndexKeys(db))
              .catch((error: unknown) => {
                if (!client.closed) logger?.warn('ANALYZE, VACUUM or a GIN merge failed', { error: error instanceof Error ? error.message : String(error) })
              })
          }, analyzeEveryMs).unref()
        : undefined
    // PGlite runs the listener while the notifying statement completes, before its caller resumes.
    const listen: Listen = async (channel, onPayload, onState) => {
      const unlisten = await client.listen(channel, onPayload)
      onState(true)
      return async () => {
        onState(false)
        await unlisten()
      }
    }
    const close = () => {
      clearInterval(analyzer)
      return client.close()
    }
    // The copy is opened as any folder is: a data import under way in this one is undone in it (its half is left out).
    // On disk, the folder is copied while the database serves (pglite-copy.ts); in memory, it is read as a tar between
    // two transactions.
    const snapshot = async (): Promise<DatabaseHandle> => {
      if (!onDisk) return openPglite(PGliteThread.start({ template: await client.dumpDataDir() }), { analyzeEveryMs: 0 })
      const target = join(onDisk.dataDir, `${COPY_PREFIX}${randomBytes(8).toString('hex')}`)
      try {
        await copyServingFolder(client, onDisk.folder, target)
        const copy = await openPglite(PGliteThread.start({ folder: target }), { analyzeEveryMs: 0 })
        // Removed off the event loop (libuv's pool): rmSync of a copy of 225,000 entries held every call for 1.2 s.
        return { ...copy, close: () => copy.close().finally(() => rm(target, { recursive: true, force: true })) }
      } catch (error) {
        await rm(target, { recursive: true, force: true })
        throw error
      }
    }
    const deferMaintenanceWhile = (busy: () => boolean) => void (maintenanceDeferred = busy)
    return { db, kind: 'pglite', close, listen, snapshot, deferMaintenanceWhile }
  } catch (error) {
    await client.close().catch(() => undefined)
    throw error
  }
}

/** How many migrations drizzle has recorded (0 in a new database). */
async function appliedMigrations(client: PGliteThread): Promise<number> {
  const table = await client.query<{ name: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as name`)
  if (!table.rows[0]?.name) return 0
  const { rows } = await client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations')
  return rows[0]?.count ?? 0
}

async function openPostgres(connectionString: string, logger?: Logger): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => logger?.warn('PostgreSQL connection lost', { error: error.message }))
  try {
    const db = drizzleNodePg({ client: pool, schema })
    const lockClient = await pool.connect()
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      await migrateNodePg(db, { migrationsFolder })
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
      lockClient.release()
    }
    return { db, kind: 'postgres', close: () => pool.end() }
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
}

/** Round trip used by the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
