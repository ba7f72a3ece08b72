import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { ensureServerBuild, serverBundle } from '../../scripts/ensure-build.mjs'

// The server's build (scripts/ensure-build.mjs, docs/decisions/0032-server-bundle-carries-its-packages.md): V8 keeps
// each module's source for as long as the server runs, so what the build writes is what the server's heap holds.

const folder = dirname(serverBundle as string)

/** The modules a file imports statically (`import … from "x"`, `import "x"`), not those it imports when run (`import("x")`). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(folder, file), 'utf8')
  return [...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map((match) => match[1]!)
}

/** The modules a file imports when its code asks for them (`import("x")`). */
function importsWhenRun(file: string): string[] {
  return [...readFileSync(join(folder, file), 'utf8').matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]!)
}

/**
 * What the server loads as it starts: index.mjs, the modules index.mjs itself asks for as it starts (the app), and every
 * module these import statically, packages included, by name ('chunk-….mjs', 'hono', 'node:fs').
 */
function loadedAtStart(): Set<string> {
  const seen = new Set<string>()
  /** A module by its specifier, and what a file of the build imports statically in turn. */
  const enter = (specifier: string) => {
    const name = specifier.startsWith('./') ? specifier.slice(2) : specifier
    if (seen.has(name)) return
    seen.add(name)
    if (name.endsWith('.mjs')) staticImports(name).forEach(enter)
  }
  enter('./index.mjs')
  importsWhenRun('index.mjs').forEach(enter)
  return seen
}

describe('the server build', () => {
  beforeAll(async () => {
    await ensureServerBuild()
  }, 120_000)

  it('is ASCII only, so V8 keeps its source at one byte a character instead of two', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.mjs'))
    expect(files).toContain('index.mjs')
    for (const file of files) {
      const offending = /[\u0080-\uffff]/.exec(readFileSync(join(folder, file), 'utf8'))
      expect(offending, `${file} has "${offending?.[0]}": write it as a \\u escape in the source`).toBeNull()
    }
  })

  it('loads neither database driver at start: each comes with its backend, when that opens', () => {
    const atStart = loadedAtStart()
    expect([...atStart].some((name) => name.startsWith('app-'))).toBe(true)
    expect(atStart).toContain('node:http')
    expect(atStart).not.toContain('pg')
    expect(atStart).not.toContain('@electric-sql/pglite')
    // The drivers are there to be loaded when needed.
    const all = readdirSync(folder)
      .filter((name) => name.endsWith('.mjs'))
      .flatMap(staticImports)
    expect(all).toContain('pg')
    expect(all).toContain('@electric-sql/pglite')
  })

  it('carries its packages but those it must find in node_modules', () => {
    const packages = [...loadedAtStart()].filter((name) => !name.endsWith('.mjs') && !name.startsWith('node:'))
    expect(packages.filter((name) => /^(zod|hono|drizzle-orm|@hono\/|jose|papaparse)/.test(name))).toEqual([])
  })
})
