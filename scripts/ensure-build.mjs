// Builds the SPA into dist/ when it is missing or older than its sources, so that
// `npm start` on a fresh clone serves the whole app with no separate build step; likewise the
// server's build and the database template new PGlite databases start from.
import { createHash } from 'node:crypto'
import { execSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
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

/**
 * Each file's path, size and modification time: when a stamp's are all the same, nothing was changed and no file
 * is read (hashing every source, images and music included, took 0.7 s of each restart). A different one only
 * means the contents are hashed and compared, as before.
 */
function statsOf(files) {
  return files.map((file) => {
    try {
      const info = statSync(file)
      return [file, info.size, info.mtimeMs]
    } catch {
      return [file, -1, 0]
    }
  })
}

const sameStats = (stamp, stats) => Array.isArray(stamp) && JSON.stringify(stamp) === JSON.stringify(stats)

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

const sourceFiles = () => inputs.flatMap((input) => [...walk(join(root, input))])

/** Whether dist/ was built from the sources as they are, by their sizes and times alone (see statsOf). */
function webBuildCurrent(stats = statsOf(sourceFiles())) {
  return existsSync(join(root, 'dist', 'index.html')) && sameStats(readJson(stampFile)?.stats, stats)
}

export function ensureBuild({ force = false } = {}) {
  const stats = statsOf(sourceFiles())
  if (!force && webBuildCurrent(stats)) return false
  const want = sourceHash()
  // A stamp of an earlier version holds the hash alone, as text.
  const have = existsSync(stampFile) ? (readJson(stampFile)?.hash ?? readFileSync(stampFile, 'utf8').trim()) : ''
  if (!force && have === want && existsSync(join(root, 'dist', 'index.html'))) {
    writeFileSync(stampFile, JSON.stringify({ hash: want, stats }) + '\n')
    return false
  }
  console.info('[build] building the web app with Vite (first start or sources changed; 10–30 s on 2 cores)…')
  const started = Date.now()
  // Vite's note that the config is not ready for its future 'native' loader is for Vite's authors, not a
  // newcomer's first start: it printed twice and looked like an error.
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } })
  // The sizes and times read before the build: a file changed while it ran is seen as changed next time.
  writeFileSync(stampFile, JSON.stringify({ hash: want, stats }) + '\n')
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

/** Whether the server's bundle was built from its files as they are, by their sizes and times alone. */
function serverBuildCurrent() {
  const stamp = existsSync(serverBundle) ? readJson(serverStamp) : undefined
  return stamp !== undefined && sameStats(stamp.stats, statsOf(stamp.inputs.map((file) => join(root, file))))
}

/**
 * The compiled catalogs the server bundles (server/src/i18n.ts reads its messages from them): compiled again when
 * one is missing or older than its .po. The web build compiles them too; this covers a server built alone (the
 * browser tests' script) or a compiled file removed while dist/ stayed current.
 */
export function ensureCatalogs() {
  const stale = ['en', 'pt-BR'].some((locale) => {
    const compiled = join(root, 'locales', locale, 'messages.ts')
    return !existsSync(compiled) || statSync(compiled).mtimeMs < statSync(join(root, 'locales', locale, 'messages.po')).mtimeMs
  })
  if (!stale) return false
  console.info('[build] compiling the message catalogs…')
  execSync('npm run i18n:compile --silent', { cwd: root, stdio: 'inherit' })
  return true
}

/**
 * Packages the server's bundle leaves in node_modules: PGlite finds its WebAssembly and data files next to its own
 * module, the two native addons are compiled per machine, `pg` is CommonJS with an optional native part, and
 * swagger-ui-dist serves its own folder's files.
 */
const serverExternals = ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', 'fs-native-extensions', 'pg', 'swagger-ui-dist']

/**
 * Bundles the server (server/src, the shared src/api schemas and the packages it uses, but `serverExternals`) with
 * esbuild into ES modules under server/build, when missing or when one of the files it was built from changed:
 * `node server/build/index.mjs` is up in 0.3 s where tsx compiling the sources at every start took 0.9–1.2 s.
 * Minified but for names, and ASCII only (docs/decisions/0032-server-bundle-carries-its-packages.md): V8 keeps every
 * module's source text for as long as the server runs, two bytes a character once one character is not Latin-1, and
 * the packages' sources with their comments were most of it. What a backend needs alone (its driver) is a chunk of
 * its own, loaded when that backend opens.
 */
