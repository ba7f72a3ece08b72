import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, resolveJwtSecret } from '@server/config'

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app')
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      admin: undefined,
      captcha: true,
      logLevel: 'info',
      trustProxy: 0,
      writeLimitPerMinute: 600,
      corsOrigins: [],
      accessTokenTtlSeconds: 900,
      demo: { enabled: true, maxAccounts: 200, ttlHours: 24 },
    })
  })

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/portfolio',
        DATABASE_URL: 'postgres://u:p@db:5432/portfolio',
        JWT_SECRET: 'x'.repeat(40),
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'a-strong-password',
        CAPTCHA: 'off',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        WRITE_LIMIT_PER_MINUTE: '1200',
        ACCESS_TOKEN_TTL_SECONDS: '300',
        DEMO: 'off',
        DEMO_MAX_ACCOUNTS: '50',
        DEMO_TTL_HOURS: '2',
      },
      '/ignored',
    )
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/portfolio',
      databaseUrl: 'postgres://u:p@db:5432/portfolio',
      jwtSecret: 'x'.repeat(40),
      admin: { username: 'owner', password: 'a-strong-password' },
      captcha: false,
      logLevel: 'warn',
      trustProxy: 1,
      writeLimitPerMinute: 1200,
      accessTokenTtlSeconds: 300,
      demo: { enabled: false, maxAccounts: 50, ttlHours: 2 },
    })
  })

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', JWT_SECRET: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '' })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.jwtSecret).toBeUndefined()
    expect(config.admin).toBeUndefined()
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ CAPTCHA: 'maybe' }, 'CAPTCHA'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_USERNAME: 'owner' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'not a name', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_USERNAME'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'abc' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ WRITE_LIMIT_PER_MINUTE: '0' }, 'WRITE_LIMIT_PER_MINUTE'],
    [{ WRITE_LIMIT_PER_MINUTE: 'many' }, 'WRITE_LIMIT_PER_MINUTE'],
    [{ DEMO: 'yes' }, 'DEMO'],
    [{ DEMO_MAX_ACCOUNTS: '0' }, 'DEMO_MAX_ACCOUNTS'],
    [{ DEMO_TTL_HOURS: '0.5' }, 'DEMO_TTL_HOURS'],
  ])('rejects %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    try {
      loadConfig(env)
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toContain(variable)
      expect((error as ConfigError).message).toMatch(/^Invalid configuration:/)
    }
  })

  it('reads CORS_ORIGINS as a list of origins, as browsers write them in Origin', () => {
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([])
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.com' }).corsOrigins).toEqual(['https://app.example.com'])
    expect(loadConfig({ CORS_ORIGINS: ' https://App.Example.com , http://localhost:5173,https://app.example.com,' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ])
  })

  it.each([
    'app.example.com',
    'https://app.example.com/',
    'https://app.example.com/path',
    'https://app.example.com?x=1',
    'https://user@app.example.com',
    'ftp://app.example.com',
    '*',
    'null',
    'https://ok.example.com, https://',
  ])('rejects CORS_ORIGINS=%j naming the variable and the value', (value) => {
    try {
      loadConfig({ CORS_ORIGINS: value })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as ConfigError).problems.join('\n')).toMatch(/^CORS_ORIGINS: .*is not an http\(s\) origin/)
    }
  })

  it('reads TRUST_PROXY as the number of proxies in front: false 0, true 1, or a whole number', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0)
  })

  it('takes the access token lifetime from 10 s to a day', () => {
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '10' }).accessTokenTtlSeconds).toBe(10)
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '86400' }).accessTokenTtlSeconds).toBe(86_400)
    for (const value of ['9', '86401', '1.5', 'soon']) expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: value })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/)
  })

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'x', CAPTCHA: 'y' })
      expect.unreachable()
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2)
    }
  })
})

describe('resolveJwtSecret', () => {
  const dirs: string[] = []
  const tempDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'jwt-secret-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('prefers JWT_SECRET and writes nothing', () => {
    const dataDir = tempDataDir()
    const secret = 'y'.repeat(32)
    expect(resolveJwtSecret({ ...loadConfig({ JWT_SECRET: secret }), dataDir })).toBe(secret)
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow()
  })

  it('generates a secret once, keeps it in DATA_DIR/jwt-secret with mode 0600, and reuses it', () => {
    const dataDir = join(tempDataDir(), 'nested')
    const config = loadConfig({ DATA_DIR: dataDir })
    const first = resolveJwtSecret(config)
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = join(dataDir, 'jwt-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(resolveJwtSecret(config)).toBe(first)
  })

  it('replaces a stored secret that is too short', () => {
    const dataDir = tempDataDir()
    writeFileSync(join(dataDir, 'jwt-secret'), 'short\n', { mode: 0o600 })
    const secret = resolveJwtSecret(loadConfig({ DATA_DIR: dataDir }))
    expect(secret).not.toBe('short')
    expect(secret.length).toBeGreaterThanOrEqual(32)
  })
})
