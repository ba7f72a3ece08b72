import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { Role } from '@contract/auth'
import { BackupError, countUsers, restoreBackup, writeBackup } from './db/backup'
import type { Database } from './db/client'
import { hashPassword } from './services/passwords'
import { endSessions } from './services/sessions'
import { setUserPasswordHash, setUserRole } from './services/users'

// What an owner runs on a database (docs/architecture.md#data-and-processes): change a role, set a new password, back up, restore. The same code
// runs in the server (asked through its control socket, ./control.ts) and in the scripts when no
// server holds the database. Each returns the message to print; a refusal throws OperationError.

export class OperationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OperationError'
  }
}

const ROLE_EFFECT = 'The change applies at once: the next request of every session of that user already has the new role.'

/** `npm run user:role`: makes a user Admin or User (docs/product-rules.md#accounts-and-roles). */
export async function changeRole(db: Database, username: string, role: Role): Promise<string> {
  const user = await setUserRole(db, username, role)
  if (!user) throw new OperationError(`No user named '${username}'.`)
  return `${user.username} is now ${user.role}. ${ROLE_EFFECT}`
}

/**
 * `npm run user:password`: gives a user a new random password (24 characters, 144 random bits), returned in the
 * message to be printed once, and ends every session of theirs (docs/product-rules.md#sessions).
 */
export async function resetPassword(db: Database, username: string): Promise<string> {
  const password = randomBytes(18).toString('base64url')
  const passwordHash = await hashPassword(password)
  const message = await db.transaction(async (tx) => {
    const user = await setUserPasswordHash(tx, username, passwordHash)
    if (!user) return undefined
    const ended = await endSessions(tx, user.id, new Date())
    return `New password for ${user.username}: ${password}\nIt is shown this once only: give it to them by a safe way. ${plural(ended, 'session')} of theirs ended (signed out everywhere).`
  })
  if (!message) throw new OperationError(`No user named '${username}'.`)
  return message
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
const totalRows = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0)

/** `npm run db:backup -- FILE`: one consistent snapshot, written whole or not at all (`between`: see writeBackup). */
export async function backUp(db: Database, file: string, between?: () => Promise<void>): Promise<string> {
  const counts = await writeBackup(db, file, new Date(), between)
  return `Backup written to ${file}: ${plural(totalRows(counts), 'row')} in ${plural(Object.keys(counts).length, 'table')}.`
}

/**
 * `npm run db:restore -- FILE [--replace]`: replaces the database's contents by the backup's, all or
 * nothing. A database that already has users is only overwritten with `replace`.
 */
export async function restore(db: Database, file: string, options: { replace: boolean }): Promise<string> {
  if (!existsSync(file)) throw new OperationError(`No file ${file}.`)
  const users = await countUsers(db)
  if (users > 0 && !options.replace) {
    throw new OperationError(
      `The database already holds data (${plural(users, 'user')}). Restore into an empty DATA_DIR (or database), ` +
        'or add --replace to overwrite everything in it.',
    )
  }
  try {
    const counts = await restoreBackup(db, file)
    return `Restored ${file}: ${plural(totalRows(counts), 'row')} in ${plural(Object.keys(counts).length, 'table')}.`
  } catch (error) {
    if (error instanceof BackupError) throw new OperationError(error.message)
    throw error
  }
}
