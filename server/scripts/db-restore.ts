import { existsSync } from 'node:fs'
import { restore } from '../src/operations'
import { absolute, operate, runScript } from './operate'

// `npm run db:restore -- FILE [--replace]`: puts a backup (npm run db:backup) into the database the
// server uses. With PGlite the server must be stopped (it answers that it refuses); on PostgreSQL the
// restore is one transaction, so running servers see the old data or the new, never a mix.

runScript(async () => {
  const args = process.argv.slice(2)
  const replace = args.includes('--replace')
  const [fileArg] = args.filter((arg) => arg !== '--replace')
  if (!fileArg) {
    console.error('Usage: npm run db:restore -- FILE [--replace]')
    return 2
  }
  const file = absolute(fileArg)
  // Checked before the database is opened: a missing file must not leave a new empty database behind.
  if (!existsSync(file)) {
    console.error(`No file ${file}.`)
    return 1
  }
  return operate({ command: 'restore', file }, (db) => restore(db, file, { replace }), 'empty-or-existing', file)
})
