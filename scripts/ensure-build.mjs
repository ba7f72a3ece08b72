// Builds the SPA into dist/ when it is missing or older than its sources, so that
// `npm start` on a fresh clone serves the whole app with no separate build step; likewise the
// server's one-file build and the database template new PGlite databases start from.
import { createHash } from 'node:crypto'
import { execSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const inputs = ['src', 'machines', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json', 'server/src/theme-bootstrap.ts', 'scripts/precompress.ts', 'scripts/service-worker-build.ts', 'scripts/prerender.ts', 'scripts/public-catalog.ts']
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
  console.info('[build] building the web app with Vite (first start or sources changed; 10–30 s on 2 cores)…')
  const started = Date.now()
  // Vite's note that the config is not ready for its future 'native' loader is for Vite's authors, not a
  // newcomer's first start: it printed twice and looked like an error.
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } })
  writeFileSync(stampFile, want + '\n')
  console.info(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

const serverEntry = join(root, 'server/src/index.ts')
export const serverBundle = join(root, 'server/build/index.mjs')
const serverStamp = join(root, 'server/build/.build-stamp.json')

function hashFiles(files) {
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(existsSync(join(root, file)) ? readFileSync(join(root, file)) : 'missing')
  }
  return hash.digest('hex')
}

/**
 * Bundles the server's own code (server/src and the shared src/api schemas; packages stay in
 * node_modules) into one ES module with esbuild, when missing or when one of the files it was built
 * from changed: `node server/build/index.mjs` is up in 0.3 s where tsx compiling the sources at
 * every start took 0.9–1.2 s.
 */
export async function ensureServerBuild({ force = false } = {}) {
  if (!force && existsSync(serverBundle) && existsSync(serverStamp)) {
    const stamp = JSON.parse(readFileSync(serverStamp, 'utf8'))
    if (stamp.hash === hashFiles(stamp.inputs)) return false
  }
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    // The server, and the PGlite thread it starts (server/src/db/pglite-thread.ts finds it next to index.mjs).
    entryPoints: { index: serverEntry, 'pglite-worker': join(root, 'server/src/db/pglite-worker.ts') },
    outdir: dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  })
  const inputs = [...Object.keys(result.metafile.inputs), 'package-lock.json'].sort()
  writeFileSync(serverStamp, JSON.stringify({ inputs, hash: hashFiles(inputs) }, null, 1) + '\n')
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

/**
 * The database template built in a child process, while the web app builds (one after the
 * other, the first `npm start` would wait for both): resolves when it is there, rejects when it could not be built.
 */
function databaseTemplateInBackground() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/db-template.ts', '--quiet-if-current'], { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(true) : reject(new Error(`the template builder exited with ${code}`))))
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const template = databaseTemplateInBackground()
  // Only a speed-up: without it (a read-only node_modules, say) a new database is created the long way.
  template.catch((error) => console.warn(`[db] no database template (${error.message}): a new database will take a few seconds more`))
  ensureBuild({ force: process.argv.includes('--force') })
  await ensureServerBuild({ force: process.argv.includes('--force') })
  await template.catch(() => false)
}
