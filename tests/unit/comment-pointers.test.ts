/**
 * The comments of the server, the machines, the SPA, the build scripts, the tests and the root config files state the
 * rule they implement or check (and test names the rule they check), or link to a heading of docs/product-rules.md, docs/architecture.md or docs/machines/*.md. Pointers into the planning documents
 * ("SPEC §5", "DESIGN §3") or the tracker ("issue 19 item 28") say nothing to a reader who has neither, so
 * none may come back; and every `docs/<page>.md#anchor` (or `docs/machines/<page>.md#anchor`) a source names
 * must be a heading of that page, which must exist.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// (happy-dom replaces the global URL, so the path is built with node:path)
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const scanned = ['server/src', 'server/scripts', 'machines', 'src', 'scripts', 'tests', 'docs', 'server/README.md']
const rootFiles = ['vite.config.ts', 'vitest.config.ts', 'lingui.config.ts', 'drizzle.config.ts', 'eslint.config.js', 'README.md']
// Not scanned: the browser tests' reference screenshots (images), and this file, whose examples are pointers.
const skipped = ['tests/e2e/screenshots', 'tests/unit/comment-pointers.test.ts']

// Files still holding pointers while they are rewritten; empty now. An entry ending in "/" stands for every
// file under that folder.
const allowlist = new Set<string>([])

/** Whether an allowlist entry stands for `file`: the file itself, or a folder above it. */
function covers(entry: string, file: string): boolean {
  return entry === file || (entry.endsWith('/') && file.startsWith(entry))
}

function allowlisted(file: string): boolean {
  return [...allowlist].some((entry) => covers(entry, file))
}

