import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// No module imports itself back through others: a cycle makes load order decide what a module sees
// (an import still undefined while the cycle loads) and ties layers together. Relative imports and the
// aliases of tsconfig.json's `paths` (`@/`, `@machines/`, `@contract/`, `@server/`) are followed; packages
// are not. Value imports must form no cycle (`import-x/no-cycle` in lint says the same as you type); type
// imports vanish at build time, but a cycle of types still ties two modules together: the SPA (src/,
// machines/) has none either.

const ROOT = resolve(__dirname, '../..')
const FOLDERS = ['src', 'machines', 'server/src']
const EXTENSIONS = ['.ts', '.tsx']

/** tsconfig.json's aliases: `@machines/*` → `machines/*` becomes ['@machines/', 'machines/']. */
const ALIASES: [string, string][] = Object.entries(
  (JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths,
).map(([alias, [target]]) => [alias.replace(/\*$/, ''), target!.replace(/\*$/, '')])

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** The file a specifier names, or null for a package or a file that is not source (css, json…). */
function resolveSpecifier(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
  const base = alias ? join(ROOT, alias[1], specifier.slice(alias[0].length)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null
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

/** The imports and re-exports of a file: value ones only, or type-only ones too. */
function imports(file: string, withTypes: boolean): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
  for (const match of text.matchAll(pattern)) {
    const specifier = match[4] ?? match[5]
    if (!specifier || (match[2] && !withTypes)) continue
    // `import { type A, type B } from …` imports types only.
    const names = match[3]?.match(/^\{([^}]*)\}$/s)?.[1]
    if (!withTypes && names && names.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '))) continue
    const target = resolveSpecifier(file, specifier)
    if (target) found.push(target)
  }
  return found
}

function cycles(files: string[], withTypes = false): string[][] {
  const graph = new Map(files.map((file) => [file, imports(file, withTypes)]))
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

  it('have no cycle (value imports of src/, machines/ and server/src/, through the aliases too)', () => {
    expect(cycles(files)).toEqual([])
  })

  it('have no cycle of type imports either in the SPA (src/, machines/)', () => {
    const spa = files.filter((file) => !relative(ROOT, file).startsWith('server/'))
    expect(cycles(spa, true)).toEqual([])
  })

  it('follows every alias of tsconfig.json to its file', () => {
    expect(ALIASES.map(([alias]) => alias).sort()).toEqual(['@/', '@contract/', '@machines/', '@server/'])
    const from = join(ROOT, 'src/main.tsx')
    expect(resolveSpecifier(from, '@/lib/paths')).toBe(join(ROOT, 'src/lib/paths.ts'))
    expect(resolveSpecifier(from, '@machines/modal-form')).toBe(join(ROOT, 'machines/modal-form.ts'))
    expect(resolveSpecifier(from, '@contract/money')).toBe(join(ROOT, 'src/contract/money.ts'))
    expect(resolveSpecifier(from, '@server/app')).toBe(join(ROOT, 'server/src/app.ts'))
    expect(resolveSpecifier(from, 'xstate')).toBeNull()
  })

  it('finds a cycle when there is one', () => {
    // The check itself: two files that import each other.
    const graphFiles = [join(ROOT, 'tests/unit/import-cycles.fixture-a.ts'), join(ROOT, 'tests/unit/import-cycles.fixture-b.ts')]
    expect(cycles(graphFiles)).toEqual([['tests/unit/import-cycles.fixture-a.ts', 'tests/unit/import-cycles.fixture-b.ts', 'tests/unit/import-cycles.fixture-a.ts']])
  })

  it('finds a cycle of types only when types count', () => {
    const graphFiles = [join(ROOT, 'tests/unit/import-cycles.fixture-c.ts'), join(ROOT, 'tests/unit/import-cycles.fixture-d.ts')]
    expect(cycles(graphFiles)).toEqual([])
    expect(cycles(graphFiles, true)).toEqual([['tests/unit/import-cycles.fixture-c.ts', 'tests/unit/import-cycles.fixture-d.ts', 'tests/unit/import-cycles.fixture-c.ts']])
  })
})
