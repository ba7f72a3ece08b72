import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '@server/config'
import { EnvFileError, loadEnvFiles } from '@server/env-files'

// `.env` and `.env.local` in the project root, under the real environment.

let folder: string
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'portfolio-env-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

const write = (name: string, text: string) => writeFileSync(join(folder, name), text)

describe('loadEnvFiles', () => {
  it('reads nothing and changes nothing without the files', () => {
    const env: Record<string, string | undefined> = { PORT: '4000' }
    expect(loadEnvFiles(folder, env)).toEqual([])
    expect(env).toEqual({ PORT: '4000' })
  })

  it('a value only in .env takes effect', () => {
    write('.env', '# local\nCAPTCHA=off\nLOG_LEVEL=debug\n\nexport TRUST_PROXY="2"\n')
    const env: Record<string, string | undefined> = {}
    expect(loadEnvFiles(folder, env)).toEqual(['.env'])
    const config = loadConfig(env, folder)
    expect(config.captcha).toBe(false)
    expect(config.logLevel).toBe('debug')
    expect(config.trustProxy).toBe(2)
  })

  it('the real environment wins over both files, even when it is empty', () => {
    write('.env', 'CAPTCHA=off\nLOG_LEVEL=debug\nADMIN_PASSWORD=from-the-file\n')
    write('.env.local', 'CAPTCHA=off\n')
    const env: Record<string, string | undefined> = { CAPTCHA: 'on', ADMIN_PASSWORD: '' }
    expect(loadEnvFiles(folder, env)).toEqual(['.env', '.env.local'])
    expect(env).toEqual({ CAPTCHA: 'on', LOG_LEVEL: 'debug', ADMIN_PASSWORD: '' })
    expect(loadConfig(env, folder).captcha).toBe(true)
  })

  it('.env.local wins over .env, and either file alone is read', () => {
    write('.env', 'LOG_LEVEL=debug\nPORT=4001\n')
    write('.env.local', 'LOG_LEVEL=warn\n')
    const env: Record<string, string | undefined> = {}
    loadEnvFiles(folder, env)
    expect(env).toEqual({ LOG_LEVEL: 'warn', PORT: '4001' })
    rmSync(join(folder, '.env'))
    const alone: Record<string, string | undefined> = {}
    expect(loadEnvFiles(folder, alone)).toEqual(['.env.local'])
    expect(alone).toEqual({ LOG_LEVEL: 'warn' })
  })

  it('keeps a quoted value over several lines', () => {
    write('.env', 'JWT_SECRET="first\nsecond"\nPORT=4002\n')
    const env: Record<string, string | undefined> = {}
    loadEnvFiles(folder, env)
    expect(env).toEqual({ JWT_SECRET: 'first\nsecond', PORT: '4002' })
  })

  it('a malformed line is an EnvFileError naming the file and the line, and nothing is set', () => {
    write('.env', 'CAPTCHA=off\nLOG_LEVEL debug\n')
    write('.env.local', 'PORT=4003\n= nameless\n')
    const env: Record<string, string | undefined> = {}
    let caught: unknown
    try {
      loadEnvFiles(folder, env)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(EnvFileError)
    expect((caught as EnvFileError).problems).toEqual([
      '.env line 2: "LOG_LEVEL debug" is not NAME=value',
      '.env.local line 2: "= nameless" is not NAME=value',
    ])
    expect((caught as Error).message).toBe(
      'Invalid settings file:\n  - .env line 2: "LOG_LEVEL debug" is not NAME=value\n  - .env.local line 2: "= nameless" is not NAME=value',
    )
    expect(env).toEqual({})
  })

  it('an unclosed quote is reported, not read into the next settings', () => {
    write('.env', 'ADMIN_PASSWORD="open\nCAPTCHA=off\n')
    expect(() => loadEnvFiles(folder, {})).toThrow('.env: a value opened with " is never closed')
  })
})
