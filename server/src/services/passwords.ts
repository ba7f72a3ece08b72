import { hash, verify } from '@node-rs/argon2'

// Password hashing with argon2id at the library defaults (19 MiB, 2 passes: OWASP's
// recommendation), ~13 ms per hash here.

/** `Algorithm.Argon2id` (a const enum the library only declares in its types). */
const ARGON2ID = 2

/**
 * PHC-format argon2id hash of `password` (`$argon2id$v=19$…`).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID })
}

/**
 * Whether `password` matches a stored hash; a malformed hash never matches.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined
/** Spends the time of one verification, so unknown usernames answer as slowly as wrong passwords. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy password for timing')
  await verifyPassword(await dummyHash, password)
}
