import type { AnyStateMachine } from 'xstate'
import { indexPage, machinePage, slugOf, type MachineEntry } from './diagram'

// Every machine of machines/**/*.machine.ts, with its source and model test, and the pages of
// docs/machines. Loaded through Vite (the machines use the Lingui macro and path aliases): by
// `npm run machines` (scripts/machines.mjs) and by tests/machines/diagrams.test.ts.

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true })
const registryModule = import.meta.glob<Record<string, unknown>>('../../machines/finance/registries/registries.ts', { eager: true })
const registrySources = import.meta.glob<string>('../../machines/finance/registries/registries.ts', { eager: true, query: '?raw', import: 'default' })
const machineSources = import.meta.glob<string>('../../machines/**/*.machine.ts', { eager: true, query: '?raw', import: 'default' })
const modelTests = import.meta.glob<string>('../../tests/model/*.model.test.tsx', { eager: true, query: '?raw', import: 'default' })

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && typeof (value as { transition?: unknown }).transition === 'function'

/** `../../machines/books/book-list.machine.ts` → `machines/books/book-list.machine.ts` */
const repoPath = (globPath: string) => globPath.replace(/^(\.\.\/)+/, '')

/** The leading `//` comment of a source file, as text lines. */
function headerComment(source: string): string[] {
  const lines: string[] = []
  for (const line of source.split('\n')) {
    if (!line.startsWith('//')) break
    lines.push(line.replace(/^\/\/ ?/, ''))
  }
  return lines.length > 0 ? [lines.join(' ')] : []
}

/** The model test that imports this export name (`bookListMachine`). */
function modelTestOf(exportName: string): string | undefined {
  const pattern = new RegExp(`\\b${exportName}\\b`)
  const found = Object.entries(modelTests).find(([, source]) => pattern.test(source))
  return found ? repoPath(found[0]) : undefined
}

export interface Catalog {
  entries: MachineEntry[]
  /** Machine files and how many machines each contributed (a file with none is an error). */
  files: Record<string, number>
}

export function catalog(): Catalog {
  const entries: MachineEntry[] = []
  const files: Record<string, number> = {}
  const factories: string[] = []
  for (const [globPath, exports] of Object.entries(machineModules)) {
    const source = repoPath(globPath)
    files[source] = 0
    const summary = headerComment(machineSources[globPath] ?? '')
    for (const [name, value] of Object.entries(exports)) {
      if (!isMachine(value) || entries.some((entry) => entry.machine === value)) continue
      files[source]++
      entries.push({ machine: value, slug: slugOf(value.id), source, summary, modelTest: modelTestOf(name) })
    }
    if (files[source] === 0) factories.push(globPath)
  }
  // A factory (the editable list): its configured machines live in machines/finance/registries/registries.ts.
  for (const [registryPath, exports] of Object.entries(registryModule)) {
    const registrySource = registrySources[registryPath] ?? ''
    // The factory the registry file imports (`from '../../editable-list.machine'`).
    const factory = factories.find((globPath) => registrySource.includes(`/${globPath.split('/').pop()!.replace(/\.ts$/, '')}'`)) ?? ''
    for (const [name, value] of Object.entries(exports)) {
      if (!isMachine(value)) continue
      const source = repoPath(factory)
      files[source] = (files[source] ?? 0) + 1
      entries.push({
        machine: value,
        slug: slugOf(value.id),
        source,
        configuredIn: repoPath(registryPath),
        summary: headerComment(machineSources[factory] ?? ''),
        modelTest: modelTestOf(name),
      })
    }
  }
  return { entries, files }
}

/** docs/machines/<slug>.md for every machine, and docs/machines/README.md. */
export function machinePages(): Record<string, string> {
  const { entries } = catalog()
  const pages: Record<string, string> = {}
  for (const entry of entries) pages[`${entry.slug}.md`] = machinePage(entry)
  pages['README.md'] = indexPage(entries)
  return pages
}
