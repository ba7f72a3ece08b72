import { randomBytes } from 'node:crypto'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { USERNAME_PATTERN } from '@contract/auth'
import { secureDataDir } from './data-dir'

// Server configuration from the environment (every variable, with its default, in .env.example). `loadConfig` is pure: it reads only the
// object it is given, so tests pass their own; file access (the JWT secret) is in `resolveJwtSecret`.

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/** Empty strings count as unset, as in most .env files (`ADMIN_PASSWORD=`). */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional())

/**
 * The origin a browser sends in `Origin` for `text`, or null unless `text` is exactly an http(s)
 * origin: scheme, host and optional port, no path (not even `/`), query, fragment or user info.
 */
export function corsOrigin(text: string): string | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  // `origin` is scheme://host[:port] as browsers send it (lower case, no default port, punycode).
  return text.toLowerCase() === url.origin ? url.origin : null
}

/** CORS_ORIGINS: comma-separated origins (spaces around commas allowed); unset or empty is none. */
const corsOrigins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
    const parsed: string[] = []
    for (const text of origins) {
      const origin = corsOrigin(text)
      if (origin === null) {
        ctx.addIssue({ code: 'custom', message: `"${text}" is not an http(s) origin such as https://app.example.com (no path)` })
        continue
      }
      if (!parsed.includes(origin)) parsed.push(origin)
    }
    return parsed
  })

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_USERNAME: optionalText.pipe(
      z.string().regex(USERNAME_PATTERN, 'must be 3 to 40 letters, digits, dots, hyphens or underscores').optional(),
    ),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    CAPTCHA: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const hops = value === 'false' ? 0 : value === 'true' ? 1 : /^\d{1,2}$/.test(value) ? Number(value) : undefined
        if (hops === undefined) ctx.addIssue({ code: 'custom', message: 'must be false, true or the number of proxies in front (0 to 99)' })
        return hops ?? 0
      }),
    WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000_000).default(600),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    CORS_ORIGINS: corsOrigins,
    DEMO: z.enum(['on', 'off']).default('on'),
    DEMO_MAX_ACCOUNTS: z.coerce.number().int().min(1).max(100_000).default(200),
    DEMO_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  })
  .refine((env) => (env.ADMIN_USERNAME === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })

export interface Config {
  port: number
  host: string
  /** Absolute path of the data folder (PGlite files, generated JWT secret). */
  dataDir: string
  databaseUrl: string | undefined
  /** From JWT_SECRET; when unset, `resolveJwtSecret` fills it from DATA_DIR/jwt-secret. */
  jwtSecret: string | undefined
  admin: { username: string; password: string } | undefined
  captcha: boolean
  logLevel: LogLevel
  /**
   * How many proxies in front append to X-Forwarded-For (TRUST_PROXY: false = 0, true = 1, or a
   * number): the client address is the entry that many from the right (http/client-ip.ts).
   */
  trustProxy: number
  /** Fair use: writes (POST/PUT/PATCH/DELETE on /v1/api) per minute per user. */
  writeLimitPerMinute: number
  /** Origins (`https://app.example.com`) whose pages may call the API from the browser (CORS); none by default. */
  corsOrigins: string[]
  /** How long an access token lives, in seconds (ACCESS_TOKEN_TTL_SECONDS, 900); the SPA renews it at 80 % of that. */
  accessTokenTtlSeconds: number
  /**
   * The visitor's demo (docs/product-rules.md#the-visitors-demo): whether POST /v1/api/demo exists (DEMO), how many
   * demo accounts may live at once (DEMO_MAX_ACCOUNTS) and how long each lives (DEMO_TTL_HOURS).
   */
  demo: { enabled: boolean; maxAccounts: number; ttlHours: number }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses environment variables into a Config; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`))
  }
  const values = parsed.data
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    admin:
      values.ADMIN_USERNAME && values.ADMIN_PASSWORD
        ? { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD }
        : undefined,
    captcha: values.CAPTCHA === 'on',
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    writeLimitPerMinute: values.WRITE_LIMIT_PER_MINUTE,
    corsOrigins: values.CORS_ORIGINS,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    demo: { enabled: values.DEMO === 'on', maxAccounts: values.DEMO_MAX_ACCOUNTS, ttlHours: values.DEMO_TTL_HOURS },
  }
}

/**
 * The JWT secret: JWT_SECRET when set, else the one kept in DATA_DIR/jwt-secret (created on first
 * start, mode 0600) so that tokens survive restarts. A DATA_DIR or secret another user made or may change is
 * refused (UnsafeDataDirError, ./data-dir.ts): their secret would let them sign tokens as any user.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret
  secureDataDir(config.dataDir)
  const file = join(config.dataDir, 'jwt-secret')
  try {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}
