import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// V8's old generation kept lean while no heavy work runs, and left to V8 while it does (server/src/heap-growth.ts,
// docs/decisions/0031-heap-growth-follows-heavy-work.md). Each case runs in a Node of its own with `npm start`'s
// young generation: 25 MB that stay, and batches of garbage that each outlive a few scavenges, so they are promoted.

const root = join(import.meta.dirname, '../..')

/** The old space's largest size (MB) while the garbage is made, after `heapGrowthFor` was called with `calls`. */
function oldSpacePeak(calls: boolean[]): number {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8'
    import { heapGrowthFor } from './server/src/heap-growth.ts'
    for (const busy of ${JSON.stringify(calls)}) heapGrowthFor(busy)
    const live = []
    for (let i = 0; i < 300000; i++) live.push({ a: 'x' + i, b: i })
    let peak = 0
    const ring = []
    for (let round = 0; round < 600; round++) {
      const batch = []
      for (let i = 0; i < 5000; i++) batch.push({ a: 'y' + i + round, b: [i] })
      ring.push(batch)
      if (ring.length > 8) ring.shift()
      if (round % 20 === 0) await new Promise((resolve) => setImmediate(resolve))
      peak = Math.max(peak, getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').space_size)
    }
    console.log(live.length > 0 ? peak / 1048576 : 0)
  `
  const out = execFileSync(process.execPath, ['--max-semi-space-size=4', '--import', 'tsx', '--input-type=module', '--eval', script], { cwd: root, encoding: 'utf8' })
  return Number(out.trim())
}

describe('heapGrowthFor', () => {
  it('keeps the old generation near what is live while no heavy work runs, and gives V8 its own growth back while it does', () => {
    const lean = oldSpacePeak([false])
    const heavy = oldSpacePeak([false, true])
    // Measured: 44 MB lean (at 50 %), 81–92 left to V8.
    expect(lean).toBeGreaterThan(20)
    expect(lean).toBeLessThan(heavy * 0.7)
  })
})
