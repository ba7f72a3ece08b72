// The benches' measuring client, in a process of its own (latency.ts starts it): it loads nothing but this
// file, so its heap stays a few MB. Timed from the bench's own process, which had loaded the server's
// modules to seed the database, every response's text and objects kept its 60 MB heap marking: a full
// collection every ~200 ms paused the timer for 30–40 ms, one request in eight, and that pause was the
// p95 of a 900-row list (55–56 ms timed that way, 27–42 ms from here, on the same server code).
// Input on stdin (JSON): the base URL, the headers and the rows; output on stdout: each row's times (ms).
import type { TimedRow } from './latency'

const input = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as {
  base: string
  headers: Record<string, string>
  rows: TimedRow[]
}

async function get(path: string): Promise<void> {
  const response = await fetch(`${input.base}${path}`, { headers: input.headers })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
  await response.json()
}

const times: number[][] = []
for (const row of input.rows) {
  const measured: number[] = []
  for (const [index, paths] of row.samples.entries()) {
    const start = performance.now()
    await Promise.all(paths.map(get))
    if (index >= row.warmup) measured.push(performance.now() - start)
  }
  times.push(measured)
}
process.stdout.write(JSON.stringify(times))
