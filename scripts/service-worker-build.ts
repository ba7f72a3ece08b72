// Vite plugin: writes what installs the app on a phone into the browser build: the web app manifests (one per
// language, src/lib/web-manifest.ts) and the service worker /sw.js (src/sw/service-worker.ts, bundled with
// esbuild as one classic script), given the build's version and the app shell it precaches: index.html, every
// hashed script and style, the icons, the favicon and the manifests. The version hashes the shell's file names
// and index.html, so every build that changes the app is a new version (a new cache; the old one goes).
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import { manifestHref, manifestIcons, webManifest } from '../src/lib/web-manifest'

/** The files of public/ the shell keeps besides the build's own: icons, favicon. */
const PUBLIC_SHELL = ['/favicon.svg', '/icons/apple-touch-icon.png', ...manifestIcons.map((icon) => icon.src)]

/** The app shell the service worker precaches, from the build's output file names (sorted, unique). */
export function shellFiles(outputFiles: readonly string[]): string[] {
  const built = outputFiles.filter((file) => /^assets\/[^/]+\.(?:js|css)$/.test(file)).map((file) => `/${file}`)
  return [...new Set(['/index.html', ...built, ...PUBLIC_SHELL, ...Object.values(manifestHref)])].sort()
}

/** The build's version: 16 hex digits of a hash of the shell's names and index.html's text. */
export function shellVersion(files: readonly string[], indexHtml: string): string {
  return createHash('sha256').update(files.join('\n')).update('\n').update(indexHtml).digest('hex').slice(0, 16)
}

export function serviceWorker(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  return {
    name: 'service-worker',
    // The browser's build only: the prerenderer's Node build (scripts/prerender.ts) serves no browser.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(_, bundle) {
      for (const [language, href] of Object.entries(manifestHref) as [keyof typeof manifestHref, string][]) {
        await writeFile(join(outDir, href), `${JSON.stringify(webManifest(language), null, 2)}\n`)
      }
      const index = bundle['index.html']
      if (!index || index.type !== 'asset') throw new Error('service worker: the build has no index.html')
      const files = shellFiles(Object.keys(bundle))
      const version = shellVersion(files, String(index.source))
      const result = await build({
        entryPoints: [join(root, 'src/sw/service-worker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(files) },
      })
      await writeFile(join(outDir, 'sw.js'), result.outputFiles[0]!.contents)
      console.info(`[build] service worker ${version}: ${files.length} files in the app shell`)
    },
  }
}
