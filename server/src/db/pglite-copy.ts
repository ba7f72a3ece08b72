import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { PGliteThread } from './pglite-thread'

// A copy of a serving PGlite's data folder, made as PostgreSQL makes a base backup of a running server
// (docs/decisions/0004-backup-reads-a-copy.md): pg_backup_start (a checkpoint; from then on every page is written
// whole to the WAL the first time it changes), the files copied one after the other while the database goes on
// serving, pg_backup_stop, then the WAL written meanwhile and the backup label. Opened, the copy replays that WAL
// (pages torn by a write during the copy included) and is the database as it was at pg_backup_stop: committed
// transactions whole, nothing of one that was open. The database is held only for the checkpoint.

/** Folders whose contents a copy leaves out (PostgreSQL's base backup does the same): made again at start. */
const EMPTIED = new Set(['pg_wal', 'pg_dynshmem', 'pg_notify', 'pg_replslot', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'])
/** Files a copy leaves out: the running process's, and a label of an earlier backup. */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'backup_label.old', 'tablespace_map'])
/** Copied last, after every file it describes. */
const CONTROL_FILE = join('global', 'pg_control')

/** Copies `from` into `to` file by file (off the event loop: copyFile runs in libuv's pool); a file gone meanwhile is skipped. */
async function copyTree(from: string, to: string, relative = ''): Promise<void> {
  await mkdir(join(to, relative), { recursive: true })
  for (const entry of await readdir(join(from, relative), { withFileTypes: true })) {
    const path = join(relative, entry.name)
    if (entry.isDirectory()) {
      if (EMPTIED.has(path)) await mkdir(join(to, path), { recursive: true })
      else await copyTree(from, to, path)
    } else if (!SKIPPED.has(path) && path !== CONTROL_FILE) {
      await copyFile(join(from, path), join(to, path)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    }
  }
}

/** One base backup at a time per database: PostgreSQL refuses a second one in the same session. */
const copying = new WeakMap<PGliteThread, Promise<unknown>>()

/** Copies the data folder `folder` of the serving `client` into the new folder `target` (see above). */
export async function copyServingFolder(client: PGliteThread, folder: string, target: string): Promise<void> {
  const previous = copying.get(client) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(() => copyOnce(client, folder, target))
  copying.set(client, run)
  return run
}

async function copyOnce(client: PGliteThread, folder: string, target: string): Promise<void> {
  const [start] = (await client.query<{ lsn: string }>(`select pg_backup_start('portfolio-backup', true)::text as lsn`)).rows
  let stopped = false
  try {
    await copyTree(folder, target)
    await mkdir(join(target, 'global'), { recursive: true })
    await copyFile(join(folder, CONTROL_FILE), join(target, CONTROL_FILE))
    const [stop] = (await client.query<{ labelfile: string }>('select labelfile from pg_backup_stop(false)')).rows
    stopped = true
    const label = stop!.labelfile
    // The WAL from the backup's start on (segment names sort in order); a segment recycled meanwhile (a checkpoint
    // after 1 GB of WAL) would make the copy unusable: refused rather than opened wrong.
    const first = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(label)?.[1]
    if (!first || !existsSync(join(folder, 'pg_wal', first))) throw new Error(`The WAL of the copy (from ${start?.lsn}) is no longer there: take the backup again`)
    for (const entry of await readdir(join(folder, 'pg_wal'), { withFileTypes: true })) {
      if (entry.isFile() && /^[0-9A-F]{24}$/.test(entry.name) && entry.name >= first) await copyFile(join(folder, 'pg_wal', entry.name), join(target, 'pg_wal', entry.name))
    }
    await mkdir(join(target, 'pg_wal', 'archive_status'), { recursive: true })
    await writeFile(join(target, 'backup_label'), label)
  } finally {
    if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => undefined)
  }
}
