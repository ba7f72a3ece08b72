import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm'
import type { UserSession } from '@contract/user-sessions'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { refreshTokens } from '../db/schema'
import { notFound } from '../http/errors'
import { deviceName } from './user-agent'

// A user's sessions (docs/product-rules.md#sessions): a session is one sign-in, the family of refresh tokens its
// rotations make. It is live while the family's last token is neither revoked nor expired; its device and address
// are those of the request that got that token, its last use that token's issue (the last refresh).

export interface SessionService {
  /** The live sessions of `userId`, the asking one (`currentSessionId`) first, then the most recently used. */
  list(userId: number, currentSessionId: string): Promise<UserSession[]>
  /** Ends one session of `userId`: 404 when it is not theirs, not live, or unknown. */
  end(userId: number, sessionId: string): Promise<void>
  /** Ends every session of `userId` but `currentSessionId`; how many. */
  endOthers(userId: number, currentSessionId: string): Promise<number>
}

/**
 * Ends sessions of `userId` at `at` by revoking their live refresh tokens: all of them, all but `except`, or only
 * `only`. Their access tokens stop at their next request (requireUser checks the session). How many ended.
 */
export async function endSessions(db: Database, userId: number, at: Date, { except, only }: { except?: string; only?: string } = {}): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except === undefined ? undefined : ne(refreshTokens.familyId, except),
        only === undefined ? undefined : eq(refreshTokens.familyId, only),
      ),
    )
    .returning({ familyId: refreshTokens.familyId })
  return new Set(ended.map((row) => row.familyId)).size
}

/**
 * The sessions of one user: list, end one, end the others. Rules: docs/product-rules.md#sessions.
 */
export function createSessionService({ db, clock }: { db: Database; clock: Clock }): SessionService {
  return {
    async list(userId, currentSessionId) {
      const rows = await db
        .select({
          id: refreshTokens.familyId,
          userAgent: refreshTokens.userAgent,
          address: refreshTokens.address,
          startedAt: refreshTokens.startedAt,
          lastUsedAt: refreshTokens.createdAt,
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date(clock.now()))))
        .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.id))
      const seen = new Set<string>()
      const sessions: UserSession[] = []
      for (const row of rows) {
        // One live token per family (a rotation revokes before it issues); the newest stands for it in any case.
        if (seen.has(row.id)) continue
        seen.add(row.id)
        sessions.push({
          id: row.id,
          ...deviceName(row.userAgent),
          endereco: row.address,
          iniciadaEm: row.startedAt.toISOString(),
          ultimoUsoEm: row.lastUsedAt.toISOString(),
          atual: row.id === currentSessionId,
        })
      }
      return sessions.sort((a, b) => Number(b.atual) - Number(a.atual))
    },

    async end(userId, sessionId) {
      if ((await endSessions(db, userId, new Date(clock.now()), { only: sessionId.toLowerCase() })) === 0) throw notFound()
    },

    endOthers: (userId, currentSessionId) => endSessions(db, userId, new Date(clock.now()), { except: currentSessionId }),
  }
}
