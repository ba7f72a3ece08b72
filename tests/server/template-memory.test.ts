import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '@server/db/client'
import { templatePath } from '@server/db/template'

// A server's new data folder is unpacked from the template file piece by piece (server/src/db/template.ts): read
// whole, its 40 MB stayed in the server's memory until a garbage collection an idle server does not run. In a file
// of its own, so no other test's in-memory databases have read (and kept) the template in this module first.

describe('a new data folder made from the template', () => {
  it('is unpacked without the template file in memory whole', async () => {
    const size = statSync(templatePath()).size
    expect(size).toBeGreaterThan(20 * 1024 * 1024)
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-template-memory-'))
    try {
      const before = process.memoryUsage().arrayBuffers
      const handle = await openDatabase({ dataDir }, { analyzeEveryMs: 0 })
      // Measured before any collection could free it: a tar read whole counts here, held or not.
      const grown = process.memoryUsage().arrayBuffers - before
      await handle.close()
      expect(grown).toBeLessThan(size / 4)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
