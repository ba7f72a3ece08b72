import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../src/db/client'
import type { PGliteThread } from '../src/db/pglite-thread'
import { templateFolder, templateKey, templatePath, writeTemplateStamp } from '../src/db/template'

// `npm run db:template`: builds the migrated PGlite template (server/src/db/template.ts) unless the
// current one is there; removes templates of other PGlite versions or migrations.

export async function ensureDatabaseTemplate(): Promise<{ built: boolean; path: string; ms: number }> {
  const started = performance.now()
  const key = templateKey()
  const path = templatePath(key)
  if (existsSync(path)) {
    writeTemplateStamp(path)
    return { built: false, path, ms: 0 }
  }
  mkdirSync(templateFolder, { recursive: true })
  const database = await openDatabase({ memory: true }, { template: false, analyzeEveryMs: 0 })
  try {
    const client = (database.db as unknown as { $client: PGliteThread }).$client
    await client.exec('checkpoint')
    const tar = await client.dumpDataDir()
    // Written under another name, then renamed: a reader never sees half a template.
    const partial = `${path}.${process.pid}.partial`
    writeFileSync(partial, tar)
    renameSync(partial, path)
  } finally {
    await database.close()
  }
  for (const name of readdirSync(templateFolder)) {
    if (name !== `pglite-${key}.tar` && !name.endsWith('.partial')) rmSync(join(templateFolder, name), { force: true })
  }
  writeTemplateStamp(path)
  return { built: true, path, ms: Math.round(performance.now() - started) }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const quietIfCurrent = process.argv.includes('--quiet-if-current')
  // Building it takes 5–20 s with nothing else to show: say so first, then how long so far.
  const current = existsSync(templatePath(templateKey()))
  const started = Date.now()
  const progress = current ? undefined : setInterval(() => console.info(`[db] … still building the database template (${Math.round((Date.now() - started) / 1000)} s)`), 5000)
  if (!current) console.info('[db] building the database template new databases start from (once per PGlite version and migrations; 5–20 s)…')
  try {
    const result = await ensureDatabaseTemplate()
    if (result.built) console.info(`[db] database template built in ${(result.ms / 1000).toFixed(1)} s: ${result.path}`)
    else if (!quietIfCurrent) console.info(`[db] template up to date: ${result.path}`)
  } finally {
    clearInterval(progress)
  }
}
