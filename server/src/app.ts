import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { systemClock, type AppEnv, type Clock } from './app-env'
import type { Database, DatabaseKind, Listen } from './db/client'
import { isDatabaseUnavailable, isForeignKeyViolation, isUnstorableText, loggableDatabaseError, violatedConstraint } from './db/errors'
import { foreignKeyColumns } from './db/foreign-keys'
import type { AppConfig, AppDeps } from './deps'
import { clientIpResolver, type ClientIp } from './http/client-ip'
import { compressJson } from './http/compression'
import { createFairUse } from './http/fair-use'
import { createHeavyWork, type HeavyWork } from './http/heavy-work'
import { databaseRateLimitStore, memoryRateLimitStore, type RateLimitStoreKind } from './http/rate-limit'
import { corsForOrigins } from './http/cors'
import { exactJsonBody } from './http/json-body'
import { saoPauloMoments } from './http/moments'
import { ApiError, errorResponse, notFound, payloadTooLarge } from './http/errors'
import { createRouter } from './http/openapi'
import { API_PATH_PREFIXES } from './http/paths'
import { securityHeaders, securityHeaderValues } from './http/security-headers'
import { inlineScriptHashes, registerStatic } from './http/static'
import type { MessageKey } from './i18n'
import { createConsoleLogger, type Logger } from './logger'
import { createRequireAdmin, createRequireUser } from './middleware/auth'
import { announceRole } from './middleware/role-header'
import { accountHolderRoutes } from './routes/account-holders'
import { authRoutes } from './routes/auth'
import { demoRoutes } from './routes/demo'
import { twoFactorRoutes } from './routes/two-factor'
import { bankAccountRoutes } from './routes/bank-accounts'
import { planningRoutes } from './routes/planning'
import { recurrenceRoutes } from './routes/recurrences'
import { bankCardRoutes } from './routes/bank-cards'
import { bookRoutes } from './routes/books'
import { captchaRoutes } from './routes/captcha'
import { categoryRoutes } from './routes/categories'
import { contactRoutes } from './routes/contacts'
import { registerDocs } from './routes/docs'
import { entryRoutes } from './routes/entries'
import { entrySuggestionRoutes } from './routes/entry-suggestions'
import { healthRoutes } from './routes/health'
import { pokemonRoutes } from './routes/pokemon'
import { slideshowRoutes } from './routes/slideshow'
import { installmentPlanRoutes } from './routes/installments'
import { USER_DATA_BODY_LIMIT, USER_DATA_PATH, userDataRoutes } from './routes/user-data'
import { BANK_IMPORT_BODY_LIMIT, BANK_IMPORT_CONFIRM_BODY_LIMIT, BANK_IMPORT_CONFIRM_PATH, BANK_IMPORT_PATH, bankImportRoutes } from './routes/bank-import'
import { accountSecurityRoutes } from './routes/account-security'
import { createAuthService } from './services/auth'
import { createAuthUsers } from './services/auth-users'
import { createCaptchaService, type CaptchaDifficulty } from './services/captcha'
import { createServices } from './services/services'
import { createTokenService } from './services/tokens'
import { authUserLookup } from './services/users'
import { THEME_BOOTSTRAP_CSP_HASH } from './theme-bootstrap'

// The API application (docs/architecture.md#layers, docs/product-rules.md#the-api): middleware, error handling, routes, docs and the SPA.
// Everything it uses is passed in; tests build one per file over a fresh database.

