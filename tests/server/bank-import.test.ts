import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankImports } from '@server/db/schema'
import { entrySearchPageSchema } from '@contract/entry-search'
import { importPreviewSchema, importResultSchema, importSummaryListSchema, importSummarySchema, type ImportPreview } from '@contract/bank-import'
import { bankAccountSchema, type BankAccount } from '@contract/bank-account'
import { cardStatementDetailSchema } from '@contract/card-statement'
import { entryListSchema, type Entry } from '@contract/entry'
import { transferListSchema } from '@contract/bank-account'
import { errorBody, financeApi } from './support/finance'
import { createTestApp, createTestClock, type AuthSession, type TestApp, type TestClock } from './support/test-app'

// Bank-statement import (docs/product-rules.md#bank-statement-import) through the API: a file in, a preview
// with every row's situation, confirm, undo; keys that make a second file of the same movements all
// `importada`; links to typed entries, transfers, statement payments; limits and isolation.

interface OfxRow {
  day: string
  amount: string
  memo: string
  fitid?: string
}

/** A bank OFX 1.x (SGML) with `rows` and an optional ledger balance. */
function bankOfx(rows: readonly OfxRow[], ledger?: { amount: string; day: string }): string {
  const body = rows
    .map((row) => `<STMTTRN>\n<TRNTYPE>${row.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${row.day.replace(/-/g, '')}120000[-3:BRT]\n<TRNAMT>${row.amount}\n${row.fitid === undefined ? '' : `<FITID>${row.fitid}\n`}<MEMO>${row.memo}\n</STMTTRN>`)
    .join('\n')
  const balance = ledger ? `<LEDGERBAL>\n<BALAMT>${ledger.amount}\n<DTASOF>${ledger.day.replace(/-/g, '')}\n</LEDGERBAL>\n` : ''
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0260\n<BRANCHID>0001\n<ACCTID>12345-6\n</BANKACCTFROM>\n<BANKTRANLIST>\n${body}\n</BANKTRANLIST>\n${balance}</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`
}

/** A Nubank card CSV: purchases positive. */
const nubankCard = (rows: ReadonlyArray<[string, string, string]>) => `date,title,amount\n${rows.map(([day, title, amount]) => `${day},${title},${amount}`).join('\n')}\n`

interface World {
  t: TestApp
  clock: TestClock
  api: ReturnType<typeof financeApi>
}

let w: World

function upload(session: AuthSession, content: string | Uint8Array<ArrayBuffer>, fields: Record<string, string>, name = 'extrato.ofx', language = 'pt-BR') {
  const form = new FormData()
  form.append('arquivo', new File([typeof content === 'string' ? new TextEncoder().encode(content) : content], name))
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return Promise.resolve(w.t.app.request('/v1/api/importacao', { method: 'POST', body: form, headers: { ...session.headers, 'accept-language': language } }))
}

async function preview(session: AuthSession, content: string | Uint8Array<ArrayBuffer>, fields: Record<string, string>, name?: string): Promise<ImportPreview> {
  const response = await upload(session, content, fields, name)
  const text = await response.text()
  expect(response.status, text).toBe(201)
  return importPreviewSchema.parse(JSON.parse(text))
}

const confirm = (session: AuthSession, id: number, body: unknown = {}) => w.api.expectStatus(w.api.call(session, 'POST', `/v1/api/importacao/${id}/confirmar`, body), 200, importResultSchema)
const account = (session: AuthSession, id: number): Promise<BankAccount> => w.api.expectStatus(w.api.call(session, 'GET', `/v1/api/contabancaria/${id}`), 200, bankAccountSchema)
const entriesOf = (session: AuthSession, from = '2026-06-01', to = '2026-08-31'): Promise<Entry[]> =>
  w.api.expectStatus(w.api.call(session, 'GET', `/v1/api/lancamento/periodo?dataInicio=${from}&dataFim=${to}`), 200, entryListSchema)

async function household() {
  const session = await w.t.asUser()
  const conta = await w.api.expectStatus(
    w.api.call(session, 'POST', '/v1/api/contabancaria', { nome: 'Conta', tipo: 'Corrente', saldoInicial: 1000, dataSaldoInicial: '2026-06-01' }),
    201,
    bankAccountSchema,
  )
  const poupanca = await w.api.expectStatus(
    w.api.call(session, 'POST', '/v1/api/contabancaria', { nome: 'Poupança', tipo: 'Poupanca', saldoInicial: 0, dataSaldoInicial: '2026-06-01' }),
    201,
    bankAccountSchema,
  )
  const mercado = await w.api.createCategory(session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
  const card = await w.api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10, limite: 5000 })
  return { session, conta, poupanca, mercado, card }
}

beforeAll(async () => {
  const clock = createTestClock(Date.parse('2026-08-15T12:00:00Z'))
  const t = await createTestApp({ clock, config: { writeLimitPerMinute: 1_000_000_000 } })
  w = { t, clock, api: financeApi(t) }
})
afterAll(() => w.t.close())

describe('POST /v1/api/importacao: the preview', () => {
  it('reads an OFX into rows with situations, writes nothing, and a second read of it is all importada after confirm', async () => {
    const who = await household()
    const file = bankOfx(
      [
        { day: '2026-07-01', amount: '-100.00', memo: 'MERCADO FICTICIO', fitid: 'A1' },
        { day: '2026-07-02', amount: '-16.00', memo: 'CINE ESTRELA' },
        { day: '2026-07-02', amount: '-16.00', memo: 'CINE ESTRELA' },
        { day: '2026-07-03', amount: '2500.00', memo: 'SALARIO EMPRESA FICTICIA', fitid: 'A2' },
        { day: '2026-07-04', amount: '0.00', memo: 'TARIFA ZERO', fitid: 'A3' },
        { day: '2026-07-05', amount: '1234.00', memo: 'SALDO DO DIA' },
      ],
      { amount: '3368.00', day: '2026-07-05' },
    )
    const first = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(first.situacao).toBe('previa')
    expect(first.formato).toBe('ofx')
    expect(first.contaArquivo).toEqual({ banco: '0260', agencia: '0001', conta: '12345-6' })
    expect(first.banco).toBe('0260')
    expect(first.linhas.map((row) => [row.data, row.valor, row.situacao, row.acao])).toEqual([
      ['2026-07-01', -100, 'nova', 'importar'],
      ['2026-07-02', -16, 'nova', 'importar'],
      ['2026-07-02', -16, 'nova', 'importar'],
      ['2026-07-03', 2500, 'nova', 'importar'],
      ['2026-07-04', 0, 'ignorada', 'ignorar'],
      ['2026-07-05', 1234, 'ignorada', 'ignorar'],
    ])
    expect(first.resumo).toMatchObject({ nova: 4, ignorada: 2 })
    // 1000 − 100 − 16 − 16 + 2500 = 3368: the bank's balance.
    expect(first.reconciliacao).toEqual({ data: '2026-07-05', saldoArquivo: 3368, saldoConta: 3368, diferenca: 0 })
    expect(await entriesOf(who.session)).toEqual([])

    const result = await confirm(who.session, first.id)
    expect(result).toMatchObject({ importados: 4, vinculados: 0, transferencias: 0, ignorados: 2, reconciliacao: { diferenca: 0 } })
    const written = await entriesOf(who.session)
    expect(written.map((entry) => [entry.descricao, entry.valor, entry.situacao, entry.tipoLancamento])).toEqual([
      ['MERCADO FICTICIO', 100, 'Pago', 'Despesa'],
      ['CINE ESTRELA', 16, 'Pago', 'Despesa'],
      ['CINE ESTRELA', 16, 'Pago', 'Despesa'],
      ['SALARIO EMPRESA FICTICIA', 2500, 'Recebido', 'Receita'],
    ])
    expect(written[0]!.importacao).toEqual({ id: first.id, chave: expect.stringContaining('A1'), descricaoBanco: 'MERCADO FICTICIO' })
    expect((await account(who.session, who.conta.id)).saldoAtual).toBe(3368)

    const again = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(again.linhas.filter((row) => row.valor !== 0 && row.descricao !== 'SALDO DO DIA').map((row) => row.situacao)).toEqual(['importada', 'importada', 'importada', 'importada'])
    expect(await errorBody(w.api.call(who.session, 'POST', `/v1/api/importacao/${first.id}/confirmar`, {}), 409)).toMatchObject({ code: 'import_already_confirmed' })
  })

  it('links a pending bill typed by hand, settles it at the bank day and amount, and undo brings it back', async () => {
    const who = await household()
    const bill = await w.api.createEntry(who.session, { dataLancamento: '2026-07-10', descricao: 'Conta de luz', valor: 120, tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: who.mercado.id, contaBancariaId: who.conta.id })
    const file = bankOfx([{ day: '2026-07-11', amount: '-121.07', memo: 'ENERGIA FICTICIA', fitid: 'L1' }, { day: '2026-07-12', amount: '-120.00', memo: 'LUZ', fitid: 'L2' }])
    const shown = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(shown.linhas.map((row) => [row.situacao, row.acao, row.lancamentoId ?? null])).toEqual([
      ['nova', 'importar', null],
      ['possivelDuplicata', 'vincular', bill.id],
    ])
    expect(shown.linhas[1]!.existente).toMatchObject({ tipo: 'lancamento', id: bill.id, descricao: 'Conta de luz', valor: -120, importado: false })
    const result = await confirm(who.session, shown.id)
    expect(result).toMatchObject({ importados: 1, vinculados: 1 })
    const [linked] = (await entriesOf(who.session)).filter((entry) => entry.id === bill.id)
    expect(linked).toMatchObject({ situacao: 'Pago', valorPago: 120, descricao: 'Conta de luz', importacao: { id: shown.id, descricaoBanco: 'LUZ' } })
    expect(linked!.dataPagamento!.slice(0, 10)).toBe('2026-07-12')

    const undone = await w.api.expectStatus(w.api.call(who.session, 'DELETE', `/v1/api/importacao/${shown.id}`), 200, importSummarySchema)
    expect(undone.situacao).toBe('desfeita')
    const after = await entriesOf(who.session)
    expect(after.map((entry) => [entry.id, entry.situacao, entry.importacao])).toEqual([[bill.id, 'A Pagar', null]])
    // Undone: the same file is new again (the undo leaves no "deleted" key behind).
    const again = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(again.linhas.map((row) => row.situacao)).toEqual(['nova', 'possivelDuplicata'])
  })

  it('a deleted imported entry stays deleted: the next file shows it excluida', async () => {
    const who = await household()
    const file = bankOfx([{ day: '2026-07-01', amount: '-50.00', memo: 'FARMACIA', fitid: 'F1' }])
    const shown = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    await confirm(who.session, shown.id)
    const [entry] = await entriesOf(who.session)
    expect((await w.api.call(who.session, 'DELETE', `/v1/api/lancamento?id=${entry!.id}`)).status).toBeLessThan(300)
    const again = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(again.linhas.map((row) => [row.situacao, row.acao])).toEqual([['excluida', 'ignorar']])
  })

  it('a transfer: the other leg in another account becomes one transfer', async () => {
    const who = await household()
    const savings = bankOfx([{ day: '2026-07-05', amount: '300.00', memo: 'TED RECEBIDA', fitid: 'S1' }])
    const first = await preview(who.session, savings, { contaBancariaId: String(who.poupanca.id) })
    await confirm(who.session, first.id)
    const checking = bankOfx([{ day: '2026-07-04', amount: '-300.00', memo: 'TED ENVIADA', fitid: 'C1' }])
    const shown = await preview(who.session, checking, { contaBancariaId: String(who.conta.id) })
    expect(shown.linhas[0]).toMatchObject({ situacao: 'transferencia', acao: 'vincular', transferenciaContaId: who.poupanca.id })
    expect(await confirm(who.session, shown.id)).toMatchObject({ transferencias: 1 })
    expect(await entriesOf(who.session)).toEqual([])
    const moved = await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/transferencia?dataInicio=2026-07-01&dataFim=2026-07-31'), 200, transferListSchema)
    expect(moved).toMatchObject([{ contaOrigemId: who.conta.id, contaDestinoId: who.poupanca.id, valor: 300 }])
    expect((await account(who.session, who.poupanca.id)).saldoAtual).toBe(300)
    expect((await account(who.session, who.conta.id)).saldoAtual).toBe(700)
    // Both files again: all importada.
    expect((await preview(who.session, savings, { contaBancariaId: String(who.poupanca.id) })).linhas[0]!.situacao).toBe('importada')
    expect((await preview(who.session, checking, { contaBancariaId: String(who.conta.id) })).linhas[0]!.situacao).toBe('importada')
  })

  it('undoing the import that made a transfer brings the other leg back as the entry it was (its folded description too)', async () => {
    const who = await household()
    const savings = bankOfx([{ day: '2026-07-05', amount: '300.00', memo: 'TED RECEBIDA JOÃO', fitid: 'S1' }])
    const first = await preview(who.session, savings, { contaBancariaId: String(who.poupanca.id) })
    await confirm(who.session, first.id)
    const [leg] = await entriesOf(who.session)
    const checking = bankOfx([{ day: '2026-07-04', amount: '-300.00', memo: 'TED ENVIADA', fitid: 'C1' }])
    const shown = await preview(who.session, checking, { contaBancariaId: String(who.conta.id) })
    expect(await confirm(who.session, shown.id)).toMatchObject({ transferencias: 1 })
    expect(await entriesOf(who.session)).toEqual([])
    await w.api.expectStatus(w.api.call(who.session, 'DELETE', `/v1/api/importacao/${shown.id}`), 200, importSummarySchema)
    const back = await entriesOf(who.session)
    expect(back).toEqual([expect.objectContaining({ id: leg!.id, descricao: leg!.descricao, contaBancariaId: who.poupanca.id, valor: 300 })])
    const found = await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/lancamento/busca?q=joao'), 200, entrySearchPageSchema)
    expect(found.lancamentos.map((row) => row.id)).toEqual([leg!.id])
  })

  it('a Nubank card CSV: purchases land on their statements; the bank row paying it pays the statement', async () => {
    const who = await household()
    const csv = nubankCard([
      ['2026-07-01', 'Padaria Ficticia', '20.00'],
      ['2026-07-02', 'Loja Ficticia - Parcela 1/3', '100.00'],
      ['2026-07-03', 'Mercado Ficticio', '80.00'],
      ['2026-07-06', 'Estorno Loja', '-5.00'],
    ])
    const shown = await preview(who.session, csv, { cartaoId: String(who.card.id) }, 'nubank.csv')
    expect(shown.perfil).toBe('nubank-cartao')
    // Closes on the 3rd: the 1st and 2nd go to July's statement (due 07-10), the 3rd (closing day) and later to August's.
    expect(shown.linhas.map((row) => [row.valor, row.faturaMes, row.parcela ?? null])).toEqual([
      [-20, '2026-07', null],
      [-100, '2026-07', { numero: 1, total: 3 }],
      [-80, '2026-08', null],
      [5, '2026-08', null],
    ])
    await confirm(who.session, shown.id, { linhas: [{ linha: 4, acao: 'importar', categoriaId: who.mercado.id }] })
    const july = await w.api.expectStatus(w.api.call(who.session, 'GET', `/v1/api/cartao/${who.card.id}/faturas/2026-07`), 200, cardStatementDetailSchema)
    expect(july).toMatchObject({ total: 120, restante: 120 })
    const august = await w.api.expectStatus(w.api.call(who.session, 'GET', `/v1/api/cartao/${who.card.id}/faturas/2026-08`), 200, cardStatementDetailSchema)
    expect(august).toMatchObject({ total: 75 })
    expect(august.itens.find((item) => item.descricao === 'Mercado Ficticio')!.categoriaId).toBe(who.mercado.id)

    const bank = bankOfx([{ day: '2026-07-10', amount: '-120.00', memo: 'PAGAMENTO DE FATURA', fitid: 'P1' }])
    const paying = await preview(who.session, bank, { contaBancariaId: String(who.conta.id) })
    expect(paying.linhas[0]).toMatchObject({ situacao: 'transferencia', acao: 'vincular', faturaMes: '2026-07', faturaCartaoId: who.card.id })
    expect(await confirm(who.session, paying.id)).toMatchObject({ transferencias: 1 })
    const paid = await w.api.expectStatus(w.api.call(who.session, 'GET', `/v1/api/cartao/${who.card.id}/faturas/2026-07`), 200, cardStatementDetailSchema)
    expect(paid).toMatchObject({ situacao: 'Paga', restante: 0 })
    expect((await account(who.session, who.conta.id)).saldoAtual).toBe(880)
    // The card's own record of that payment links to it.
    const cardPayment = nubankCard([['2026-07-10', 'Pagamento recebido', '-120.00']])
    expect((await preview(who.session, cardPayment, { cartaoId: String(who.card.id) }, 'nubank.csv')).linhas[0]).toMatchObject({ situacao: 'transferencia', faturaMes: '2026-07' })
    // Undo the bank import: the statement is unpaid again and the money is back.
    await w.api.expectStatus(w.api.call(who.session, 'DELETE', `/v1/api/importacao/${paying.id}`), 200, importSummarySchema)
    expect((await account(who.session, who.conta.id)).saldoAtual).toBe(1000)
  })
})

describe('the bank file before the card file', () => {
  it('a statement payment with no open statement of its amount is set aside, not an expense; after the card file it pays it', async () => {
    const who = await household()
    const bank = bankOfx([
      { day: '2026-07-10', amount: '-120.00', memo: 'PAGAMENTO DE FATURA', fitid: 'P1' },
      { day: '2026-07-11', amount: '-30.00', memo: 'PADARIA', fitid: 'P2' },
    ])
    const first = await preview(who.session, bank, { contaBancariaId: String(who.conta.id) })
    expect(first.linhas.map((row) => [row.situacao, row.acao, row.motivo ?? null])).toEqual([
      ['ignorada', 'ignorar', 'import_statement_payment_unmatched'],
      ['nova', 'importar', null],
    ])
    // Confirmed as it came, only the bakery is written; the payment can be imported on purpose as an expense.
    expect(await confirm(who.session, first.id)).toMatchObject({ importados: 1, ignorados: 1 })
    expect((await account(who.session, who.conta.id)).saldoAtual).toBe(970)

    const csv = nubankCard([
      ['2026-07-01', 'Padaria Ficticia', '20.00'],
      ['2026-07-02', 'Mercado Ficticio', '100.00'],
    ])
    await confirm(who.session, (await preview(who.session, csv, { cartaoId: String(who.card.id) }, 'nubank.csv')).id)
    const again = await preview(who.session, bank, { contaBancariaId: String(who.conta.id) })
    expect(again.linhas.map((row) => [row.situacao, row.faturaMes ?? null])).toEqual([
      ['transferencia', '2026-07'],
      ['importada', null],
    ])
    await confirm(who.session, again.id)
    expect(await w.api.expectStatus(w.api.call(who.session, 'GET', `/v1/api/cartao/${who.card.id}/faturas/2026-07`), 200, cardStatementDetailSchema)).toMatchObject({ situacao: 'Paga' })
    expect((await account(who.session, who.conta.id)).saldoAtual).toBe(850)
  })
})

describe('refusals, limits and isolation', () => {
  it('400 for an unreadable file naming the line, a missing target, a card file into an account; 413 past 5 MiB; another user 404', async () => {
    const who = await household()
    const broken = await errorBody(upload(who.session, '%PDF-1.4 \u0000\u0001 not a statement', { contaBancariaId: String(who.conta.id) }), 400)
    expect(broken).toMatchObject({ code: 'import_unreadable', linha: 1, errorCodes: { arquivo: 'import_not_bank_file' } })
    expect(broken.message).toContain('Linha 1')
    expect(await errorBody(upload(who.session, bankOfx([]), {}), 400)).toMatchObject({ errorCodes: { contaBancariaId: 'import_target_required' } })
    const csv = nubankCard([['2026-07-01', 'Padaria', '20.00']])
    expect(await errorBody(upload(who.session, csv, { contaBancariaId: String(who.conta.id) }, 'n.csv'), 400)).toMatchObject({ errorCodes: { contaBancariaId: 'import_target_mismatch' } })
    const json = await w.t.app.request('/v1/api/importacao', { method: 'POST', body: '{"arquivo":"x"}', headers: { ...who.session.headers, 'content-type': 'application/json' } })
    expect(json.status).toBe(415)
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(65)
    expect((await upload(who.session, big, { contaBancariaId: String(who.conta.id) })).status).toBe(413)
    const shown = await preview(who.session, bankOfx([{ day: '2026-07-01', amount: '-1.00', memo: 'X', fitid: '9' }]), { contaBancariaId: String(who.conta.id) })
    const stranger = await household()
    await errorBody(w.api.call(stranger.session, 'GET', `/v1/api/importacao/${shown.id}`), 404)
    await errorBody(w.api.call(stranger.session, 'POST', `/v1/api/importacao/${shown.id}/confirmar`, {}), 404)
    await errorBody(w.api.call(stranger.session, 'DELETE', `/v1/api/importacao/${shown.id}`), 404)
    expect(await errorBody(upload(stranger.session, bankOfx([]), { contaBancariaId: String(who.conta.id) }), 400)).toMatchObject({ errorCodes: { contaBancariaId: 'unknown_bank_account' } })
    const listed = await w.api.expectStatus(w.api.call(stranger.session, 'GET', '/v1/api/importacao'), 200, importSummaryListSchema)
    expect(listed).toEqual([])
    // A preview past its day is gone.
    await w.t.db.update(bankImports).set({ createdAt: sql`${bankImports.createdAt} - interval '25 hours'` }).where(eq(bankImports.id, shown.id))
    expect(await errorBody(w.api.call(who.session, 'GET', `/v1/api/importacao/${shown.id}`), 410)).toMatchObject({ code: 'import_expired' })
  })
})

describe('confirm decisions, keys across charsets, undo refusals', () => {
  it('the same statement in windows-1252 and UTF-8 gives the same keys: the second is all importada', async () => {
    const who = await household()
    const text = bankOfx([
      { day: '2026-07-01', amount: '-11,76', memo: 'PADARIA SÃO JOÃO' },
      { day: '2026-07-02', amount: '-30.00', memo: 'CERTIDÃO ÓRGÃO', fitid: '0' },
    ])
    const latin1 = Uint8Array.from([...text].map((character) => character.charCodeAt(0)))
    const first = await preview(who.session, latin1, { contaBancariaId: String(who.conta.id) })
    expect(first.charset).toBe('windows-1252')
    expect(first.linhas.map((row) => row.descricao)).toEqual(['PADARIA SÃO JOÃO', 'CERTIDÃO ÓRGÃO'])
    await confirm(who.session, first.id)
    const utf8 = await preview(who.session, text, { contaBancariaId: String(who.conta.id) })
    expect(utf8.charset).toBe('utf-8')
    expect(utf8.linhas.map((row) => row.situacao)).toEqual(['importada', 'importada'])
  })

  it('decisions: a category of the wrong type and an unknown row are 400; a ticked excluida row comes back; a description is kept', async () => {
    const who = await household()
    const salario = await w.api.createCategory(who.session, { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
    const file = bankOfx([
      { day: '2026-07-01', amount: '-40.00', memo: 'POSTO FICTICIO', fitid: 'P1' },
      { day: '2026-07-02', amount: '-9.90', memo: 'STREAMING', fitid: 'P2' },
    ])
    const shown = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    const [posto, streaming] = shown.linhas
    const wrongType = await errorBody(w.api.call(who.session, 'POST', `/v1/api/importacao/${shown.id}/confirmar`, { linhas: [{ linha: posto!.linha, acao: 'importar', categoriaId: salario.id }] }), 400)
    expect(wrongType.errorCodes).toEqual({ 'linhas.0.categoriaId': 'category_type_mismatch' })
    const unknown = await errorBody(w.api.call(who.session, 'POST', `/v1/api/importacao/${shown.id}/confirmar`, { linhas: [{ linha: 999, acao: 'ignorar' }] }), 400)
    expect(unknown.errorCodes).toEqual({ 'linhas.0.linha': 'import_unknown_row' })
    const linkNothing = await errorBody(w.api.call(who.session, 'POST', `/v1/api/importacao/${shown.id}/confirmar`, { linhas: [{ linha: posto!.linha, acao: 'vincular' }] }), 400)
    expect(linkNothing.errorCodes).toEqual({ 'linhas.0.acao': 'invalid_value' })
    // Nothing was written by the refused calls.
    expect(await entriesOf(who.session)).toEqual([])
    const result = await confirm(who.session, shown.id, {
      linhas: [
        { linha: posto!.linha, acao: 'importar', categoriaId: who.mercado.id, descricao: 'Gasolina' },
        { linha: streaming!.linha, acao: 'ignorar' },
      ],
    })
    expect(result).toMatchObject({ importados: 1, ignorados: 1 })
    const [gasolina] = await entriesOf(who.session)
    expect(gasolina).toMatchObject({ descricao: 'Gasolina', categoriaId: who.mercado.id, importacao: { descricaoBanco: 'POSTO FICTICIO' } })
    // Deleted, then brought back on purpose from the next file.
    expect((await w.api.call(who.session, 'DELETE', `/v1/api/lancamento?id=${gasolina!.id}`)).status).toBeLessThan(300)
    const next = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(next.linhas.map((row) => row.situacao)).toEqual(['excluida', 'nova'])
    await confirm(who.session, next.id, { linhas: [{ linha: next.linhas[0]!.linha, acao: 'importar' }] })
    expect((await entriesOf(who.session)).map((entry) => entry.descricao).sort()).toEqual(['POSTO FICTICIO', 'STREAMING'])
  })

  it('undo is 409 once an entry it wrote was edited; 409 for a preview; the file over 10,000 rows is 400', async () => {
    const who = await household()
    const shown = await preview(who.session, bankOfx([{ day: '2026-07-01', amount: '-40.00', memo: 'POSTO', fitid: 'U1' }]), { contaBancariaId: String(who.conta.id) })
    expect(await errorBody(w.api.call(who.session, 'DELETE', `/v1/api/importacao/${shown.id}`), 409)).toMatchObject({ code: 'import_not_confirmed' })
    await confirm(who.session, shown.id)
    const [entry] = await entriesOf(who.session)
    await w.api.expectStatus(
      w.api.call(who.session, 'PATCH', '/v1/api/lancamento', { ...entry, descricao: 'Posto (editado)', categoriaId: who.mercado.id, dataLancamento: '2026-07-01' }),
      200,
      entryListSchema.element,
    )
    expect(await errorBody(w.api.call(who.session, 'DELETE', `/v1/api/importacao/${shown.id}`, undefined, 'en'), 409)).toMatchObject({ code: 'import_changed_since', message: 'An entry of this import was edited or paid since: undo that change first.' })
    const many = bankOfx(Array.from({ length: 10_001 }, (_, index) => ({ day: '2026-07-01', amount: '-1.00', memo: `ROW ${index}`, fitid: `M${index}` })))
    expect(await errorBody(upload(who.session, many, { contaBancariaId: String(who.conta.id) }), 400)).toMatchObject({ code: 'import_too_many_rows' })
  })

  it('a CSV no layout knows: 400 asking for the mapping, then read with it', async () => {
    const who = await household()
    const csv = 'Quando;O que;Quanto\n01/07/2026;Feira Ficticia;-25,50\n02/07/2026;Reembolso;10,00\n'
    const asked = await errorBody(upload(who.session, csv, { contaBancariaId: String(who.conta.id) }, 'banco.csv'), 400)
    expect(asked).toMatchObject({ code: 'import_unreadable', errorCodes: { mapeamento: 'import_unknown_layout' } })
    const mapping = { data: 'Quando', descricao: 'O que', valor: 'Quanto', formatoData: 'dd/mm/yyyy', decimal: ',' }
    const shown = await preview(who.session, csv, { contaBancariaId: String(who.conta.id), mapeamento: JSON.stringify(mapping) }, 'banco.csv')
    expect(shown).toMatchObject({ formato: 'csv', perfil: 'generic', mapeamento: mapping })
    expect(shown.linhas.map((row) => [row.data, row.valor, row.descricao])).toEqual([
      ['2026-07-01', -25.5, 'Feira Ficticia'],
      ['2026-07-02', 10, 'Reembolso'],
    ])
    const listed = await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/importacao'), 200, importSummaryListSchema)
    expect(listed[0]).toMatchObject({ id: shown.id, situacao: 'previa', mapeamento: mapping, contaBancariaId: who.conta.id })
  })
})

describe('files with several statements', () => {
  it('the first statement of the target’s kind with rows by default; `extrato` picks another; 400 past the last', async () => {
    const who = await household()
    const statement = (account: string, rows: string) =>
      `<STMTRS>\n<BANKACCTFROM>\n<BANKID>001\n<ACCTID>${account}\n</BANKACCTFROM>\n<BANKTRANLIST>\n${rows}</BANKTRANLIST>\n</STMTRS>\n`
    const row = (day: string, amount: string, memo: string) => `<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>${day}\n<TRNAMT>${amount}\n<MEMO>${memo}\n</STMTTRN>\n`
    const file = `OFXHEADER:100\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n${statement('111', '')}${statement('222', row('20260701', '-5.00', 'CAFE'))}${statement('333', row('20260702', '-7.00', 'PAO') + row('20260703', '-8.00', 'LEITE'))}</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`
    const first = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(first.extratos.map((item) => [item.indice, item.conta, item.quantidade])).toEqual([
      [0, '111', 0],
      [1, '222', 1],
      [2, '333', 2],
    ])
    expect(first).toMatchObject({ extrato: 1, contaArquivo: { conta: '222' } })
    expect(first.linhas.map((item) => item.descricao)).toEqual(['CAFE'])
    const third = await preview(who.session, file, { contaBancariaId: String(who.conta.id), extrato: '2' })
    expect(third.linhas.map((item) => item.descricao)).toEqual(['PAO', 'LEITE'])
    expect(await errorBody(upload(who.session, file, { contaBancariaId: String(who.conta.id), extrato: '3' }), 400)).toMatchObject({ errorCodes: { extrato: 'import_statement_choice' } })
  })
})

describe('a user’s data export and import carry the import keys', () => {
  it('keys of entries, transfers and bill payments, and deleted ones, come back in the new account', async () => {
    const who = await household()
    // A card statement to pay, a transfer's other leg, and a plain expense that will be deleted.
    const card = nubankCard([['2026-07-01', 'Padaria Ficticia', '60.00']])
    await confirm(who.session, (await preview(who.session, card, { cartaoId: String(who.card.id) }, 'nubank.csv')).id)
    await confirm(who.session, (await preview(who.session, bankOfx([{ day: '2026-07-05', amount: '200.00', memo: 'TED RECEBIDA', fitid: 'S1' }]), { contaBancariaId: String(who.poupanca.id) })).id)
    const file = bankOfx([
      { day: '2026-07-04', amount: '-200.00', memo: 'TED ENVIADA', fitid: 'C1' },
      { day: '2026-07-10', amount: '-60.00', memo: 'PAGAMENTO DE FATURA', fitid: 'C2' },
      { day: '2026-07-11', amount: '-15.00', memo: 'FARMACIA', fitid: 'C3' },
      { day: '2026-07-12', amount: '-16.00', memo: 'CINEMA', fitid: 'C4' },
    ])
    const shown = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    expect(shown.linhas.map((row) => row.situacao)).toEqual(['transferencia', 'transferencia', 'nova', 'nova'])
    await confirm(who.session, shown.id)
    const farmacia = (await entriesOf(who.session)).find((entry) => entry.descricao === 'FARMACIA')!
    expect((await w.api.call(who.session, 'DELETE', `/v1/api/lancamento?id=${farmacia.id}`)).status).toBeLessThan(300)

    const exported = await w.api.call(who.session, 'GET', '/v1/api/usuario/dados')
    expect(exported.status).toBe(200)
    const document = (await exported.json()) as { chavesImportacao: Array<{ lancamentoId: number | null; transferenciaId: number | null; pagamentoId: number | null }> }
    // The card item, the savings row (now the transfer), and four rows of the checking file.
    expect(document.chavesImportacao).toHaveLength(6)
    expect(document.chavesImportacao.filter((key) => key.lancamentoId === null && key.transferenciaId === null && key.pagamentoId === null)).toHaveLength(1)

    const heir = await w.t.asUser()
    const imported = await w.api.call(heir, 'POST', '/v1/api/usuario/dados', document)
    expect(imported.status, await imported.clone().text()).toBe(201)
    const [conta] = (await w.api.expectStatus(w.api.call(heir, 'GET', '/v1/api/contabancaria'), 200, bankAccountSchema.array())).filter((account) => account.nome === 'Conta')
    const again = await preview(heir, file, { contaBancariaId: String(conta!.id) })
    expect(again.linhas.map((row) => row.situacao)).toEqual(['importada', 'importada', 'excluida', 'importada'])
    const cinema = (await entriesOf(heir)).find((entry) => entry.descricao === 'CINEMA')!
    expect(cinema.importacao).toMatchObject({ id: null, descricaoBanco: 'CINEMA' })
  })
})

describe('category suggestions', () => {
  it('a row takes the category of the latest entry with the same words; the user may keep, change or drop it', async () => {
    const who = await household()
    await w.api.createEntry(who.session, { dataLancamento: '2026-06-03', descricao: 'PADARIA SÃO JOÃO 03/06', valor: 12, tipoLancamento: 'Despesa', situacao: 'Pago', categoriaId: who.mercado.id, contaBancariaId: who.conta.id })
    const file = bankOfx([
      { day: '2026-07-01', amount: '-11.00', memo: 'Padaria Sao Joao 01/07', fitid: 'K1' },
      { day: '2026-07-02', amount: '-13.00', memo: 'PADARIA SAO JOAO 2/3', fitid: 'K2' },
      { day: '2026-07-03', amount: '50.00', memo: 'PADARIA SAO JOAO', fitid: 'K3' },
    ])
    const shown = await preview(who.session, file, { contaBancariaId: String(who.conta.id) })
    // Dates and n/N counters do not count; an income row does not take an expense category.
    expect(shown.linhas.map((row) => row.categoriaSugeridaId ?? null)).toEqual([who.mercado.id, who.mercado.id, null])
    await confirm(who.session, shown.id, { linhas: [{ linha: shown.linhas[1]!.linha, acao: 'importar', categoriaId: null }] })
    const written = (await entriesOf(who.session)).filter((entry) => entry.importacao !== null)
    expect(written.map((entry) => entry.categoriaId)).toEqual([who.mercado.id, null, null])
  })
})
