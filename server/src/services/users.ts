import { eq, sql } from 'drizzle-orm'
import type { Role } from '@contract/auth'
import type { AuthUser } from '../app-env'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { categories, refreshTokens, users, type UserRow } from '../db/schema'
import { conflict } from '../http/errors'
import type { Language } from '../i18n'
import type { LoadedAuthUser } from './auth-users'
import { defaultCategoryRows } from './default-categories'
import { hashPassword } from './passwords'

// User accounts: username, full name, password hash and role (User or Admin). Usernames are unique ignoring case.

/**
 * Finds a user by username, ignoring case.
 */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  return user
}

/**
 * Finds a user by id (the access token's `sub`).
 */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

/**
 * The signed-in user as the database has it now (id, username, current role), by the token's id:
 * a role change applies to the user's next request.
 */
export async function findAuthUser(db: Database, id: number): Promise<AuthUser | undefined> {
  const [user] = await db.select({ id: users.id, username: users.username, role: users.role, sessionKey: users.sessionKey }).from(users).where(eq(users.id, id))
  return user
}

/**
 * `findAuthUser` as a prepared statement of `db`, for the lookup every signed-in request makes
 * (PostgreSQL parses and plans it once per connection instead of once per request).
 */
export function authUserLookup(db: Database): (id: number, sessionId?: string) => Promise<LoadedAuthUser | undefined> {
  const columns = { id: users.id, username: users.username, role: users.role, sessionKey: users.sessionKey }
  const query = db.select(columns).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('find_auth_user')
  // With the session (an access token's refresh-token family): whether it still has its live token, in the same read.
  const withSession = db
    .select({
      ...columns,
      // The user's id as a parameter, not a correlated column: Drizzle writes columns unqualified in a one-table select.
      sessionLive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.userId} = ${sql.placeholder('id')} and ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_auth_user_session')
  return async (id, sessionId) => (sessionId === undefined ? (await query.execute({ id }))[0] : (await withSession.execute({ id, sessionId }))[0])
}

/**
 * Creates a user with an argon2id password hash; a taken username (any case) is a 409 'user_exists'.
 * With `defaultCategories`, the user and the default categories in that language are written in one
 * transaction (docs/product-rules.md#default-categories).
 * Usernames and passwords: docs/product-rules.md#accounts-and-roles.
 */
export async function createUser(
  db: Database,
  input: { username: string; password: string; fullName: string; role?: Role; defaultCategories?: Language },
): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw conflict('user_exists')
  const passwordHash = await hashPassword(input.password)
  const language = input.defaultCategories
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, passwordHash, fullName: input.fullName, role: input.role ?? 'User' })
        .returning()
      if (language) await tx.insert(categories).values(defaultCategoryRows(user!.id, language))
      return user!
    })
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('user_exists')
    throw error
  }
}

/**
 * Sets the role of `username` (any case); returns the updated user, or undefined if there is none.
 * Used by the admin bootstrap and `npm run user:role`.
 */
export async function setUserRole(db: Database, username: string, role: Role): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ role })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .returning()
  return user
}

/**
 * Sets the password hash of `username` (any case); returns the updated user, or undefined if there is none.
 * Used by `npm run user:password`.
 */
export async function setUserPasswordHash(db: Database, username: string, passwordHash: string): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .returning()
  return user
}