/** Request bodies up to 64 KiB (docs/product-rules.md#limits)... */
export const JSON_BODY_LIMIT = 64 * 1024
/** ...except on these paths: the card image upload takes 50 PNGs of up to 2 MiB each. */
export const BODY_LIMIT_BY_PATH: Readonly<Record<string, number>> = {
  '/v1/api/pokemon/salvarimagenspokemon': 50 * 2 * 1024 * 1024 + 1024 * 1024,
  /** ...and a user's data import (docs/product-rules.md#a-users-data) takes a whole exported document. */
  [USER_DATA_PATH]: USER_DATA_BODY_LIMIT,
  /** ...and a bank statement file (docs/product-rules.md#bank-statement-import). */
  [BANK_IMPORT_PATH]: BANK_IMPORT_BODY_LIMIT,
}
/** Paths with an id: a bank import's confirmation lists a decision per row. */
export const BODY_LIMIT_BY_PATTERN: ReadonlyArray<readonly [RegExp, number]> = [[BANK_IMPORT_CONFIRM_PATH, BANK_IMPORT_CONFIRM_BODY_LIMIT]]

/** The body limit of a request path. */
export const bodyLimitOf = (path: string): number =>
  BODY_LIMIT_BY_PATH[path] ?? BODY_LIMIT_BY_PATTERN.find(([pattern]) => pattern.test(path))?.[1] ?? JSON_BODY_LIMIT

export interface AppOptions {
  db: Database
  dbKind: DatabaseKind
  /** The database's NOTIFY listener (DatabaseHandle.listen): lets requireUser cache users. */
  listen?: Listen
  config: AppConfig
  logger?: Logger
  clock?: Clock
  /** Rate-limit key of a request; defaults to the socket address (X-Forwarded-For with TRUST_PROXY). */
  clientIp?: ClientIp
  /** Built SPA folder (dist/); when set, its files and the index.html fallback are served. */
  staticDir?: string
  captchaDifficulty?: CaptchaDifficulty
  /**
   * Where rate-limit counts live: 'database' (the rate_limits table, shared by every process on one
   * PostgreSQL) by default on PostgreSQL, 'memory' by default on PGlite (one process by rule).
   */
  rateLimitStore?: RateLimitStoreKind
  /** Route modules to mount; defaults to `defaultRouteModules` (tests add probe routes). */
  routes?: readonly RouteModule[]
  /** The calls in flight, which heavy work gives way to (the server shares it with its backups); made here when absent. */
  heavyWork?: HeavyWork
}

/** A resource's routes: `server/src/routes/<resource>.ts` exports `(deps) => router`. */
export type RouteModule = (deps: AppDeps) => OpenAPIHono<AppEnv>

/** Every API route module, in mount order. Later issues append theirs here. */
export const defaultRouteModules: readonly RouteModule[] = [
  healthRoutes,
  captchaRoutes,
  authRoutes,
  contactRoutes,
  bookRoutes,
  pokemonRoutes,
  slideshowRoutes,
  categoryRoutes,
  bankCardRoutes,
  accountHolderRoutes,
  bankAccountRoutes,
  entrySuggestionRoutes,
  entryRoutes,
  installmentPlanRoutes,
  recurrenceRoutes,
  planningRoutes,
  userDataRoutes,
  bankImportRoutes,
  demoRoutes,
  twoFactorRoutes,
  accountSecurityRoutes,
]

