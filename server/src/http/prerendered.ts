import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Encoding } from './compression'
import { precompressedText } from './compression'

// The public pages the build prerendered (scripts/prerender.ts): dist/prerendered/<language>/<page>.html
// with the .br and .gz siblings written at build time, read once at start. Each public route is answered in
// the visitor's language: the stored choice (the `language` cookie the SPA mirrors from local storage), else
// Accept-Language (a language starting with 'pt' is Portuguese, anything else English: docs/product-rules.md).

export type PageLanguage = 'pt-BR' | 'en'
export const pageLanguages: readonly PageLanguage[] = ['pt-BR', 'en']

type Bodies = Record<Encoding | 'identity', Uint8Array<ArrayBuffer>>

/** A prerendered route's page in each language. */
export type PrerenderedPages = ReadonlyMap<string, Record<PageLanguage, Bodies>>

/** The route of a page file (as scripts/prerender.ts names them): index.html → `/`, sobre-mim.html → `/sobre-mim`. */
const routeOfFile = (name: string) => (name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`)

/** The prerendered pages under `dir`, by route: each route whose page exists in both languages. */
export function loadPrerenderedPages(dir: string): PrerenderedPages {
  const pages = new Map<string, Record<PageLanguage, Bodies>>()
  const names = (language: PageLanguage) => (existsSync(join(dir, language)) ? readdirSync(join(dir, language)).filter((name) => name.endsWith('.html')) : [])
  const english = new Set(names('en'))
  for (const name of names('pt-BR')) {
    if (!english.has(name)) continue
    pages.set(routeOfFile(name), { 'pt-BR': readBodies(join(dir, 'pt-BR', name)), en: readBodies(join(dir, 'en', name)) })
  }
  return pages
}

/** The page in every encoding: the build's siblings when present, else compressed now. */
function readBodies(file: string): Bodies {
  const identity = readFileSync(file)
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) return precompressedText(identity.toString('utf8'))
  return { identity: new Uint8Array(identity), br: new Uint8Array(readFileSync(`${file}.br`)), gzip: new Uint8Array(readFileSync(`${file}.gz`)) }
}

/** The language of the page a visitor gets: the `language` cookie when valid, else the first Accept-Language range. */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? '')?.[1]?.trim()
  if (cookie === 'pt-BR' || cookie === 'en') return cookie
  return preferredRange(acceptLanguage)?.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en'
}

/** The range with the highest q-value (the first of equals), ignoring `*` and refused (q=0) ones. */
function preferredRange(acceptLanguage: string | undefined): string | undefined {
  let best: { range: string; q: number } | undefined
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range = '', ...params] = part.trim().split(';')
    const q = Number(params.map((param) => param.trim()).find((param) => param.startsWith('q='))?.slice(2) ?? 1)
    if (range === '' || range === '*' || !(q > 0)) continue
    if (!best || q > best.q) best = { range, q }
  }
  return best?.range
}
