import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema'
import { createUser, findUserByUsername, setUserRole } from './users'

// The first admin, made at start (docs/product-rules.md#accounts-and-roles).

export type AdminBootstrapResult =
  | { action: 'created'; username: string }
  | { action: 'promoted'; username: string }
  | { action: 'unchanged'; username: string }
  | { action: 'generated'; username: string; password: string }
  | { action: 'none' }

/**
 * With ADMIN_USERNAME/ADMIN_PASSWORD: that user exists with role Admin (created, or promoted; the
 * password is set only on creation). Without them and with no admin at all: creates `admin` with a
 * random password, returned so the caller prints it once.
 */
export async function bootstrapAdmin(
  db: Database,
  admin: { username: string; password: string } | undefined,
): Promise<AdminBootstrapResult> {
  if (admin) {
    const existing = await findUserByUsername(db, admin.username)
    if (!existing) {
      await createUser(db, { username: admin.username, password: admin.password, fullName: 'Administrator', role: 'Admin' })
      return { action: 'created', username: admin.username }
    }
    if (existing.role === 'Admin') return { action: 'unchanged', username: existing.username }
    await setUserRole(db, existing.username, 'Admin')
    return { action: 'promoted', username: existing.username }
  }

  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).limit(1)
  if (anyAdmin) return { action: 'none' }
  // 'admin' may already be a plain user who signed up with that name: never promote a stranger.
  const username = (await findUserByUsername(db, 'admin')) ? `admin-${randomBytes(3).toString('hex')}` : 'admin'
  const password = randomBytes(18).toString('base64url')
  await createUser(db, { username, password, fullName: 'Administrator', role: 'Admin' })
  return { action: 'generated', username, password }
}
