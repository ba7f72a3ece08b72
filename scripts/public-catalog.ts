// Writes locales/<locale>/public-messages.ts after `lingui compile`: the compiled messages of the public pages
// only, which is all a visitor of /, /sobre-mim, /login... downloads (src/i18n/i18n.ts loads the whole catalog
// before a guarded or admin page renders). "Public" is derived from the sources, never listed by hand: every
// module the entry (src/main.tsx) and the public routes' pages reach through their imports, dynamic ones
// included (the app's mount, the captcha, the sign-in API), but not the other routes' pages; a message is
// public when one of its origins in the .po file is such a module.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import type { Messages } from '@lingui/core'
import { build } from 'esbuild'
import type { Plugin } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const routesFile = join(root, 'src/app/routes.tsx')

/** The page module of each public route of the table (src/app/routes.tsx: one route per line, `lazyPage(() => import('@/...'))`). */
export function publicPageModules(routesSource: string): string[] {
  const pages = [...routesSource.matchAll(/access: '(\w+)'[^\n]*?lazyPage\(\(\) => import\('@\/([^']+)'\)\)/g)]
  const imports = routesSource.match(/lazyPage\(\(\) => import\(/g)?.length ?? 0
  if (pages.length === 0 || pages.length !== imports) throw new Error(`src/app/routes.tsx: read the access of ${pages.length} of its ${imports} page imports (one route per line expected)`)
  return pages.filter(([, access]) => access === 'public').map(([, , module]) => `src/${module}.tsx`)
}

/**
 * Keeps the walk in the app's own code: packages, styles, images and the catalogs stay outside, and so do the
 * route table's page imports (the public pages are entry points of their own).
 */
const walking = Symbol('walking')
const appModulesOnly: Plugin = {
  name: 'app-modules-only',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === walking) return undefined
      if (args.kind === 'dynamic-import' && args.importer === routesFile) return { path: args.path, external: true }
      if (!/^(?:\.|@\/|@machines\/|@contract\/)/.test(args.path)) return { path: args.path, external: true }
      // The catalogs themselves (this script writes the public ones: on a fresh clone they do not exist yet).
      if (/(?:^|\/)locales\//.test(args.path)) return { path: args.path, external: true }
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: walking })
      if (resolved.errors.length > 0) return { errors: resolved.errors }
      const isCode = /\.tsx?$/.test(resolved.path)
      return isCode ? { path: resolved.path } : { path: args.path, external: true }
    })
  },
}

/** The source files (relative to the root, as the .po origins name them) the public pages can run. */
export async function publicModules(): Promise<Set<string>> {
  const entryPoints = ['src/main.tsx', ...publicPageModules(readFileSync(routesFile, 'utf8'))]
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'public-catalog-walk',
    tsconfig: join(root, 'tsconfig.json'),
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [appModulesOnly],
  })
  return new Set(Object.keys(result.metafile.inputs).map((file) => relative(root, join(root, file))))
}

async function main() {
  const modules = await publicModules()
  const config = getConfig({ cwd: root })
  const [catalog, ...others] = await getCatalogs(config)
  if (!catalog || others.length > 0) throw new Error('lingui.config.ts: expected exactly one catalog')
  for (const locale of config.locales) {
    const extracted = await catalog.read(locale)
    if (!extracted) throw new Error(`no catalog for ${locale}: run lingui extract`)
    const compiledFile = join(root, 'locales', locale, 'messages.ts')
    const { messages } = (await import(pathToFileURL(compiledFile).href)) as { messages: Messages }
    const publicMessages: Messages = {}
    for (const [id, message] of Object.entries(extracted)) {
      if (message.obsolete || !message.origin?.some(([file]) => modules.has(file))) continue
      if (!(id in messages)) throw new Error(`${compiledFile} lacks ${id} (${message.message ?? ''}): run npm run i18n:compile`)
      publicMessages[id] = messages[id]!
    }
    // The same shape as lingui compile's TypeScript output.
    const file = join(root, 'locales', locale, 'public-messages.ts')
    writeFileSync(file, `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(publicMessages))}) as Messages;`)
    console.info(`[public catalog] ${locale}: ${Object.keys(publicMessages).length} of ${Object.keys(messages).length} messages (${modules.size} modules) → ${relative(root, file)}`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
