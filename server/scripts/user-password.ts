import { resetPassword } from '../src/operations'
import { operate, runScript } from './operate'

// `npm run user:password -- <username>`: gives a user a new random password, printed once, and ends every session of
// theirs, in the database the server uses (same environment), whether the server runs or not (./operate.ts).

runScript(async () => {
  const [username, ...rest] = process.argv.slice(2)
  if (!username || rest.length > 0) {
    console.error('Usage: npm run user:password -- <username>')
    return 2
  }
  return operate({ command: 'password', username }, (db) => resetPassword(db, username))
})
