import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '@server/db/client'
import { users } from '@server/db/schema'
import { bootstrapAdmin } from '@server/services/admin-bootstrap'
import { createUser } from '@server/services/users'
import { verifyPassword } from '@server/services/passwords'
import { sharedTestApp, TEST_PASSWORD } from './support/test-app'

// Admin bootstrap at start and `npm run user:role`. Each test starts from an empty
// users table: whether an admin exists is exactly what is under test.

const t = sharedTestApp()
beforeEach(async () => {
  await t.db.delete(users)
})

const userNamed = async (username: string) => {
  const [row] = await t.db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  return row
}

describe('bootstrapAdmin', () => {
  it('with no admin and no ADMIN_* variables, creates `admin` with a random password, once', async () => {
    const result = await bootstrapAdmin(t.db, undefined)
    expect(result).toMatchObject({ action: 'generated', username: 'admin' })
    const password = (result as { password: string }).password
    expect(password.length).toBeGreaterThanOrEqual(20)

    const tokens = await t.login('admin', password)
    expect(tokens.role).toBe('Admin')

    expect(await bootstrapAdmin(t.db, undefined)).toEqual({ action: 'none' })
    expect(await t.db.select().from(users)).toHaveLength(1)
  })

  it('never promotes a plain user who signed up as `admin`', async () => {
    await t.signUp('admin')
    const result = await bootstrapAdmin(t.db, undefined)
    expect(result.action).toBe('generated')
    const username = (result as { username: string }).username
    expect(username).toMatch(/^admin-[0-9a-f]{6}$/)
    expect((await userNamed('admin'))?.role).toBe('User')
    expect((await userNamed(username))?.role).toBe('Admin')
  })

  it('does nothing without ADMIN_* variables when an admin exists', async () => {
    await createUser(t.db, { username: 'owner', password: TEST_PASSWORD, fullName: 'Owner', role: 'Admin' })
    expect(await bootstrapAdmin(t.db, undefined)).toEqual({ action: 'none' })
    expect(await t.db.select().from(users)).toHaveLength(1)
  })

  it('creates the ADMIN_USERNAME user with ADMIN_PASSWORD', async () => {
    const result = await bootstrapAdmin(t.db, { username: 'Owner', password: 'owner-password' })
    expect(result).toEqual({ action: 'created', username: 'Owner' })
    expect((await t.login('owner', 'owner-password')).role).toBe('Admin')
  })

  it('promotes an existing ADMIN_USERNAME user and keeps their password', async () => {
    await t.signUp('boss')
    const result = await bootstrapAdmin(t.db, { username: 'BOSS', password: 'some-other-password' })
    expect(result).toEqual({ action: 'promoted', username: 'boss' })
    const row = await userNamed('boss')
    expect(row?.role).toBe('Admin')
    expect(await verifyPassword(row!.passwordHash, TEST_PASSWORD)).toBe(true)
    expect(await verifyPassword(row!.passwordHash, 'some-other-password')).toBe(false)
  })

  it('leaves an existing admin unchanged', async () => {
    await createUser(t.db, { username: 'root', password: TEST_PASSWORD, fullName: 'Root', role: 'Admin' })
    expect(await bootstrapAdmin(t.db, { username: 'root', password: 'whatever-password' })).toEqual({
      action: 'unchanged',
      username: 'root',
    })
  })
})

describe('npm run user:role', () => {
  const run = promisify(execFile)
  const script = join(import.meta.dirname, '../../server/scripts/user-role.ts')
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'user-role-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const userRole = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )

  it('changes the role of a user in the configured database (PGlite folder)', async () => {
    const database = await openDatabase({ dataDir })
    await createUser(database.db, { username: 'Carla', password: TEST_PASSWORD, fullName: 'Carla' })
    await database.close()

    const promoted = await userRole('carla', 'Admin')
    expect(promoted.code).toBe(0)
    expect(promoted.stdout).toContain('Carla is now Admin')

    const reopened = await openDatabase({ dataDir })
    try {
      const [row] = await reopened.db.select().from(users).where(eq(users.username, 'Carla'))
      expect(row?.role).toBe('Admin')
    } finally {
      await reopened.close()
    }
  }, 60_000)

  it('exits non-zero for bad arguments or an unknown user', async () => {
    const usage = await userRole('carla', 'Root')
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run user:role -- <username> Admin|User')
    const unknown = await userRole('nobody-here', 'User')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("No user named 'nobody-here'")
  }, 60_000)
})