export async function ensureServerBuild({ force = false } = {}) {
  ensureCatalogs()
  if (!force && serverBuildCurrent()) return false
  if (!force && existsSync(serverBundle) && existsSync(serverStamp)) {
    const stamp = JSON.parse(readFileSync(serverStamp, 'utf8'))
    if (stamp.hash === hashFiles(stamp.inputs)) {
      writeFileSync(serverStamp, JSON.stringify({ ...stamp, stats: statsOf(stamp.inputs.map((file) => join(root, file))) }, null, 1) + '\n')
      return false
    }
  }
  const esbuild = await import('esbuild')
  const result = await esbuild.build({
    // The server, and the PGlite thread it starts (server/src/db/pglite-thread.ts finds it next to index.mjs).
    absWorkingDir: root,
    entryPoints: { index: serverEntry, 'pglite-worker': join(root, 'server/src/db/pglite-worker.ts') },
    outdir: dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: serverExternals,
    // The packages written as CommonJS (papaparse) call `require`, which an ES module does not have.
    banner: { js: "import { createRequire as __serverRequire } from 'node:module'; const require = __serverRequire(import.meta.url);" },
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  })
  // Each file written whole, then renamed into place: a server starting, or a build of the same sources beside this
  // one, never reads half a file.
  mkdirSync(dirname(serverBundle), { recursive: true })
  for (const output of result.outputFiles) {
    const partial = `${output.path}.${process.pid}.partial`
    writeFileSync(partial, output.contents)
    renameSync(partial, output.path)
  }
  // Chunks are named by their content, so an earlier build's are left behind: removed once this build is written (not
  // before: a build of the same sources beside this one writes the same files).
  const outputs = new Set(result.outputFiles.map((output) => output.path))
  for (const name of readdirSync(dirname(serverBundle))) {
    const file = join(dirname(serverBundle), name)
    if (/\.mjs(\.map)?$/.test(name) && !outputs.has(file)) rmSync(file, { force: true })
  }
  const inputs = [...Object.keys(result.metafile.inputs), 'package-lock.json'].sort()
  writeFileSync(serverStamp, JSON.stringify({ inputs, hash: hashFiles(inputs), stats: statsOf(inputs.map((file) => join(root, file))) }, null, 1) + '\n')
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
 * Whether the database template is current by the stamp its builder leaves (server/src/db/template.ts
 * writeTemplateStamp): the template is there and every file its key reads, and no other migration, is as it was.
 */
function templateCurrent() {
  const stamp = readJson(join(root, 'node_modules/.cache/portfolio-db/template-stamp.json'))
  if (!stamp || !existsSync(stamp.path) || !existsSync(stamp.migrationsFolder)) return false
  const migrations = [...walk(stamp.migrationsFolder)].sort()
  const stamped = stamp.stats.map(([file]) => file).filter((file) => file.startsWith(stamp.migrationsFolder)).sort()
  return JSON.stringify(migrations) === JSON.stringify(stamped) && sameStats(stamp.stats, statsOf(stamp.stats.map(([file]) => file)))
}

/**
 * Whether `npm start` has nothing to build: the web app, the server's bundle and the database template are all
 * current by their stamps' sizes and times (milliseconds, no file read), so it need not start this script at all.
 */
export function upToDate() {
  return webBuildCurrent() && serverBuildCurrent() && templateCurrent()
}

/** Each part's state as upToDate reads it (the tests; and `node scripts/ensure-build.mjs --status`). */
export function buildStatus() {
  return { web: webBuildCurrent(), server: serverBuildCurrent(), template: templateCurrent() }
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && process.argv.includes('--status')) {
  console.info(JSON.stringify(buildStatus()))
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const template = databaseTemplateInBackground()
  // Only a speed-up: without it (a read-only node_modules, say) a new database is created the long way.
  template.catch((error) => console.warn(`[db] no database template (${error.message}): a new database will take a few seconds more`))
  ensureBuild({ force: process.argv.includes('--force') })
  await ensureServerBuild({ force: process.argv.includes('--force') })
  await template.catch(() => false)
}
