import { backUp } from '../src/operations'
import { absolute, operate, runScript } from './operate'

// `npm run db:backup -- FILE`: a consistent backup of the whole database (server/src/db/backup.ts),
// taken while the server runs (through it) or not.

runScript(async () => {
  const [fileArg] = process.argv.slice(2)
  if (!fileArg) {
    console.error('Usage: npm run db:backup -- FILE   (e.g. ~/portfolio-backups/portfolio-2026-11-25.backup.gz, outside the project)')
    return 2
  }
  const file = absolute(fileArg)
  return operate({ command: 'backup', file }, (db) => backUp(db, file))
})
