import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { integer, pgTable } from 'drizzle-orm/pg-core'
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '@server/db/client'
import * as schema from '@server/db/schema'

// Migrations keep up with the schema: drizzle-kit's own generate logic, run on
// server/src/db/schema.ts against the last snapshot, must find nothing to do. When it fails, run
// `npm run db:generate` and commit the new migration.

interface JournalEntry {
  idx: number
  tag: string
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
const snapshotOf = (entry: JournalEntry) =>
  JSON.parse(readFileSync(join(migrationsFolder, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`), 'utf8'))
const lastSnapshot = () => snapshotOf(journal.entries.at(-1)!)

describe('migrations', () => {
  it('every journal entry has its SQL file and snapshot', () => {
    expect(journal.entries.length).toBeGreaterThan(0)
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index)
      expect(existsSync(join(migrationsFolder, `${entry.tag}.sql`)), entry.tag).toBe(true)
      expect(existsSync(join(migrationsFolder, `meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`)), entry.tag).toBe(true)
    })
  })

  it('schema.ts has no change without a migration (npm run db:generate writes it)', async () => {
    const previous = lastSnapshot()
    const statements = await generateMigration(previous, generateDrizzleJson(schema, previous.id))
    expect(statements).toEqual([])
  })

  it('the check notices a schema change (a table the migrations lack)', async () => {
    const previous = lastSnapshot()
    const probe = pgTable('migration_probe', { id: integer('id') })
    const statements = await generateMigration(previous, generateDrizzleJson({ ...schema, probe }, previous.id))
    expect(statements.join('\n')).toContain('CREATE TABLE "migration_probe"')
  })
})
