import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '@server/db/client'
import { script, tempFolders } from './support/scripts'

// The owner's scripts refuse a DATA_DIR that is not the server's before creating anything there: a backup of a folder
// without a database used to make a new empty one and report "Backup written … 0 rows".

const tempFolder = tempFolders()

describe('db:backup and user:role need the server database', () => {
  it('an empty folder: exit 1 naming it, nothing created, no backup file', async () => {
    const dataDir = tempFolder('backup-empty-')
    const backupFile = join(tempFolder('backup-out-'), 'b.gz')
    const backup = await script('db-backup', [backupFile], { DATA_DIR: dataDir })
    expect(backup.code).toBe(1)
    expect(backup.output).toContain(`No database in ${dataDir}: nothing was created.`)
    expect(backup.output).not.toContain('Backup written')
    expect(readdirSync(dataDir)).toEqual([])
    expect(existsSync(backupFile)).toBe(false)
  }, 60_000)

  it('a folder that does not exist is not created', async () => {
    const dataDir = join(tempFolder('backup-parent-'), 'no-such-folder')
    const backup = await script('db-backup', [join(tempFolder('backup-out-'), 'b.gz')], { DATA_DIR: dataDir })
    expect(backup.code).toBe(1)
    expect(backup.output).toContain(`No database in ${dataDir}`)
    expect(existsSync(dataDir)).toBe(false)
    const role = await script('user-role', ['someone', 'Admin'], { DATA_DIR: dataDir })
    expect(role.code).toBe(1)
    expect(role.output).toContain(`No database in ${dataDir}`)
    expect(existsSync(dataDir)).toBe(false)
  }, 60_000)
})

describe('db:restore checks its target', () => {
  it('refuses a folder that holds other files but no database, creating nothing', async () => {
    const dataDir = tempFolder('restore-other-')
    writeFileSync(join(dataDir, 'package.json'), '{}')
    mkdirSync(join(dataDir, 'src'))
    const backupFile = join(tempFolder('restore-in-'), 'b.gz')
    writeFileSync(backupFile, 'not read')
    const restored = await script('db-restore', [backupFile], { DATA_DIR: dataDir })
    expect(restored.code).toBe(1)
    expect(restored.output).toContain(`${dataDir} holds no database but other files (package.json, src)`)
    expect(readdirSync(dataDir).sort()).toEqual(['package.json', 'src'])
  }, 60_000)

  it('a missing backup file: exit 1 before a new folder is made', async () => {
    const dataDir = join(tempFolder('restore-parent-'), 'new')
    const restored = await script('db-restore', [join(dataDir, '..', 'missing.gz')], { DATA_DIR: dataDir })
    expect(restored.code).toBe(1)
    expect(restored.output).toContain('No file ')
    expect(existsSync(dataDir)).toBe(false)
  }, 60_000)

  it('a new folder, or the server database, is accepted (a backup of an empty database restores)', async () => {
    const source = tempFolder('restore-source-')
    const database = await openDatabase({ dataDir: source }, { analyzeEveryMs: 0 })
    await database.close()
    const backupFile = join(tempFolder('restore-file-'), 'b.gz')
    const backup = await script('db-backup', [backupFile], { DATA_DIR: source })
    expect(backup.code, backup.output).toBe(0)
    const target = join(tempFolder('restore-target-'), 'new')
    const restored = await script('db-restore', [backupFile], { DATA_DIR: target })
    expect(restored.code, restored.output).toBe(0)
    expect(restored.output).toContain(`Restored ${backupFile}`)
  }, 120_000)
})
