import { setFlagsFromString } from 'node:v8'

// How far V8 lets its old generation grow past what the last full collection kept, set while the server runs
// (docs/decisions/0031-heap-growth-follows-heavy-work.md). V8 reads the flag each time it sets its next limit, at the
// end of a collection, so a change takes effect from the next one on; the flag is the process's, both threads'.

/**
 * Growth past what is live while no heavy work runs, in percent: the pages' reads leave their garbage in the old
 * generation, and by default V8 lets it grow to up to 4 times what is live (the browser bench's server at 228 MB).
 * 50 left it at 200–204 MB; 30 took 8–9 MB more off a burst of reads, which ran as fast within their spread.
 */
export const LEAN_HEAP_GROWING_PERCENT = 30

/**
 * While heavy work runs (an import, an export, a backup), V8's own growth: each of its full collections marks the
 * document's tens of MB, and with a lean limit an import on PostgreSQL ran 6 of them instead of 2, each delaying
 * every other user's calls (their p95 from 10.5 to 20–25 ms).
 */
export function heapGrowthFor(heavyWorkRuns: boolean): void {
  // 0 is V8's own choice (its flag applies when over 0).
  setFlagsFromString(`--heap-growing-percent=${heavyWorkRuns ? 0 : LEAN_HEAP_GROWING_PERCENT}`)
}
