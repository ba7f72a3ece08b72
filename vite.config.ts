import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { fileURLToPath } from 'node:url'
import { THEME_BOOTSTRAP_JS } from './server/src/theme-bootstrap'
import { precompress } from './scripts/precompress'
import { serviceWorker } from './scripts/service-worker-build'

/** Puts the server's theme/language bootstrap script, byte for byte (its CSP hash), into index.html. */
function themeBootstrap(): Plugin {
  const marker = '<!--theme-bootstrap-->'
  return {
    name: 'theme-bootstrap',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(marker)) throw new Error(`index.html lacks the ${marker} marker`)
        return html.replace(marker, () => `<script>${THEME_BOOTSTRAP_JS}</script>`)
      },
    },
  }
}

/** What Rolldown's chunking lets a group's name function read of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

/** The modules `from` imports statically, directly or not (itself included). */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>()
  const stack = [from]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * One chunk for the app's mount (src/app/mount.tsx) and everything it imports that the entry (src/main.tsx) does
 * not: React DOM, XState, the App, its layout and the components the pages share with it. Left to the default
 * splitting, the modules the mount shares with the pages became eight small chunks (eight more requests for
 * every page) whose styles arrived in another order than the app's imports give them. Every dependency of the
 * chunk is in it or in the entry's, which runs first, so its dependencies need not be pulled in.
 */
function mountChunk(): (id: string, graph: ModuleGraph) => string | null {
  const mount = fileURLToPath(new URL('./src/app/mount.tsx', import.meta.url))
  const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
  // Per build: the mount's module info is a new object in each chunking pass.
  const members = new WeakMap<object, Set<string>>()
  return (id, graph) => {
    const mountInfo = graph.getModuleInfo(mount)
    if (!mountInfo) return null // the prerender's server build has no mount
    let chunk = members.get(mountInfo)
    if (!chunk) {
      const entryModules = staticClosure(graph, entry)
      chunk = new Set([...staticClosure(graph, mount)].filter((module) => !entryModules.has(module)))
      members.set(mountInfo, chunk)
    }
    return chunk.has(id) ? 'mount' : null
  }
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
      // The API contract the SPA and the server share (the server imports it as @contract/*).
      '@contract': fileURLToPath(new URL('./src/contract', import.meta.url)),
      // The server's modules, for the tests (the SPA never imports them: lint holds the layers).
      '@server': fileURLToPath(new URL('./server/src', import.meta.url)),
    },
  },
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    vanillaExtractPlugin(),
    themeBootstrap(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    // Which chunks and styles each page needs: scripts/prerender.ts links them from the prerendered pages.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The timings note (yellow, after every build) read as a warning to a newcomer's first `npm start`.
    rolldownOptions: { checks: { bundlerTimings: false }, output: { codeSplitting: { groups: [{ name: mountChunk(), includeDependenciesRecursively: false }] } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/v1/api': apiTarget,
    },
  },
})
