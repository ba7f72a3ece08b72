import type { Clock } from './app-env'
import type { Config } from './config'
import type { Database, DatabaseKind } from './db/client'
import type { ClientIp } from './http/client-ip'
import type { FairUse } from './http/fair-use'
import type { HeavyWork } from './http/heavy-work'
import type { RateLimitStore } from './http/rate-limit'
import type { Logger } from './logger'
import type { AuthMiddleware } from './middleware/auth'
import type { AuthService } from './services/auth'
import type { AuthUsers } from './services/auth-users'
import type { CaptchaService } from './services/captcha'
import type { Services } from './services/services'
import type { TokenService } from './services/tokens'

// What route modules receive from createApp: every dependency is passed in, none is a module
// singleton, so each test builds its own app over its own database.

/** Config with the JWT secret resolved (JWT_SECRET or DATA_DIR/jwt-secret). */
export type AppConfig = Config & { jwtSecret: string }

export interface AppDeps {
  db: Database
  dbKind: DatabaseKind
  config: AppConfig
  logger: Logger
  clock: Clock
  clientIp: ClientIp
  /** Where the rate limits count (shared by the processes on one PostgreSQL). */
  rateLimits: RateLimitStore
  /** Writes per minute per user (requireUser counts each; `charge` adds a costly write's extra weight). */
  fairUse: FairUse
  /** Heavy work's way to other calls between its chunks, and its user's calls kept out of it (PGlite). */
  heavyWork: HeavyWork
  tokens: TokenService
  captcha: CaptchaService
  auth: AuthService
  /** The signed-in users as the database has them now (cached, invalidated by the database). */
  authUsers: AuthUsers
  /** The data services (books, contacts, finance), built once by createServices. */
  services: Services
  requireUser: AuthMiddleware
  requireAdmin: AuthMiddleware
}
