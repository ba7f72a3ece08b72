import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { fileURLToPath } from 'node:url'
import { THEME_BOOTSTRAP_JS } from './server/src/theme-bootstrap'
import { precompress } from './scripts/precompress'

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

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
    },
  },
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    vanillaExtractPlugin(),
    themeBootstrap(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    // Which chunks and styles each page needs: scripts/prerender.ts links them from the prerendered pages.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The timings note (yellow, after every build) read as a warning to a newcomer's first `npm start` (issue 19 item 25).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/v1/api': apiTarget,
    },
  },
})
