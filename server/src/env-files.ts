import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'

// Settings from `.env` and `.env.local` in the project root (.env.example lists them). The real environment wins over
// both files and `.env.local` over `.env`. Node's own parser (util.parseEnv) reads them rather than
// process.loadEnvFile: that one sets variables as it reads and skips a line it cannot parse without a word (or joins it
// with the next), while here a bad line is named and nothing is set (docs/decisions/0019-env-files-parsed-then-set.md).

export const ENV_FILES = ['.env', '.env.local'] as const

/** A line of an env file that is not `NAME=value`, a comment or blank: named by file and line, never a stack. */
export class EnvFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings file:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvFileError'
  }
}

const ASSIGNMENT = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_.-]*\s*=(.*)$/

/** Lines util.parseEnv would skip or misread (it joins a stray line with the next one): `file line n: text`. */
function malformedLines(name: string, text: string): string[] {
  const problems: string[] = []
  let openQuote: string | undefined
  text.split(/\r?\n/).forEach((line, index) => {
    if (openQuote) {
      if (line.includes(openQuote)) openQuote = undefined
      return
    }
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) return
    const assignment = ASSIGNMENT.exec(line)
    if (!assignment) {
      problems.push(`${name} line ${index + 1}: "${trimmed.length > 60 ? `${trimmed.slice(0, 60)}…` : trimmed}" is not NAME=value`)
      return
    }
    // A quoted value may go on over several lines until its closing quote.
    const value = (assignment[1] ?? '').trim()
    const quote = value[0]
    if ((quote === '"' || quote === "'" || quote === '`') && !value.slice(1).includes(quote)) openQuote = quote
  })
  if (openQuote) problems.push(`${name}: a value opened with ${openQuote} is never closed`)
  return problems
}

/**
 * Reads `.env` then `.env.local` from `folder` when present and sets, in `env`, every variable they name that `env`
 * does not already hold. Returns the names of the files read. Throws EnvFileError, listing every bad line, when a file
 * has a line that is not a setting; nothing is set then.
 */
export function loadEnvFiles(folder: string, env: Record<string, string | undefined> = process.env): string[] {
  const read: string[] = []
  const values: Record<string, string> = {}
  const problems: string[] = []
  for (const name of ENV_FILES) {
    let text: string
    try {
      text = readFileSync(join(folder, name), 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') continue
      problems.push(`${name}: cannot be read (${code ?? String(error)})`)
      continue
    }
    read.push(name)
    const bad = malformedLines(name, text)
    if (bad.length > 0) problems.push(...bad)
    else Object.assign(values, parseEnv(text))
  }
  if (problems.length > 0) throw new EnvFileError(problems)
  for (const [key, value] of Object.entries(values)) if (env[key] === undefined) env[key] = value
  return read
}