export function createApp(options: AppOptions) {
  const clock = options.clock ?? systemClock
  const logger = options.logger ?? createConsoleLogger(options.config.logLevel)
  const tokens = createTokenService({ secret: options.config.jwtSecret, clock, accessTokenTtlSeconds: options.config.accessTokenTtlSeconds })
  const authUsers = createAuthUsers({ load: authUserLookup(options.db), listen: options.listen, clock })
  const storeKind = options.rateLimitStore ?? (options.dbKind === 'postgres' ? 'database' : 'memory')
  const rateLimits = storeKind === 'database' ? databaseRateLimitStore(options.db, clock) : memoryRateLimitStore(clock)
  const fairUse = createFairUse({ store: rateLimits, perMinute: options.config.writeLimitPerMinute, clock, tokens })
  // Heavy work (a data import or export) gives way to everyone else's calls; on PGlite it runs alone for its user,
  // whose other calls wait for their export and are refused during their import (docs/architecture.md#heavy-work).
  const heavyWork = options.heavyWork ?? createAppHeavyWork(options.dbKind)
  // Every signed-in route's guard: a write also counts against the user's minute (docs/product-rules.md#limits);
  // its answer names the user's current role.
  const requireUser = fairUse.guard(heavyWork.guard(announceRole(createRequireUser(tokens, authUsers))))
  const deps: AppDeps = {
    db: options.db,
    dbKind: options.dbKind,
    config: options.config,
    logger,
    clock,
    clientIp: options.clientIp ?? clientIpResolver(options.config),
    tokens,
    captcha: createCaptchaService({
      db: options.db,
      secret: options.config.jwtSecret,
      clock,
      difficulty: options.captchaDifficulty,
    }),
    rateLimits,
    fairUse,
    heavyWork,
    auth: createAuthService({ db: options.db, tokens, clock, rateLimits, forgetUser: authUsers.forget }),
    authUsers,
    services: createServices({ db: options.db, clock, dbKind: options.dbKind, heavyWork }),
    requireUser,
    requireAdmin: createRequireAdmin(requireUser),
  }

  // Middleware sets headers before the handler and never reads the response: a Response built by
  // c.json/c.body/... then carries them from the start, and @hono/node-server writes it without
  // rebuilding it (its fast path). Handlers answer through `c`, never with `new Response`.
  const app = createRouter<AppEnv>()
  app.use(requestId())
  app.use(heavyWork.track)
  app.use(securityHeaders(appSecurityHeaders(options.staticDir)))
  app.use(compressJson())
  // Moments in answers carry São Paulo's offset (docs/product-rules.md#dates; after compressJson: the rewritten body is compressed).
  app.use(saoPauloMoments())
  // CORS: only the listed origins may call the API from the browser; nothing changes without them.
  const corsMiddleware = corsForOrigins(options.config.corsOrigins)
  if (corsMiddleware) for (const prefix of API_PATH_PREFIXES) app.use(`${prefix}*`, corsMiddleware)
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw payloadTooLarge()
      },
    })
  const bodyLimits = new Map(Object.entries(BODY_LIMIT_BY_PATH).map(([path, maxSize]) => [path, limitBody(maxSize)]))
  const jsonBodyLimit = limitBody(JSON_BODY_LIMIT)
  const patternLimits = BODY_LIMIT_BY_PATTERN.map(([pattern, maxSize]) => [pattern, limitBody(maxSize)] as const)
  const limitOf = (path: string) => bodyLimits.get(path) ?? patternLimits.find(([pattern]) => pattern.test(path))?.[1] ?? jsonBodyLimit
  app.use((c, next) => {
    // GET and HEAD carry no body; the check would build the full Request object for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return limitOf(c.req.path)(c, next)
  })
  // JSON bodies must be UTF-8, and numbers keep the precision they were written with (./http/json-body).
  const jsonBody = exactJsonBody(heavyWork.giveWay)
  for (const prefix of API_PATH_PREFIXES) app.use(`${prefix}*`, jsonBody)
  // API answers are not cached unless a route says otherwise (its c.header replaces this one).
  for (const prefix of API_PATH_PREFIXES) {
    app.use(`${prefix}*`, (c, next) => {
      c.header('Cache-Control', 'no-store')
      return next()
    })
  }

  for (const routes of options.routes ?? defaultRouteModules) app.route('/', routes(deps))
  registerDocs(app)

  // Unknown API paths answer JSON 404 before the SPA fallback can claim them.
  for (const prefix of API_PATH_PREFIXES) app.all(`${prefix}*`, (c) => errorResponse(c, notFound()))
  if (options.staticDir) registerStatic(app, options.staticDir)

  app.notFound((c) => errorResponse(c, notFound()))
  app.onError((error, c) => errorResponse(c, toApiError(error, c, logger)))

  return app
}

