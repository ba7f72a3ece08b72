import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackupError, restoreBackup, writeBackup } from '@server/db/backup'
import type { Database, DatabaseHandle } from '@server/db/client'
import { createTestApp, openTestDatabase, type TestApp } from './support/test-app'

// The backup format (server/src/db/backup.ts) on the test backend: every table's rows
// come back exactly (money, moments, bytes, ids and the sequences after them), and a damaged or
// truncated file restores nothing.

let t: TestApp
let target: DatabaseHandle
let folder: string
beforeAll(async () => {
  t = await createTestApp()
  target = await openTestDatabase()
  folder = mkdtempSync(join(tmpdir(), 'backup-test-'))
})
afterAll(async () => {
  await t.close()
  await target.close()
  rmSync(folder, { recursive: true, force: true })
})

/**
 * Every row of every application table as PostgreSQL prints it, but what a restore renews on purpose: the users'
 * session keys and the refresh tokens (every session before a restore ends; the tests below check that apart).
 */
async function contents(db: Database): Promise<Record<string, string[]>> {
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'refresh_tokens' order by tablename`)) as unknown as {
    rows: Array<{ tablename: string }>
  }
  const result: Record<string, string[]> = {}
  for (const { tablename } of tables.rows) {
    const rows = (await db.execute(sql`select (to_jsonb(t) - 'session_key')::text as r from ${sql.identifier(tablename)} t order by 1`)) as unknown as { rows: Array<{ r: string }> }
    result[tablename] = rows.rows.map((row) => row.r)
  }
  return result
}

describe('backup and restore', () => {
  it('restores every row exactly, and new ids continue after the restored ones', async () => {
    const ana = await t.asUser()
    const category = await t.request('/v1/api/categoria', { method: 'POST', headers: ana.headers, body: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' } })
    expect(category.status).toBe(201)
    const { id: categoriaId } = (await category.json()) as { id: number }
    const holder = await t.request('/v1/api/pessoaconta', { method: 'POST', headers: ana.headers, body: { nomePessoa: 'José Ñandú' } })
    expect(holder.status).toBe(201)
    const { id: pessoaContaId } = (await holder.json()) as { id: number }
    const entry = await t.request('/v1/api/lancamento', {
      method: 'POST',
      headers: ana.headers,
      body: { descricao: 'Feira 🍎', observacao: 'Sacolas\nretornáveis 🛍', valor: 123456789012.34, dataLancamento: '2026-02-28T23:30:00-03:00', tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId },
    })
    expect(entry.status).toBe(201)
    const plan = await t.request('/v1/api/parcelamento', {
      method: 'POST',
      headers: ana.headers,
      body: { descricao: 'TV', valorTotal: 1999, numeroParcelas: 12, dataPrimeiraParcela: '2026-01-31', pessoaContaId },
    })
    expect(plan.status).toBe(201)
    // A recurring series (its occurrences are entries linked to it) with one occurrence deleted for good, and budgets.
    const series = await t.request('/v1/api/recorrencia', {
      method: 'POST',
      headers: ana.headers,
      body: { descricao: 'Aluguel', valor: 1800, tipoLancamento: 'Despesa', categoriaId, frequencia: 'Mensal', dataInicio: '2026-01-31' },
    })
    expect(series.status).toBe(201)
    const { id: seriesId } = (await series.json()) as { id: number }
    const [occurrence] = ((await t.db.execute(sql`select id from entries where recorrencia_id = ${seriesId} order by data_ocorrencia limit 1`)) as unknown as { rows: Array<{ id: number }> }).rows
    expect((await t.request(`/v1/api/lancamento?id=${occurrence!.id}`, { method: 'DELETE', headers: ana.headers })).status).toBe(204)
    for (const body of [{ mes: '2026-01', categoriaId, valorLimite: 2500, repetir: true }, { mes: '2026-03', categoriaId, valorLimite: 3000 }]) {
      expect((await t.request('/v1/api/orcamento', { method: 'PUT', headers: ana.headers, body })).status).toBe(200)
    }
    expect((await t.request(`/v1/api/orcamento?mes=2026-06&categoriaId=${categoriaId}`, { method: 'DELETE', headers: ana.headers })).status).toBe(204)
    // Bytes too: a stored card image (bytea).
    await t.db.execute(
      sql`insert into pokemon_cards (nome_pokemon, imagem, nome_versao, numero_versao, numero_carta, raridade, tipo, estagio, booster)
          values ('Pikachu', ${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255])}, 'Base', 1, '025', 'C', 'Elétrico', 'Básico', 'Base')`,
    )

    const file = join(folder, 'whole.backup.gz')
    const written = await writeBackup(t.db, file)
    expect(written.entries).toBeGreaterThanOrEqual(13)
    expect(written.monthly_installments).toBe(12)
    expect(written.recurrences).toBe(1)
    expect(written.recurrence_skips).toBe(1)
    expect(written.budgets).toBe(3)

    const restored = await restoreBackup(target.db, file)
    expect(restored).toEqual(written)
    expect(await contents(target.db)).toEqual(await contents(t.db))
    // Sessions do not survive a restore: every user has a new session key and no refresh token is left.
    const keys = async (db: Database) => ((await db.execute(sql`select id, session_key from users order by id`)) as unknown as { rows: Array<{ id: number; session_key: string }> }).rows
    const before = await keys(t.db)
    const after = await keys(target.db)
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id))
    after.forEach((row, index) => expect(row.session_key).not.toBe(before[index]!.session_key))
    expect(written.refresh_tokens).toBeGreaterThan(0)
    expect(((await target.db.execute(sql`select count(*)::int as n from refresh_tokens`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0)

    // The sequences follow: a new row gets an id after the restored ones.
    const next = (await target.db.execute(sql`insert into categories (user_id, nome_categoria, tipo_categoria) select id, 'Nova', 'Receita' from users limit 1 returning id`)) as unknown as {
      rows: Array<{ id: number }>
    }
    expect(next.rows[0]!.id).toBeGreaterThan(categoriaId)
  })

  it('bank accounts, transfers, entries on accounts and statement payments come back, and the restore rebuilds the monthly totals the backup leaves out', async () => {
    const bia = await t.asUser()
    const post = async (path: string, body: Record<string, unknown>) => {
      const response = await t.request(path, { method: 'POST', headers: bia.headers, body })
      expect(response.status, await response.clone().text()).toBe(201)
      return (await response.json()) as { id: number }
    }
    const conta = await post('/v1/api/contabancaria', { nome: 'Nubank', tipo: 'Corrente', saldoInicial: -10.5, dataSaldoInicial: '2025-01-15' })
    const poupanca = await post('/v1/api/contabancaria', { nome: 'Poupança', tipo: 'Poupanca', saldoInicial: 0, dataSaldoInicial: '2025-01-01' })
    const categoria = await post('/v1/api/categoria', { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
    for (const [day, situacao] of [['2025-02-10', 'Pago'], ['2025-03-31T23:30:00-03:00', 'Pago'], ['2026-11-20', 'A Pagar']] as const) {
      await post('/v1/api/lancamento', { descricao: `Conta ${day}`, valor: 99.99, dataLancamento: day, tipoLancamento: 'Despesa', situacao, categoriaId: categoria.id, contaBancariaId: conta.id })
    }
    await post('/v1/api/transferencia', { contaOrigemId: conta.id, contaDestinoId: poupanca.id, valor: 50, data: '2025-02-01' })
    // A card purchase and its statement paid from the account (a statement payment moves the account's totals too).
    const cartao = await post('/v1/api/cartao', { nomeUsuario: 'Bia', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 })
    await post('/v1/api/lancamento', { descricao: 'Mercado', valor: 123.45, dataLancamento: '2025-04-20', tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: categoria.id, cartaoId: cartao.id })
    const paid = await t.request(`/v1/api/cartao/${cartao.id}/faturas/2025-05/pagar`, { method: 'POST', headers: bia.headers, body: { contaBancariaId: conta.id, dataPagamento: '2025-05-09' } })
    expect(paid.status, await paid.clone().text()).toBe(200)
    // A partial payment of a statement past its due date: its rest is carried at once into the next statement by an
    // item made after the items it settles (their link points to a later row: the restore inserts by id).
    await post('/v1/api/lancamento', { descricao: 'Farmácia', valor: 80, dataLancamento: '2025-06-20', tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: categoria.id, cartaoId: cartao.id })
    const partial = await t.request(`/v1/api/cartao/${cartao.id}/faturas/2025-07/pagar`, { method: 'POST', headers: bia.headers, body: { contaBancariaId: conta.id, dataPagamento: '2025-07-20', valor: 30 } })
    expect(partial.status, await partial.clone().text()).toBe(200)
    const carried = (await t.db.execute(sql`select count(*)::int as n from entries where saldo_fatura_id > id`)) as unknown as { rows: Array<{ n: number }> }
    expect(carried.rows[0]!.n).toBeGreaterThanOrEqual(1)
    const balances = async (db: Database) =>
      ((await db.execute(sql`select conta_bancaria_id as id, mes, liquidado::float8 as l, pendente::float8 as p, transferido::float8 as tr from bank_account_totals where liquidado <> 0 or pendente <> 0 or transferido <> 0 order by 1, 2`)) as unknown as { rows: unknown[] }).rows

    const file = join(folder, 'accounts.backup.gz')
    const written = await writeBackup(t.db, file)
    expect(written).not.toHaveProperty('bank_account_totals')
    expect(written.bank_accounts).toBeGreaterThanOrEqual(2)
    expect(written.transfers).toBeGreaterThanOrEqual(1)
    expect(written.card_statement_payments).toBeGreaterThanOrEqual(1)
    await restoreBackup(target.db, file)
    const { bank_account_totals: _source, ...sourceRest } = await contents(t.db)
    const { bank_account_totals: _target, ...targetRest } = await contents(target.db)
    expect(targetRest).toEqual(sourceRest)
    expect(await balances(target.db)).toEqual(await balances(t.db))
    expect((await balances(target.db)).length).toBeGreaterThanOrEqual(4)
  })

  it('bank imports come back: their keys (a deleted movement’s too), previews and undo records', async () => {
    const cid = await t.asUser()
    const account = await t.request('/v1/api/contabancaria', { method: 'POST', headers: cid.headers, body: { nome: 'Conta', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2025-01-01' } })
    const { id: accountId } = (await account.json()) as { id: number }
    const rows = ['-10.00|PADARIA|B1', '-20.00|FARMACIA|B2'].map((row) => row.split('|'))
    const ofx = `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>${rows
      .map(([amount, memo, fitid]) => `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250301<TRNAMT>${amount}<FITID>${fitid}<MEMO>${memo}</STMTTRN>`)
      .join('')}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
    const form = new FormData()
    form.append('arquivo', new File([new TextEncoder().encode(ofx)], 'extrato.ofx'))
    form.append('contaBancariaId', String(accountId))
    const preview = await t.app.request('/v1/api/importacao', { method: 'POST', body: form, headers: cid.headers })
    expect(preview.status, await preview.clone().text()).toBe(201)
    const { id } = (await preview.json()) as { id: number }
    const confirmed = await t.request(`/v1/api/importacao/${id}/confirmar`, { method: 'POST', headers: cid.headers, body: {} })
    expect(confirmed.status, await confirmed.clone().text()).toBe(200)
    await t.db.execute(sql`delete from entries where descricao = 'FARMACIA' and user_id = (select user_id from bank_imports where id = ${id})`)
    const keys = (await t.db.execute(sql`select count(*)::int as n, count(lancamento_id)::int as held from import_keys where importacao_id = ${id}`)) as unknown as { rows: Array<{ n: number; held: number }> }
    expect(keys.rows[0]).toEqual({ n: 2, held: 1 })

    const file = join(folder, 'imports.backup.gz')
    const written = await writeBackup(t.db, file)
    expect(written.import_keys).toBeGreaterThanOrEqual(2)
    expect(written.bank_imports).toBeGreaterThanOrEqual(1)
    await restoreBackup(target.db, file)
    const { bank_account_totals: _source, ...sourceRest } = await contents(t.db)
    const { bank_account_totals: _target, ...targetRest } = await contents(target.db)
    expect(targetRest).toEqual(sourceRest)
  })

  it('a truncated or foreign file restores nothing', async () => {
    const file = join(folder, 'whole2.backup.gz')
    await writeBackup(t.db, file)
    const before = await contents(target.db)

    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n')
    const truncated = join(folder, 'truncated.backup.gz')
    writeFileSync(truncated, gzipSync(lines.slice(0, -3).join('\n')))
    await expect(restoreBackup(target.db, truncated)).rejects.toThrow(BackupError)

    const tampered = join(folder, 'tampered.backup.gz')
    const firstRow = lines.findIndex((line, index) => index > 0 && !line.startsWith('{"tabela":'))
    writeFileSync(tampered, gzipSync(lines.filter((_, index) => index !== firstRow).join('\n')))
    await expect(restoreBackup(target.db, tampered)).rejects.toThrow(/damaged/)

    const foreign = join(folder, 'foreign.backup.gz')
    writeFileSync(foreign, gzipSync('{"hello":"world"}\n'))
    await expect(restoreBackup(target.db, foreign)).rejects.toThrow(/not a backup of this application/)

    const newer = join(folder, 'newer.backup.gz')
    const header = JSON.parse(lines[0]!) as { migracoes: string[] }
    writeFileSync(newer, gzipSync([JSON.stringify({ ...header, migracoes: [...header.migracoes, 'a-later-migration'] }), ...lines.slice(1)].join('\n')))
    await expect(restoreBackup(target.db, newer)).rejects.toThrow(/restore it with that version or a later one/)

    expect(await contents(target.db)).toEqual(before)
  })

  it("a token from before a restore --replace never reads the account its id now names (the probe's M-1 sequence)", async () => {
    const served = await createTestApp()
    try {
      const early = await served.asUser()
      const file = join(folder, 'sessions.backup.gz')
      await writeBackup(served.db, file)
      // Ana signs up after the backup: the restore forgets her, and her id is handed out again.
      const ana = await served.asUser()
      const idOf = async (username: string) =>
        ((await served.db.execute(sql`select id from users where username = ${username}`)) as unknown as { rows: Array<{ id: number }> }).rows[0]?.id
      const anaId = await idOf(ana.username)
      expect((await served.request('/v1/api/categoria', { headers: ana.headers })).status).toBe(200)

      await restoreBackup(served.db, file)
      const bia = await served.asUser()
      expect(await idOf(bia.username)).toBe(anaId)
      const created = await served.request('/v1/api/categoria', { method: 'POST', headers: bia.headers, body: { nomeCategoria: 'Só da Bia', tipoCategoria: 'Despesa' } })
      expect(created.status).toBe(201)

      // Ana's still unexpired token names id anaId, now Bia's: refused, and so is every session from before the restore.
      const stolen = await served.request('/v1/api/categoria', { headers: ana.headers })
      expect(stolen.status).toBe(401)
      expect(await stolen.text()).not.toContain('Só da Bia')
      expect((await served.request('/v1/api/categoria', { headers: early.headers })).status).toBe(401)
      const validated = await served.request('/api/auth/v1/validate-token', { headers: ana.headers })
      expect(validated.status).toBe(200)
      expect(await validated.json()).toEqual({ valid: false })
      for (const session of [ana, early]) {
        const refreshed = await served.request('/api/auth/v1/refresh', { method: 'POST', body: { refreshToken: session.tokens.refreshToken } })
        expect(refreshed.status).toBe(401)
      }
      // Bia's own session works, and the early user signs in again.
      const own = await served.request('/v1/api/categoria', { headers: bia.headers })
      expect(own.status).toBe(200)
      expect(await own.text()).toContain('Só da Bia')
      await served.login(early.username)
    } finally {
      await served.close()
    }
  })
})

