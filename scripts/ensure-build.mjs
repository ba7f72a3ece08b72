// Builds the SPA into dist/ when it is missing or older than its sources, so that
// `npm start` on a fresh clone serves the whole app with no separate build step; and the
// database template new PGlite databases start from.
import { createHash } from 'node:crypto'
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const inputs = ['src', 'machines', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json', 'server/src/theme-bootstrap.ts', 'scripts/precompress.ts']
const stampFile = join(root, 'dist', '.build-stamp')

function* walk(path) {
  if (!existsSync(path)) return
  const info = statSync(path)
  if (info.isFile()) {
    yield path
    return
  }
  for (const name of readdirSync(path).sort()) {
    if (name === 'node_modules' || name.endsWith('messages.ts')) continue
    yield* walk(join(path, name))
  }
}

export function sourceHash() {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of walk(join(root, input))) {
      hash.update(relative(root, file))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}

export function ensureBuild({ force = false } = {}) {
  const want = sourceHash()
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : ''
  if (!force && have === want && existsSync(join(root, 'dist', 'index.html'))) return false
  console.info('[build] building the web app (first start or sources changed)…')
  const started = Date.now()
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' })
  writeFileSync(stampFile, want + '\n')
  console.info(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

/**
 * Builds the migrated PGlite template a new database starts from (server/src/db/template.ts) when
 * the current PGlite and migrations have none yet: about 3 s once, then 3–5 s saved per new database.
 */
export async function ensureDatabaseTemplate() {
  const { tsImport } = await import('tsx/esm/api')
  const { templatePath } = await tsImport('../server/src/db/template.ts', import.meta.url)
  if (existsSync(templatePath())) return false
  execSync('node --import tsx server/scripts/db-template.ts', { cwd: root, stdio: 'inherit' })
  return true
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureBuild({ force: process.argv.includes('--force') })
  await ensureDatabaseTemplate()
}
