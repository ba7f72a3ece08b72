import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// No module imports itself back through others: a cycle makes load order decide what a module sees
// (an import still undefined while the cycle loads) and ties layers together. Only value imports count:
// `import type` and `export type` vanish at build time. Relative imports and the `@/` alias (src/) are
// followed; packages are not.

const ROOT = resolve(__dirname, '../..')
const FOLDERS = ['src', 'machines', 'server/src']
const EXTENSIONS = ['.ts', '.tsx']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The file a specifier names, or null for a package or a file that is not source (css, json…). */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(ROOT, 'src', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null
  if (base === null) return null
  for (const candidate of [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => join(base, `index${extension}`))]) {
    try {
      if (statSync(candidate).isFile() && EXTENSIONS.some((extension) => candidate.endsWith(extension))) return candidate
    } catch {
      // Not this candidate.
    }
  }
  return null
}

/** Value imports and re-exports of a file (type-only ones left out). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
  for (const match of text.matchAll(pattern)) {
    const specifier = match[4] ?? match[5]
    if (!specifier || match[2]) continue
    // `import { type A, type B } from …` imports types only.
    const names = match[3]?.match(/^\{([^}]*)\}$/s)?.[1]
    if (names && names.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue
    const target = resolveSpecifier(file, specifier)
    if (target) found.push(target)
  }
  return found
}

function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, valueImports(file)]))
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map((path) => relative(ROOT, path)))
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return found
}

describe('module imports', () => {
  const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))

  it('reads the whole code base', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('have no cycle (value imports of src/, machines/ and server/src/)', () => {
    expect(cycles(files)).toEqual([])
  })

  it('finds a cycle when there is one', () => {
    // The check itself: two files that import each other.
    const graphFiles = [join(ROOT, 'tests/unit/import-cycles.fixture-a.ts'), join(ROOT, 'tests/unit/import-cycles.fixture-b.ts')]
    expect(cycles(graphFiles)).toEqual([['tests/unit/import-cycles.fixture-a.ts', 'tests/unit/import-cycles.fixture-b.ts', 'tests/unit/import-cycles.fixture-a.ts']])
  })
})
