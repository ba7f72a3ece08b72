import { resolve } from 'node:path'
import { ConfigError, loadConfig } from '../src/config'
import { EnvFileError, loadEnvFiles } from '../src/env-files'
import { callControl, NoControlServerError, type ControlRequest } from '../src/control'
import { UnsafeDataDirError } from '../src/data-dir'
import { openDatabase, type Database } from '../src/db/client'
import { loggableDatabaseError } from '../src/db/errors'
import { FolderInUseError } from '../src/db/folder-lock'
import { OperationError } from '../src/operations'
import { root } from '../src/paths'

// Runs one owner operation (docs/architecture.md#data-and-processes) on the database the server uses (same environment): on
// PostgreSQL directly; on PGlite directly when no process holds DATA_DIR, else through the running
// server's control socket, so that the folder never has two openers.

export async function operate(request: ControlRequest, direct: (db: Database) => Promise<string>): Promise<number> {
  // The server's settings, so the script opens the database the server uses.
  loadEnvFiles(root)
  const config = loadConfig(process.env)
  try {
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
