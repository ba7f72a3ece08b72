// `npm run machines`: writes docs/machines/<machine>.md (a Mermaid statechart generated from each
// machine definition) and docs/machines/README.md, and removes pages of machines that are gone.
// The machines need Vite's transforms (Lingui macro, aliases), so they are loaded through Vite.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer } from 'vite'

const folder = join(process.cwd(), 'docs/machines')
const vite = await createServer({ configFile: 'vite.config.ts', server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
try {
  const { machinePages } = await vite.ssrLoadModule('/scripts/machines/catalog.ts')
  const pages = machinePages()
  mkdirSync(folder, { recursive: true })
  let changed = 0
  for (const [file, content] of Object.entries(pages)) {
    const path = join(folder, file)
    let current = null
    try {
      current = readFileSync(path, 'utf8')
    } catch {
      /* new page */
    }
    if (current !== content) {
      writeFileSync(path, content)
      changed++
    }
  }
  for (const file of readdirSync(folder)) {
    if (file.endsWith('.md') && !(file in pages)) {
      rmSync(join(folder, file))
      changed++
    }
  }
  console.info(`docs/machines: ${Object.keys(pages).length} pages, ${changed} written or removed`)
} finally {
  await vite.close()
}