export type App = ReturnType<typeof createApp>

/** The app's heavy work: the data import and export are the heavy calls; on PGlite they run alone for their user. */
export const createAppHeavyWork = (dbKind: DatabaseKind, onBusy?: (busy: boolean) => void) =>
  createHeavyWork({ heavyPaths: [USER_DATA_PATH], perUser: dbKind === 'pglite', onBusy })

/** The security headers of every answer of an app serving `staticDir` (its inline scripts' hashes in the CSP). */
export function appSecurityHeaders(staticDir: string | undefined): Readonly<Record<string, string>> {
  return securityHeaderValues([THEME_BOOTSTRAP_CSP_HASH, ...inlineScriptHashes(staticDir)])
}

/** Hono's own HTTP errors (malformed JSON, wrong content type, ...) as API error codes. */
const httpExceptionCodes: Partial<Record<number, MessageKey>> = {
  400: 'malformed_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
}

/**
 * A write refused by a foreign key (23503): what it pointed at was deleted by another request after
 * the service checked it (PostgreSQL runs them at once). Answered as the check answers a missing
 * parent: the field's 400, a 401 for a user deleted meanwhile, a 404 for a plan deleted meanwhile.
 */
const foreignKeyAnswers: Readonly<Record<string, () => ApiError>> = {
  categoria_id: () => new ApiError(400, 'unknown_category', { errors: { categoriaId: 'unknown_category' } }),
  pessoa_conta_id: () => new ApiError(400, 'unknown_account_holder', { errors: { pessoaContaId: 'unknown_account_holder' } }),
  cartao_id: () => new ApiError(400, 'unknown_bank_card', { errors: { cartaoId: 'unknown_bank_card' } }),
  conta_bancaria_id: () => new ApiError(400, 'unknown_bank_account', { errors: { contaBancariaId: 'unknown_bank_account' } }),
  conta_origem_id: () => new ApiError(400, 'unknown_bank_account', { errors: { contaOrigemId: 'unknown_bank_account' } }),
  conta_destino_id: () => new ApiError(400, 'unknown_bank_account', { errors: { contaDestinoId: 'unknown_bank_account' } }),
  user_id: () => new ApiError(401, 'invalid_token'),
  plan_id: () => notFound(),
  parcelamento_mensal_id: () => notFound(),
}

function foreignKeyError(error: unknown): ApiError {
  const column = foreignKeyColumns.get(violatedConstraint(error) ?? '')
  return foreignKeyAnswers[column ?? '']?.() ?? new ApiError(400, 'invalid_value')
}

/** Seconds a client should wait before retrying while the database does not answer. */
const DATABASE_RETRY_AFTER_SECONDS = 5

/**
 * Maps any thrown error to an ApiError: a database that does not answer is 503, other unexpected
 * errors are logged with the request id and become 500. Nothing logged carries a query's parameters.
 */
function toApiError(error: Error, c: Context<AppEnv>, logger: Logger): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPException && error.status === 413) return payloadTooLarge()
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status as ContentfulStatusCode, httpExceptionCodes[error.status] ?? 'validation_failed')
  }
  if (isForeignKeyViolation(error)) return foreignKeyError(error)
  const request = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path }
  // Failed queries are logged without their parameters, which hold user text.
  const database = loggableDatabaseError(error)
  if (isUnstorableText(error)) {
    // Bad input is 400, never 500 (docs/product-rules.md#the-api). Reaching here means a request schema let it through.
    logger.warn('Text the database cannot store reached a query', { ...request, ...database })
    return new ApiError(400, 'invalid_value')
  }
  if (isDatabaseUnavailable(error)) {
    logger.error('Database unavailable', { ...request, ...database })
    return new ApiError(503, 'database_unavailable', { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } })
  }
  logger.error('Unhandled error', { ...request, ...(database ?? { error }) })
  return new ApiError(500, 'internal_error')
}
