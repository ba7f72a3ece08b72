// The visitor's demo bench (`npm run bench -- demo`): against the real server on a fresh PGlite data dir (and on
// PostgreSQL when DATABASE_URL is set), POST /v1/api/demo 30 times after 3 warmups, each from its own address (TRUST_PROXY=1
// and X-Forwarded-For: the 5-an-hour limit is per address), and the panel's first reads as that demo (what is due,
// the projection); then, in this process over an in-memory PGlite, the household's plan and write alone and the
// sweep of expired demos. Target on PGlite: the household written in ≤ 500 ms; the creation answered within a second. The
// write's CPU time (PGlite's thread included) says what it costs whatever else the machine runs meanwhile.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dayKey } from '../../src/contract/calendar'
import { openDatabase } from '../../server/src/db/client'
import { users } from '../../server/src/db/schema'
import { createDemoService, DEMO_SWEEP_BATCH } from '../../server/src/services/demo'
import { householdCounts, planHousehold, writeHousehold } from '../../server/src/services/demo-household'
import { onEachBackend, startBenchServer } from './finance'
import { percentile } from './latency'

export const TARGETS = { householdMs: 500, creationMs: 1000 }
const RUNS = 30
const WARMUP = 3

const row = (times: number[], target?: number) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    p50ms: Number(percentile(sorted, 50).toFixed(1)),
    p95ms: Number(percentile(sorted, 95).toFixed(1)),
    maxms: Number(sorted.at(-1)!.toFixed(1)),
    ...(target === undefined ? {} : { targetms: target }),
    samples: sorted.length,
  }
}

/** CPU time (ms) the process `pid` has used so far, all its threads: Linux's /proc/<pid>/stat (utime + stime, in ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function measureHttp(base: string, pid: number) {
  const creations: number[] = []
  const creationCpu: number[] = []
  const firstReads: number[] = []
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const cpu = processCpuMs(pid)
    const started = performance.now()
    const response = await fetch(`${base}/v1/api/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR', 'x-forwarded-for': `10.1.${Math.floor(run / 250)}.${run % 250}` },
      body: '{}',
    })
    const elapsed = performance.now() - started
    const used = processCpuMs(pid) - cpu
    if (response.status !== 201) throw new Error(`POST /v1/api/demo: ${response.status} ${await response.text()}`)
    const { accessToken } = (await response.json()) as { accessToken: string }
    const readStarted = performance.now()
    for (const path of ['/v1/api/financas/a-vencer', '/v1/api/financas/projecao', '/v1/api/contabancaria', '/v1/api/cartao']) {
      const read = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } })
      if (!read.ok) throw new Error(`GET ${path}: ${read.status}`)
      await read.arrayBuffer()
    }
    if (run >= WARMUP) {
      creations.push(elapsed)
      creationCpu.push(used)
      firstReads.push(performance.now() - readStarted)
    }
  }
  return {
    'POST /v1/api/demo (user + household + tokens)': row(creations, TARGETS.creationMs),
    "POST /v1/api/demo, the server's CPU time (10 ms ticks)": row(creationCpu),
    "the demo's first panel reads (a-vencer, projecao, contabancaria, cartao)": row(firstReads),
  }
}

/** The household alone, in this process over an in-memory PGlite: its plan, its write, and the sweep of expired demos. */
async function measureInProcess() {
  const handle = await openDatabase({ memory: true })
  try {
    const today = dayKey(new Date())
    const plans: number[] = []
    const writes: number[] = []
    /** CPU time of this process, PGlite's thread included: what the write costs whatever else runs on the machine. */
    const writeCpu: number[] = []
    let counts: ReturnType<typeof householdCounts> | undefined
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const [user] = await handle.db.insert(users).values({ username: `bench-${run}`, passwordHash: '!', fullName: 'Bench', demoExpiraEm: new Date(Date.now() - 1000) }).returning()
      const planned = performance.now()
      const plan = planHousehold({ seed: run + 1, today, language: 'pt' })
      const written = performance.now()
      const cpu = process.cpuUsage()
      await handle.db.transaction((tx) => writeHousehold(tx, user!.id, plan))
      const used = process.cpuUsage(cpu)
      if (run >= WARMUP) {
        plans.push(written - planned)
        writes.push(performance.now() - written)
        writeCpu.push((used.user + used.system) / 1000)
      }
      counts ??= householdCounts(plan)
    }
    const sweeper = createDemoService({ db: handle.db, clock: { now: () => Date.now() }, ttlHours: 24, maxAccounts: 1000 })
    const swept = performance.now()
    const removed = await sweeper.sweep()
    const sweepMs = performance.now() - swept
    const idle = performance.now()
    await sweeper.sweep()
    const idleMs = performance.now() - idle
    console.info(`\nThe household of seed 1 (rows by kind): ${JSON.stringify(counts)}\n`)
    return {
      'planHousehold (JS)': row(plans),
      'writeHousehold (one transaction, bulk writer)': row(writes, TARGETS.householdMs),
      'writeHousehold, CPU time (both threads)': row(writeCpu),
      [`sweep of ${removed} expired demos (${DEMO_SWEEP_BATCH} a transaction), per demo`]: { p50ms: Number((sweepMs / removed).toFixed(1)), p95ms: NaN, maxms: NaN, samples: removed },
      'sweep with nothing to do': { p50ms: Number(idleMs.toFixed(2)), p95ms: NaN, maxms: NaN, samples: 1 },
    }
  } finally {
    await handle.close()
  }
}

async function benchOn(label: string, env: Record<string, string>, freePort: () => Promise<number>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-demo-bench-'))
  try {
    const { server, base } = await startBenchServer({ DATA_DIR: dataDir, TRUST_PROXY: '1', DEMO_MAX_ACCOUNTS: '1000', ...env }, await freePort())
    try {
      console.info(`\n${label}: the visitor's demo\n`)
      console.table(await measureHttp(base, server.pid!))
    } finally {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function demoBench(freePort: () => Promise<number>) {
  await onEachBackend(
    (label, env) => benchOn(label, env, freePort),
    async () => {
      console.info('\nIn process, in-memory PGlite: the household alone\n')
      console.table(await measureInProcess())
    },
  )
}
