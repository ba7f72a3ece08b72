// Bank-statement import bench (`npm run bench -- import`): against the real server on a fresh PGlite data dir
// (and on PostgreSQL when DATABASE_URL is set), one signed-up user with an account and a year of typed entries
// (one a day: what the matching reads near the file's days): reading and previewing a 731-row OFX (the size of a
// real Inter file), 12 times after 2 warmups; then confirming a 2,000-row OFX into a fresh account, 5 times.
// Targets on PGlite: preview ≤ 300 ms, confirm ≤ 1 s (each p50).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addCalendarDays } from '../../src/contract/days'
import { onEachBackend, startBenchServer } from './finance'
import { percentile } from './latency'
import { benchSession } from './bench-session'

export const TARGETS = { previewMs: 300, confirmMs: 1000 }
const PREVIEW_ROWS = 731
const CONFIRM_ROWS = 2000
const PREVIEW_RUNS = 12
const CONFIRM_RUNS = 5
const WARMUP = 2
const TYPED = 3650

/** An OFX 1.x bank statement of `count` rows from `start`, a few a day, every third without a FITID. */
export function benchOfx(count: number, start = '2025-01-01'): string {
  const rows: string[] = []
  for (let index = 0; index < count; index++) {
    const day = addCalendarDays(start, Math.floor(index / 4)).replace(/-/g, '')
    const cents = (index * 7919) % 50_000 + 100
    const amount = `${index % 5 === 0 ? '' : '-'}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
    const fitid = index % 3 === 0 ? '' : `<FITID>${day}${String(index).padStart(5, '0')}\n`
    rows.push(`<STMTTRN>\n<TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${day}120000[-3:BRT]\n<TRNAMT>${amount}\n${fitid}<MEMO>COMPRA ESTABELECIMENTO ${index % 97}\n</STMTTRN>`)
  }
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>077\n<ACCTID>1\n</BANKACCTFROM>\n<BANKTRANLIST>\n${rows.join('\n')}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`
}

async function measure(base: string) {
  const username = `import${randomUUID().slice(0, 8)}`
  const password = 'import-bench-password'
  const json = { 'content-type': 'application/json' }
  await fetch(`${base}/api/auth/v1`, { method: 'POST', headers: json, body: JSON.stringify({ nomeUsuario: username, senha: password, nomeCompleto: 'Import Bench' }) })
  const { headers, call } = await benchSession(base, username, password)
  const account = (nome: string) => call<{ id: number }>('POST', '/v1/api/contabancaria', { nome, tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2024-01-01' })
  const [category] = [await call<{ id: number }>('POST', '/v1/api/categoria', { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })]
  const typed = await account('Typed')
  // A year of typed entries in the preview's account: one a day.
  for (let index = 0; index < TYPED; index += 1) {
    if (index % 10 !== 0) continue
    await call('POST', '/v1/api/lancamento', {
      dataLancamento: addCalendarDays('2025-01-01', Math.floor(index / 10)),
      descricao: `Compra ${index}`,
      valor: 12.34,
      tipoLancamento: 'Despesa',
      situacao: 'Pago',
      categoriaId: category!.id,
      contaBancariaId: typed.id,
    })
  }
  const upload = async (content: string, accountId: number) => {
    const form = new FormData()
    form.append('arquivo', new File([content], 'extrato.ofx'))
    form.append('contaBancariaId', String(accountId))
    const started = performance.now()
    const response = await fetch(`${base}/v1/api/importacao`, { method: 'POST', headers, body: form })
    const body = (await response.json()) as { id: number; linhas: unknown[] }
    const elapsed = performance.now() - started
    if (response.status !== 201 || body.linhas.length === 0) throw new Error(`preview: ${response.status}`)
    return { id: body.id, elapsed, rows: body.linhas.length }
  }
  const small = benchOfx(PREVIEW_ROWS)
  const previews: number[] = []
  for (let run = 0; run < WARMUP + PREVIEW_RUNS; run++) {
    const { elapsed } = await upload(small, typed.id)
    if (run >= WARMUP) previews.push(elapsed)
  }
  const large = benchOfx(CONFIRM_ROWS)
  const confirms: number[] = []
  for (let run = 0; run < CONFIRM_RUNS; run++) {
    const fresh = await account(`Fresh ${run}`)
    const { id } = await upload(large, fresh.id)
    const started = performance.now()
    const result = await call<{ importados: number }>('POST', `/v1/api/importacao/${id}/confirmar`, {})
    confirms.push(performance.now() - started)
    if (result.importados !== CONFIRM_ROWS) throw new Error(`confirm wrote ${result.importados}`)
  }
  previews.sort((a, b) => a - b)
  confirms.sort((a, b) => a - b)
  const row = (times: number[], target: number) => ({
    p50ms: Number(percentile(times, 50).toFixed(1)),
    p95ms: Number(percentile(times, 95).toFixed(1)),
    maxms: Number(times.at(-1)!.toFixed(1)),
    targetms: target,
    samples: times.length,
  })
  return {
    [`POST importacao (read + preview, ${PREVIEW_ROWS}-row OFX, ${TYPED / 10} typed entries near)`]: row(previews, TARGETS.previewMs),
    [`POST importacao/{id}/confirmar (${CONFIRM_ROWS} rows)`]: row(confirms, TARGETS.confirmMs),
  }
}

/** The server over `env`'s database, measured, then stopped. */
async function benchOn(label: string, env: Record<string, string>, freePort: () => Promise<number>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-import-bench-'))
  try {
    const { server, base } = await startBenchServer({ DATA_DIR: dataDir, WRITE_LIMIT_PER_MINUTE: '1000000000', ...env }, await freePort())
    try {
      console.info(`\n${label}: bank-statement import\n`)
      console.table(await measure(base))
    } finally {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function importBench(freePort: () => Promise<number>) {
  await onEachBackend((label, env) => benchOn(label, env, freePort))
}
