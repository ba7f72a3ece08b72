import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../src/db/client'
import type { PGliteThread } from '../src/db/pglite-thread'
import { templateFolder, templateKey, templatePath } from '../src/db/template'

// `npm run db:template`: builds the migrated PGlite template (server/src/db/template.ts) unless the
// current one is there; removes templates of other PGlite versions or migrations.

export async function ensureDatabaseTemplate(): Promise<{ built: boolean; path: string; ms: number }> {
  const started = performance.now()
  const key = templateKey()
  const path = templatePath(key)
  if (existsSync(path)) return { built: false, path, ms: 0 }
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
  return { built: true, path, ms: Math.round(performance.now() - started) }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await ensureDatabaseTemplate()
  console.info(result.built ? `[db] template built in ${result.ms} ms: ${result.path}` : `[db] template up to date: ${result.path}`)
}
