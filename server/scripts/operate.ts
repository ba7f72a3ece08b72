import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ConfigError, loadConfig } from '../src/config'
import { EnvFileError, loadEnvFiles } from '../src/env-files'
import { callControl, NoControlServerError, type ControlRequest } from '../src/control'
import { secureDataDir, UnsafeDataDirError } from '../src/data-dir'
import { openDatabase, type Database } from '../src/db/client'
import { loggableDatabaseError } from '../src/db/errors'
import { FolderInUseError } from '../src/db/folder-lock'
import { OperationError } from '../src/operations'
import { root } from '../src/paths'

// Runs one owner operation (docs/architecture.md#data-and-processes) on the database the server uses (same environment): on
// PostgreSQL directly; on PGlite directly when no process holds DATA_DIR, else through the running
// server's control socket, so that the folder never has two openers.

/**
 * What the operation needs in DATA_DIR (PGlite): `existing`, a database the server made (a backup or a role change of
 * a folder without one would create an empty database and report 0 rows); `empty-or-existing`, for a restore, also a
 * folder that does not exist yet or holds nothing (a new database is made there).
 */
export type Target = 'existing' | 'empty-or-existing'

/** What the server and the folder lock leave in a DATA_DIR besides the database itself. */
const SERVER_FILES = new Set(['.lock', 'run', 'jwt-secret'])

/** Refuses, before anything is created, a DATA_DIR that does not hold what `target` needs. */
export function checkDataDir(dataDir: string, target: Target, file?: string): void {
  // A folder another user could have planted is refused for that first (secureDataDir creates only a missing one).
  if (existsSync(dataDir)) secureDataDir(dataDir)
  if (existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return
  const fix = 'Set DATA_DIR to the folder the server uses (its default is ./data in the project folder).'
  if (target === 'existing') throw new OperationError(`No database in ${dataDir}: nothing was created. ${fix}`)
  if (!existsSync(dataDir)) return
  // The backup being restored may lie in the folder it is restored into.
  const others = readdirSync(dataDir).filter((name) => !SERVER_FILES.has(name) && join(dataDir, name) !== file)
  if (others.length > 0) {
    throw new OperationError(
      `${dataDir} holds no database but other files (${others.slice(0, 3).join(', ')}${others.length > 3 ? ', …' : ''}): ` +
        `restore into a new or empty folder, or into the server's own DATA_DIR. ${fix}`,
    )
  }
}

export async function operate(request: ControlRequest, direct: (db: Database) => Promise<string>, target: Target = 'existing', file?: string): Promise<number> {
  // The server's settings, so the script opens the database the server uses.
  loadEnvFiles(root)
  const config = loadConfig(process.env)
  try {
    if (!config.databaseUrl) checkDataDir(config.dataDir, target, file)
    let database
    try {
      database = await openDatabase(config, { analyzeEveryMs: 0 })
    } catch (error) {
      if (!(error instanceof FolderInUseError)) throw error
      try {
        const answer = await callControl(config.dataDir, request)
        ;(answer.ok ? console.log : console.error)(answer.ok ? answer.message : `The server (PID ${answer.pid}) refused: ${answer.message}`)
        return answer.ok ? 0 : 1
      } catch (controlError) {
        if (controlError instanceof NoControlServerError) {
          console.error(`${error.message} It is not a server that takes commands (it has no control socket): wait for it to end.`)
          return 1
        }
        throw controlError
      }
    }
    try {
      console.log(await direct(database.db))
      return 0
    } finally {
      await database.close()
    }
  } catch (error) {
    if (error instanceof OperationError || error instanceof FolderInUseError || error instanceof UnsafeDataDirError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

/** Runs `main` and exits with its code; configuration and database errors are printed without parameters. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof EnvFileError ? error.message : (loggableDatabaseError(error) ?? error))
      process.exit(1)
    },
  )
}

/** A path given on the command line, made absolute (the server may run from another folder). */
export const absolute = (path: string) => resolve(process.cwd(), path)
