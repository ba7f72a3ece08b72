import { roleSchema } from '@contract/auth'
import { changeRole } from '../src/operations'
import { operate, runScript } from './operate'

// `npm run user:role -- <username> Admin|User`: changes a user's role in the database the server
// uses (same environment), whether the server runs or not (./operate.ts). Effective at once.

runScript(async () => {
  const [username, roleArg] = process.argv.slice(2)
  const role = roleSchema.safeParse(roleArg)
  if (!username || !role.success) {
    console.error('Usage: npm run user:role -- <username> Admin|User')
    return 2
  }
  return operate({ command: 'role', username, role: role.data }, (db) => changeRole(db, username, role.data))
})
