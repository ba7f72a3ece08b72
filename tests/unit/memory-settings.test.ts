import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm start`'s memory settings (docs/decisions/0027-server-memory-settings-at-start.md and
// 0029-young-generation-of-4-mb.md): without them an idle server holds 229–246 MB instead of 148–150, and keeps a
// bulk load's heap long after it.

const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> }

describe('npm start', () => {
  const start = packageJson.scripts.start!

  it('starts node with the memory settings that must be there from the process start', () => {
    expect(start).toMatch(/^exec env MALLOC_MMAP_THRESHOLD_=32768 node --max-semi-space-size=4 scripts\/start\.mjs$/)
  })
})
