import { describe, expect, it } from 'vitest'
import { ADMIN, backends, client, freshPostgres, startServer, stopServer } from '../probes/server'
import { script, signedIn, tempFolders } from './support/scripts'

// `npm run user:password -- USERNAME` (docs/product-rules.md#sessions) on real server processes: while the server
// serves (through its control socket on PGlite, directly on PostgreSQL) and with no server running; the new password
// is printed once, the old one stops, and every session of the user ends at once.

const tempFolder = tempFolders()


/** The password the script printed. */
function printedPassword(output: string): string {
  const match = /^New password for [^:]+: (\S+)$/m.exec(output)
  expect(match, output).not.toBeNull()
  return match![1]!
}

for (const backend of backends()) {
  describe(`npm run user:password while the server runs (${backend})`, () => {
    it('prints a new password once, the old one stops, and every session of the user ends at once', async () => {
      let env: Record<string, string>
      let drop: () => Promise<void> = async () => undefined
      if (backend === 'PGlite') env = { DATA_DIR: tempFolder('user-password-') }
      else {
        const database = await freshPostgres(process.env.DATABASE_URL!, 'user_password')
        env = { DATABASE_URL: database.url }
        drop = database.drop
      }
      const server = await startServer(env)
      try {
        const first = await signedIn(server, ADMIN, '10.7.0.1')
        const second = await signedIn(server, ADMIN, '10.7.0.2')
        expect((await first.api.call('GET', '/v1/api/contato')).status).toBe(200)

        const reset = await script('user-password', [ADMIN.nomeUsuario.toUpperCase()], env)
        expect(reset.code, reset.output).toBe(0)
        const password = printedPassword(reset.output)
        expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/)
        expect(reset.output).toContain('2 sessions of theirs ended')

        // Both sessions end at their next request, and neither refreshes.
        for (const session of [first, second]) {
          expect((await session.api.call('GET', '/v1/api/contato')).status).toBe(401)
          expect((await session.api.call('POST', '/api/auth/v1/refresh', { refreshToken: session.tokens.refreshToken })).status).toBe(401)
        }
        const anonymous = client(server.base, { agent: false, address: '10.7.0.3' })
        expect((await anonymous.call('POST', '/api/auth/v1/signin', { ...ADMIN, captcha: '' })).status).toBe(401)
        const renewed = await signedIn(server, { nomeUsuario: ADMIN.nomeUsuario, senha: password }, '10.7.0.4')
        expect((await renewed.api.call('GET', '/v1/api/contato')).status).toBe(200)

        // A second run draws another password.
        const again = await script('user-password', [ADMIN.nomeUsuario], env)
        expect(printedPassword(again.output)).not.toBe(password)
        expect(again.output).toContain('1 session of theirs ended')

        const missing = await script('user-password', ['nobody-here'], env)
        expect(missing.code).toBe(1)
        expect(missing.output).toContain("No user named 'nobody-here'")
      } finally {
        await stopServer(server)
        await drop()
      }
    }, 180_000)
  })
}

describe('npm run user:password without a server', () => {
  it('sets the password in the folder the server left, and refuses bad arguments', async () => {
    const dataDir = tempFolder('user-password-stopped-')
    const server = await startServer({ DATA_DIR: dataDir })
    await stopServer(server)

    const usage = await script('user-password', [], { DATA_DIR: dataDir })
    expect(usage.code).toBe(2)
    expect(usage.output).toContain('Usage: npm run user:password -- <username>')
    expect((await script('user-password', ['a', 'b'], { DATA_DIR: dataDir })).code).toBe(2)

    const reset = await script('user-password', [ADMIN.nomeUsuario], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    expect(reset.code, reset.output).toBe(0)
    const password = printedPassword(reset.output)

    // ADMIN_PASSWORD only sets the password of a new admin: the server starts with the printed one in force.
    const again = await startServer({ DATA_DIR: dataDir })
    try {
      await signedIn(again, { nomeUsuario: ADMIN.nomeUsuario, senha: password }, '10.8.0.1')
    } finally {
      await stopServer(again)
    }
  }, 180_000)
})
