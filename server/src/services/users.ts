import { eq, sql } from 'drizzle-orm'
import type { Role } from '../../../src/api/schemas/auth'
import type { AuthUser } from '../app-env'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { users, type UserRow } from '../db/schema'
import { conflict } from '../http/errors'
import { hashPassword } from './passwords'

// User accounts (SPEC §3 sign-up data, DESIGN §3 roles). Usernames are unique ignoring case.

/**
 * Finds a user by username, ignoring case.
 * DESIGN §3 usernames.
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
 * DESIGN §3 tokens.
 */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

/**
 * The signed-in user as the database has it now (id, username, current role), by the token's id.
 * DESIGN §3 tokens and roles.
 */
export async function findAuthUser(db: Database, id: number): Promise<AuthUser | undefined> {
  const [user] = await db.select({ id: users.id, username: users.username, role: users.role }).from(users).where(eq(users.id, id))
  return user
}

/**
 * `findAuthUser` as a prepared statement of `db`, for the lookup every signed-in request makes
 * (PostgreSQL parses and plans it once per connection instead of once per request).
 * DESIGN §3 tokens and roles.
 */
export function authUserLookup(db: Database): (id: number) => Promise<AuthUser | undefined> {
  const query = db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_auth_user')
  return async (id) => (await query.execute({ id }))[0]
}

/**
 * Creates a user with an argon2id password hash; a taken username (any case) is a 409 'user_exists'.
 * SPEC §5 sign-up; DESIGN §3 passwords and usernames.
 */
export async function createUser(
  db: Database,
  input: { username: string; password: string; fullName: string; role?: Role },
): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw conflict('user_exists')
  const passwordHash = await hashPassword(input.password)
  try {
    const [user] = await db
      .insert(users)
      .values({ username: input.username, passwordHash, fullName: input.fullName, role: input.role ?? 'User' })
      .returning()
    return user!
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('user_exists')
    throw error
  }
}

/**
 * Sets the role of `username` (any case); returns the updated user, or undefined if there is none.
 * DESIGN §3 roles (admin bootstrap and npm run user:role).
 */
export async function setUserRole(db: Database, username: string, role: Role): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ role })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .returning()
  return user
}