/** A pointer into the planning documents or the tracker. "§" is allowed only after "PNG spec" or "RFC n" (public standards). */
const pointers: { name: string; test: (line: string) => boolean }[] = [
  { name: 'SPEC/DESIGN/STYLE §', test: (line) => /\b(?:SPEC|DESIGN|STYLE)\s*§/.test(line) },
  { name: 'issue N', test: (line) => /\bissues?\s*#?\d+/i.test(line) },
  { name: 'bare §', test: (line) => line.includes('§') && !/(?:PNG spec|RFC \d+)[^§]*§/.test(line) },
]

function sourceFiles(folder: string): string[] {
  if (folder.endsWith('.md')) return [folder]
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`
    if (skipped.includes(path)) return []
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(?:ts|tsx|mts|mjs|js|md)$/.test(entry.name) ? [path] : []
  })
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors of a page under docs/ ("product-rules.md", "machines/session.md"); null when there is no such page. */
function anchorsOf(page: string): Set<string> | null {
  if (!existsSync(join(root, 'docs', page))) return null
  const text = readFileSync(join(root, 'docs', page), 'utf8')
  return new Set(text.split('\n').flatMap((line) => (/^#{1,6}\s/.test(line) ? [anchorOf(line.replace(/^#+/, ''))] : [])))
}

const files = [...scanned.flatMap(sourceFiles), ...rootFiles]

/** Every `docs/<page>.md#anchor` (or `docs/machines/<page>.md#anchor`) of `text` that names no heading of its page. */
function brokenLinks(text: string): string[] {
  return [...text.matchAll(/docs\/((?:machines\/)?[\w-]+\.md)#([\p{L}\p{N}_-]+)/gu)]
    .filter(([, page, anchor]) => !anchorsOf(page!)?.has(anchor!))
    .map(([link]) => link)
}

/**
 * The relative links of a Markdown file (`[text](path)`, `[text](path#anchor)`) whose file does not exist, or whose
 * anchor names no heading of that Markdown file. Addresses (`https:`, `mailto:`) and links inside the page (`#…`) are
 * left alone.
 */
function brokenMarkdownLinks(file: string, text: string): string[] {
  // Code (fenced blocks and inline spans) holds no links.
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .filter((target) => {
      const [path, anchor] = target.split('#') as [string, string | undefined]
      const resolved = join(root, dirname(file), path)
      if (!existsSync(resolved)) return true
      if (anchor === undefined || !path.endsWith('.md')) return false
      const headings = readFileSync(resolved, 'utf8')
        .split('\n')
        .flatMap((line) => (/^#{1,6}\s/.test(line) ? [anchorOf(line.replace(/^#+/, ''))] : []))
      return !headings.includes(anchor)
    })
}

/** The pointers of `text`, one line each. */
function pointersIn(text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const pointer = pointers.find(({ test }) => test(line))
    return pointer ? [`${index + 1} (${pointer.name}): ${line.trim()}`] : []
  })
}

describe('comments of the server, the machines, the SPA, the tests and the config files', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(files).toContain('server/src/services/entries.ts')
    expect(files).toContain('machines/account/session.machine.ts')
    expect(files).toContain('src/contract/entry.ts')
    expect(files).toContain('src/views/finance/plans/installments-view.tsx')
    expect(files).toContain('scripts/ensure-build.mjs')
    expect(files).toContain('tests/server/entries.test.ts')
    expect(files).toContain('tests/views/entries.test.tsx')
    expect(files).toContain('tests/e2e/polish.e2e.ts')
    expect(files).toContain('tests/model/held-actors.ts')
    expect(files).toContain('tests/README.md')
    expect(files).toEqual(expect.arrayContaining(rootFiles))
    expect(files.filter((file) => file.startsWith('tests/e2e/screenshots/'))).toEqual([])
    expect(files).not.toContain('tests/unit/comment-pointers.test.ts')
  })

  it('hold no SPEC §, DESIGN § or issue N pointer', () => {
    const found = files
      .filter((file) => !allowlisted(file))
      .flatMap((file) => pointersIn(readFileSync(join(root, file), 'utf8')).map((pointer) => `${file}:${pointer}`))
    expect(found, 'state the rule in the comment, or link to docs/product-rules.md#<heading>').toEqual([])
  })

  it('link only to headings that exist', () => {
    const broken = files.flatMap((file) => brokenLinks(readFileSync(join(root, file), 'utf8')).map((link) => `${file}: ${link}`))
    expect(broken).toEqual([])
  })

  it('README and docs link only to files and headings that exist', () => {
    const markdown = files.filter((file) => file.endsWith('.md'))
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'server/README.md', 'docs/architecture.md', 'docs/operations.md']))
    const broken = markdown.flatMap((file) => brokenMarkdownLinks(file, readFileSync(join(root, file), 'utf8')).map((link) => `${file}: ${link}`))
    expect(broken).toEqual([])
    expect(brokenMarkdownLinks('docs/operations.md', '[x](security.md#no-such-heading) [y](nowhere.md) [z](https://a.b) [w](#here)')).toEqual(['security.md#no-such-heading', 'nowhere.md'])
  })

  it('keeps README.md within 200 lines (the details live in docs/)', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200)
  })

  it('allowlists only files it scans', () => {
    expect([...allowlist].filter((entry) => !files.some((file) => covers(entry, file)))).toEqual([])
  })

  it('tells a pointer and a broken link from a rule', () => {
    expect(pointersIn('// SPEC §8: a failed list is an empty list.')).toHaveLength(1)
    expect(pointersIn('/** DESIGN §9.5: overdue entries. */')).toHaveLength(1)
    expect(pointersIn('// Sorting by date (issue 19 item 10).')).toHaveLength(1)
    expect(pointersIn('// …and §4 Dialogs.')).toHaveLength(1)
    expect(pointersIn('// A failed list is an empty list (docs/product-rules.md#entries).')).toEqual([])
    expect(pointersIn('// Chunk CRCs as the PNG spec (§5.3) defines them.')).toEqual([])
    expect(pointersIn('/** 6 digits, 30-second steps (RFC 6238 §5.2). */')).toEqual([])
    expect(brokenLinks('docs/product-rules.md#entries docs/machines/modal.md#states')).toEqual([])
    expect(brokenLinks('docs/product-rules.md#no-such-rule')).toEqual(['docs/product-rules.md#no-such-rule'])
    expect(brokenLinks('docs/machines/session.md#nowhere')).toEqual(['docs/machines/session.md#nowhere'])
    expect(brokenLinks('docs/no-such-page.md#money')).toEqual(['docs/no-such-page.md#money'])
  })

  it('computes anchors the way GitHub does', () => {
    expect(anchorOf(" A user's data")).toBe('a-users-data')
    expect(anchorOf('Registries (categories, bank cards, account holders)')).toBe('registries-categories-bank-cards-account-holders')
    expect(anchorOf('One request, from a click to SQL and back')).toBe('one-request-from-a-click-to-sql-and-back')
  })
})
