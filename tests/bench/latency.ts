import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// Latency of sequential GET requests, timed by a client in a process of its own (latency-client.ts says why).

/** One row of a bench's table: each sample is the paths requested together; the first `warmup` are not counted. */
export interface TimedRow {
  samples: string[][]
  warmup: number
}

/** The row of `paths` requested together `samples` times after `warmup` unmeasured times. */
export const repeated = (paths: string[], samples: number, warmup: number): TimedRow => ({ samples: Array.from({ length: warmup + samples }, () => paths), warmup })

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** p50 and p95 (ms, two decimals) of `times`, with their count. */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50ms: Number(percentile(sorted, 50).toFixed(2)), p95ms: Number(percentile(sorted, 95).toFixed(2)), samples: sorted.length }
}

/** The measured times (ms) of each row, requested one row after the other against `base` with `headers`. */
export function timeRequests(base: string, headers: Record<string, string>, rows: TimedRow[]): Promise<number[][]> {
  const client = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./latency-client.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] })
  client.stdin.end(JSON.stringify({ base, headers, rows }))
  let output = ''
  client.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  return new Promise((resolve, reject) => {
    client.once('error', reject)
    client.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as number[][]) : reject(new Error(`the measuring client exited with ${code}`))))
  })
}
