import { ConfigError, loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { loggableDatabaseError } from '../src/db/errors'
import { setUserRole } from '../src/services/users'
import { roleSchema } from '../../src/api/schemas/auth'

// `npm run user:role -- <username> Admin|User`: changes a user's role in the database the server
// uses (same config). With PGlite, stop the server first: its folder must not be open twice.

async function main(args: string[]): Promise<number> {
  const [username, roleArg] = args
  const role = roleSchema.safeParse(roleArg)
  if (!username || !role.success) {
    console.error('Usage: npm run user:role -- <username> Admin|User')
    return 2
  }
  const config = loadConfig(process.env)
  const database = await openDatabase(config)
  try {
    const user = await setUserRole(database.db, username, role.data)
    if (!user) {
      console.error(`No user named '${username}'.`)
      return 1
    }
    console.log(`${user.username} is now ${user.role}. New access tokens carry the role; current ones keep the old one for up to 15 minutes.`)
    return 0
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : (loggableDatabaseError(error) ?? error))
    process.exit(1)
  },
)