describe('the backup file', () => {
  // The temporary name the backup was written to before it took its name used to be `<file>.partial-<PID>`:
  // anyone who could write into the folder could plant a link or a file there.
  const formerTemporaryName = (file: string) => `${file}.partial-${process.pid}`
  const mode = (path: string) => lstatSync(path).mode & 0o777
  const isBackup = (path: string) => gunzipSync(readFileSync(path)).toString().startsWith('{"formato":"portfolio-backup"')

  it('is never written through a symbolic link, planted at a temporary name or at the file itself', async () => {
    const dir = mkdtempSync(join(folder, 'links-'))
    const file = join(dir, 'portfolio.backup.gz')
    const victim = join(dir, 'victim.txt')
    writeFileSync(victim, 'untouched')
    symlinkSync(victim, formerTemporaryName(file))
    await writeBackup(t.db, file)
    expect(readFileSync(victim, 'utf8')).toBe('untouched')
    expect(lstatSync(file).isFile()).toBe(true)
    expect(isBackup(file)).toBe(true)
    expect(mode(file)).toBe(0o600)

    // A link at the file's own name is replaced by the rename, not followed.
    rmSync(file)
    symlinkSync(victim, file)
    await writeBackup(t.db, file)
    expect(readFileSync(victim, 'utf8')).toBe('untouched')
    expect(lstatSync(file).isFile()).toBe(true)
    expect(isBackup(file)).toBe(true)
    // Nothing else left in the folder: no temporary file.
    expect(readdirSync(dir).sort()).toEqual(['portfolio.backup.gz', 'portfolio.backup.gz.partial-' + process.pid, 'victim.txt'].sort())
  })

  it('is the owner’s only (0600), never a file planted at a temporary name, and replaces an older backup', async () => {
    const dir = mkdtempSync(join(folder, 'planted-'))
    const file = join(dir, 'portfolio.backup.gz')
    const planted = formerTemporaryName(file)
    writeFileSync(planted, 'planted')
    chmodSync(planted, 0o666)
    writeFileSync(file, 'an older backup')
    chmodSync(file, 0o644)
    await writeBackup(t.db, file)
    expect(readFileSync(planted, 'utf8')).toBe('planted')
    expect(isBackup(file)).toBe(true)
    expect(mode(file)).toBe(0o600)
  })
})
