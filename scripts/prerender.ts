// Prerenders the public pages after `vite build`: builds src/app/prerender.tsx for Node with
// Vite (same plugins, so the same class names and messages), renders every public route in both
// languages, and writes dist/prerendered/<language>/<page>.html (+ .br, .gz): the shell index.html with
// the page in #root, its title, <html lang>, and links to the page's styles, chunk and catalog, so the
// page paints styled from the HTML and hydrates without waiting for another round trip.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { precompressDir } from './precompress'
import { manifestHref } from '../src/lib/web-manifest'
import type * as Prerenderer from '../src/app/prerender'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const ssrOut = join(root, 'node_modules/.cache/portfolio-prerender')
const outDir = join(dist, 'prerendered')
const languages = ['pt-BR', 'en'] as const

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/** The file a prerendered page is written to (and the server reads): `/` → index.html, `/sobre-mim` → sobre-mim.html. */
export function prerenderedFile(language: string, path: string): string {
  return join(language, `${path === '/' ? 'index' : path.slice(1)}.html`)
}

/** The page module of each route, in the route table's order (src/app/routes.tsx: one lazyPage(import(...)) per route). */
function pageModules(): string[] {
  const source = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8')
  return [...source.matchAll(/lazyPage\(\(\) => import\('@\/([^']+)'\)\)/g)].map((match) => `src/${match[1]}.tsx`)
}

/** A chunk's files: its own JS and every static import's (modulepreload), and their CSS. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const files = { js: [] as string[], css: [] as string[] }
  if (seen.has(key)) return files
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in Vite's manifest`)
  files.js.push(chunk.file)
  files.css.push(...(chunk.css ?? []))
  for (const imported of chunk.imports ?? []) {
    const more = chunkFiles(manifest, imported, seen)
    files.js.push(...more.js)
    files.css.push(...more.css)
  }
  return files
}

async function main() {
  const manifestFile = join(dist, '.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest

  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/app/prerender.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false } })
  const renderer = (await import(pathToFileURL(join(ssrOut, 'prerender.js')).href)) as typeof Prerenderer

  const shell = readFileSync(join(dist, 'index.html'), 'utf8')
  const entry = chunkFiles(manifest, 'index.html')
  const modules = pageModules()
  const routeOrder = renderer.routePatterns
  if (modules.length !== routeOrder.length) throw new Error(`src/app/routes.tsx: found ${modules.length} page imports for ${routeOrder.length} routes`)

  rmSync(outDir, { recursive: true, force: true })
  // The app's mount (React DOM, the App, its machines: src/main.tsx imports it once the page has painted), one
  // chunk named after it (vite.config.ts), listed under its file name rather than its source.
  const mountKey = (manifest['index.html']?.dynamicImports ?? []).find((key) => manifest[key]?.name === 'mount')
  if (!mountKey) throw new Error("Vite's manifest has no mount chunk among the entry's dynamic imports")
  const mount = chunkFiles(manifest, mountKey, new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]))
  for (const path of renderer.prerenderedPaths) {
    const page = chunkFiles(manifest, modules[routeOrder.indexOf(path)]!, new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]))
    for (const language of languages) {
      const rendered = await renderer.renderPage(path, language)
      const catalog = manifest[`locales/${language}/public-messages.ts`]
      if (!catalog) throw new Error(`locales/${language}/public-messages.ts is not in Vite's manifest`)
      // React puts its resource hints (image preloads) first in the markup: they belong in <head>, before the
      // scripts and the inlined styles, so the first packets of the page already ask for the LCP image.
      const hints = /^(?:<link [^>]*\/>)*/.exec(rendered.html)![0]
      const links = [
        // In the order the app links them (entry, mount, page): the cascade of the prerendered page is the app's.
        ...unique([...mount.css, ...page.css].filter((file) => !entry.css.includes(file))).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        // A page that works without the app until used loads it on first use (src/app/first-use.ts): nothing to preload.
        ...(renderer.untilUsedPaths.includes(path) ? [] : unique([...mount.js, ...page.js, catalog.file]).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)),
      ]
      const html = inlineStyles(deferEntry(shell)

        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        // The web app manifest in the page's language (src/lib/web-manifest.ts).
        .replace('<link rel="manifest" href="/manifest.webmanifest" />', () => `<link rel="manifest" href="${manifestHref[language]}" />`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>${hints ? `\n    ${hints.split(/(?<=\/>)/).filter(Boolean).join('\n    ')}` : ''}`)
        .replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`)
        // A page a signed-in visitor sees as it is stays painted for them until the app draws it (src/styles/global.css.ts).
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${language}"${renderer.signedInAsIsPaths.includes(path) ? ' data-signed-in-as-is' : ''}>${rendered.html.slice(hints.length)}</div>`))
      if (!html.includes(`data-prerendered="${language}"`)) throw new Error('dist/index.html has no empty <div id="root"></div>')
      const file = join(outDir, prerenderedFile(language, path))
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, html)
    }
  }
  await precompressDir(outDir)
  // The manifest is a build input only: the server never serves it.
  rmSync(join(dist, '.vite'), { recursive: true, force: true })
  console.info(`[prerender] ${renderer.prerenderedPaths.length} pages × ${languages.length} languages → ${outDir}`)
}

/**
 * The page's stylesheets inlined in <head>, so the first paint waits for no request. Their links move to the
 * end of <body>, disabled (so never fetched: the browser has the styles already) and media="not all" (never
 * applied: one arriving before another would reorder the cascade for a moment and shift the page), yet Vite's
 * preload helper, which skips a stylesheet the page already links, does not fetch them when a chunk loads.
 */
function inlineStyles(html: string): string {
  const links: string[] = []
  const inlined = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
    links.push(link.replace('>', ' media="not all" disabled>'))
    return `<style>${readFileSync(join(dist, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`
  })
  return inlined.replace('</body>', () => `  ${links.join('\n    ')}\n  </body>`)
}

/**
 * The entry script becomes a preload that index.html's inline script turns into the script once the page has
 * painted: a module script runs as soon as it is in and the HTML parsed, often before the first frame, and
 * nothing in it is needed for that frame (the page is in the HTML; clicks before hydration are kept).
 */
function deferEntry(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
  if (!entry.test(html) || !html.includes("querySelector('link[data-entry]')")) throw new Error('dist/index.html: no entry script, or no inline script to run it after the first paint')
  return html.replace(entry, (_, file: string) => `<link rel="modulepreload" crossorigin href="${file}" data-entry>`)
}

const unique = (files: string[]) => [...new Set(files)]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/index.html is missing: run vite build first')
  await main()
}
