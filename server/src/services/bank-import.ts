import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm'
import {
  IMPORT_MATCH_DAYS,
  IMPORT_PREVIEW_HOURS,
  IMPORT_UNDO_DAYS,
  type CsvMappingInput,
  type ImportConfirm,
  type ImportPreview,
  type ImportReconciliation,
  type ImportResult,
  type ImportRow,
  type ImportSummary,
} from '@contract/bank-import'
import { bankFileRowCount, isUnreadable, MAX_BANK_FILE_ROWS, readBankFile } from '@contract/bank-file/index'
import type { BankStatement, CsvProfileId } from '@contract/bank-file/types'
import { dayKey, dayStart, toSaoPauloIso } from '@contract/calendar'
import type { CardStatementCalendar } from '@contract/card-statement'
import { addCalendarDays } from '@contract/days'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import type { Clock } from '../app-env'
import { insertRecords, newIds } from '../db/bulk'
import { rowsOf } from '../db/rows'
import type { Database } from '../db/client'
import { bankAccounts, bankCards, bankImports, cardStatementPayments, entries, importKeys, installmentPlans, monthlyInstallments, transfers } from '../db/schema'
import { ownedBy } from '../db/scope'
import { ApiError, badRequest, conflict, notFound, type FieldErrors } from '../http/errors'
import { balanceBefore } from './bank-accounts'
import { calendarOf, cardCalendars } from './card-calendar'
import { recordStatementPayment, removeStatementPayment } from './card-statements'
import { categoryProblem } from './category-check'
import { markInstallmentPaid, type Executor } from './installment-links'
import { matchRows, summarise, suggestionKey, type KeyHolder, type MatchContext, type NearEntry, type NearMovement, type OtherLeg, type PlannedRow } from './import-matching'
import { unpaidStatements } from './money-rules'
import { carryOverdueRests } from './statement-settlement'

// Bank-statement import (docs/product-rules.md#bank-statement-import): a file read into a preview kept a day,
// confirmed as a few set-based writes in one transaction, undone within 30 days. The matching rules live in
// ./import-matching, the reading in the shared contract (src/contract/bank-file).

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** What a preview keeps: the file's facts and every planned row (amounts in cents). */
interface StoredPreview {
  formato: 'ofx' | 'csv'
  perfil?: CsvProfileId
  charset: string
  charsetDeclarado?: string
  extrato: number
  extratos: ImportPreview['extratos']
  contaArquivo?: { banco?: string; agencia?: string; conta?: string }
  periodo: { de: string | null; ate: string | null }
  saldoArquivo?: { data: string; valor: number }
  mapeamento?: CsvMappingInput
  linhas: PlannedRow[]
  reconciliacao?: ImportReconciliation
}

/** What a confirmed import wrote, so that it can be undone; `marcas`: each written or linked entry's fingerprint right after. */
interface UndoRecord {
  criados: number[]
  transferencias: number[]
  pagamentos: Array<{ id: number; cartaoId: number; mes: string }>
  vinculados: Array<{
    id: number
    antes: { situacao: string; valorPago: string | null; dataPagamento: string | null; importado: boolean }
    parcela?: { id: number; situacao: string; valorPago: string | null; dataPagamento: string | null; planoId: number; planoSituacao: string }
  }>
  pernas: Array<{ registro: Record<string, unknown>; chaves: number[] }>
  marcas: Record<string, string>
}

type ImportRecord = typeof bankImports.$inferSelect

export interface PreviewInput {
  bytes: Uint8Array
  nomeArquivo: string
  contaBancariaId?: number | undefined
  cartaoId?: number | undefined
  charset?: string | undefined
  perfil?: CsvProfileId | undefined
  mapeamento?: CsvMappingInput | undefined
  extrato?: number | undefined
}

export interface BankImportService {
  /** Reads a file into a preview for the user (nothing is written to their entries). */
  preview(userId: number, input: PreviewInput): Promise<ImportPreview>
  get(userId: number, id: number): Promise<ImportPreview>
  /** The user's imports, newest first (previews not yet expired, confirmed and undone ones). */
  list(userId: number): Promise<ImportSummary[]>
  /** Writes the preview's rows (their default actions unless `input` says otherwise); `written`: rows stored, for fair use. */
  confirm(userId: number, id: number, input: ImportConfirm): Promise<{ result: ImportResult; written: number }>
  /** Undoes a confirmed import within IMPORT_UNDO_DAYS. */
  undo(userId: number, id: number): Promise<ImportSummary>
}

/** A movement's day in São Paulo from epoch milliseconds. */
const dayOfMs = (ms: string | number) => dayKey(new Date(Number(ms)))
const epoch = (column: unknown) => sql<string>`floor(extract(epoch from ${column}) * 1000)::bigint::text`

/** The entry columns an insert may name: all but those PostgreSQL computes (the folded description the search reads). */
const storedEntryColumns = sql.join(
  Object.values(getTableColumns(entries))
    .filter((column) => column.generated === undefined)
    .map((column) => sql.identifier(column.name)),
  sql`, `,
)

/** The fingerprint of an entry's user-visible fields: an undo refuses entries whose fingerprint changed since. */
const fingerprint = sql<string>`md5(concat_ws('|', ${entries.valor}, ${entries.descricao}, ${entries.situacao}, ${entries.valorPago}, ${entries.dataPagamento}, ${entries.categoriaId}, ${entries.dataLancamento}, ${entries.contaBancariaId}, ${entries.cartaoId}, ${entries.faturaMes}, ${entries.tipoLancamento}))`

const expired = (error: 'import_expired' | 'import_undo_expired') => (error === 'import_expired' ? new ApiError(410, 'import_expired') : conflict('import_undo_expired'))

/** The description the bank wrote, as a key keeps it (at most 200 characters). */
const bankText = (description: string) => [...description].slice(0, 200).join('')

/** A new entry's description: the bank's (never empty). */
function entryDescription(row: PlannedRow, override?: string): string {
  const text = (override ?? row.descricao).trim()
  return text === '' ? 'Lançamento do extrato' : [...text].slice(0, 200).join('')
}

function toRow(row: PlannedRow): ImportRow {
  const { chave: _chave, vinculo: _vinculo, valor, ...rest } = row
  return { ...rest, valor: valor === null ? null : centsToAmount(valor) }
}

function summaryOf(record: ImportRecord): ImportSummary {
  const previa = record.previa as StoredPreview
  const undoUntil = record.confirmadoEm ? record.confirmadoEm.getTime() + IMPORT_UNDO_DAYS * DAY_MS : record.createdAt.getTime() + IMPORT_PREVIEW_HOURS * HOUR_MS
  return {
    id: record.id,
    nomeArquivo: record.nomeArquivo,
    formato: previa.formato,
    ...(previa.perfil ? { perfil: previa.perfil } : {}),
    contaBancariaId: record.contaBancariaId,
    cartaoId: record.cartaoId,
    ...(previa.contaArquivo?.banco ? { banco: previa.contaArquivo.banco } : {}),
    ...(previa.contaArquivo ? { contaArquivo: previa.contaArquivo } : {}),
    periodo: previa.periodo,
    situacao: record.situacao,
    criadoEm: toSaoPauloIso(record.createdAt),
    expiraEm: toSaoPauloIso(new Date(undoUntil)),
    confirmadoEm: record.confirmadoEm ? toSaoPauloIso(record.confirmadoEm) : null,
    resultado: (record.resultado as ImportResult | null) ?? null,
    ...(previa.mapeamento ? { mapeamento: previa.mapeamento as unknown as Record<string, unknown> } : {}),
  }
}

function previewOf(record: ImportRecord): ImportPreview {
  const previa = record.previa as StoredPreview
  return {
    ...summaryOf(record),
    charset: previa.charset,
    ...(previa.charsetDeclarado ? { charsetDeclarado: previa.charsetDeclarado } : {}),
    extrato: previa.extrato,
    extratos: previa.extratos,
    ...(previa.saldoArquivo ? { saldoArquivo: { data: previa.saldoArquivo.data, valor: centsToAmount(previa.saldoArquivo.valor) } } : {}),
    linhas: previa.linhas.map(toRow),
    resumo: summarise(previa.linhas),
    ...(previa.reconciliacao ? { reconciliacao: previa.reconciliacao } : {}),
  }
}

/** The account or card a file goes to: one of the user's, a card with statement days. */
async function resolveTarget(executor: Executor, userId: number, input: { contaBancariaId?: number | undefined; cartaoId?: number | undefined }) {
  if ((input.contaBancariaId === undefined) === (input.cartaoId === undefined)) {
    throw badRequest('import_target_required', { contaBancariaId: 'import_target_required', cartaoId: 'import_target_required' })
  }
  if (input.contaBancariaId !== undefined) {
    const [account] = await executor
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(ownedBy(bankAccounts, userId), eq(bankAccounts.id, input.contaBancariaId)))
    if (!account) throw badRequest('unknown_bank_account', { contaBancariaId: 'unknown_bank_account' })
    return { alvo: 'conta' as const, id: account.id, calendar: undefined }
  }
  const [card] = await executor
    .select()
    .from(bankCards)
    .where(and(ownedBy(bankCards, userId), eq(bankCards.id, input.cartaoId!)))
  if (!card) throw badRequest('unknown_bank_card', { cartaoId: 'unknown_bank_card' })
  const calendar = calendarOf(card)
  if (!calendar) throw badRequest('card_without_statements', { cartaoId: 'card_without_statements' })
  return { alvo: 'cartao' as const, id: card.id, calendar }
}

type Target = Awaited<ReturnType<typeof resolveTarget>>

/** Lock the account's or card's row: confirms and undos of one account or card run one after the other. */
async function lockTarget(tx: Executor, target: { alvo: 'conta' | 'cartao'; id: number }) {
  if (target.alvo === 'conta') await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, target.id)).for('update')
  else await tx.select({ id: bankCards.id }).from(bankCards).where(eq(bankCards.id, target.id)).for('update')
}

const targetKeyScope = (target: { alvo: 'conta' | 'cartao'; id: number }) =>
  target.alvo === 'conta' ? eq(importKeys.contaBancariaId, target.id) : eq(importKeys.cartaoId, target.id)

/** The keys among `keys` already held in the account or card, with their holders. */
async function heldKeys(executor: Executor, target: { alvo: 'conta' | 'cartao'; id: number }, keys: readonly string[]): Promise<Map<string, KeyHolder>> {
  if (keys.length === 0) return new Map()
  const rows = await executor
    .select({ chave: importKeys.chave, lancamentoId: importKeys.lancamentoId, transferenciaId: importKeys.transferenciaId, pagamentoId: importKeys.pagamentoId })
    .from(importKeys)
    .where(and(targetKeyScope(target), sql`${importKeys.chave} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`))
  return new Map(rows.map((row) => [row.chave, row]))
}

/** What the database holds near the file's days, for the matching. */
async function matchContext(executor: Executor, userId: number, target: Target, rows: readonly BankStatement['linhas'][number][], today: string): Promise<MatchContext> {
  const days = rows.flatMap((row) => (row.data !== null && row.valor !== null ? [row.data] : [])).sort()
  const keys = rows.flatMap((row) => ('chave' in row && row.chave ? [row.chave] : []))
  const held = await heldKeys(executor, target, keys)
  const suggestions = await categorySuggestions(executor, userId)
  const context: MatchContext = { alvo: target.alvo, keys: held, entries: [], otherLegs: [], transfers: [], payments: [], statements: [], suggestions }
  if (target.calendar) {
    context.calendar = target.calendar
    context.cardId = target.id
  }
  if (days.length === 0) return context
  const from = dayStart(addCalendarDays(days[0]!, -IMPORT_MATCH_DAYS))
  const to = dayStart(addCalendarDays(days.at(-1)!, IMPORT_MATCH_DAYS + 1))
  const moment = sql`coalesce(${entries.dataPagamento}, ${entries.dataLancamento})`
  const within = (column: unknown) => sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`
  const signed = sql<string>`(case when ${entries.tipoLancamento} = 'Receita' then 1 else -1 end * case when ${entries.situacao} in ('Pago', 'Recebido') and ${entries.valorPago} is not null then ${entries.valorPago} else ${entries.valor} end)::text`

  if (target.alvo === 'conta') {
    const near = await executor
      .select({ id: entries.id, ms: epoch(moment), valor: signed, descricao: entries.descricao, importado: entries.importado })
      .from(entries)
      .where(and(eq(entries.userId, userId), eq(entries.contaBancariaId, target.id), sql`${entries.cartaoId} is null`, sql`${within(moment)}`))
    context.entries = near.map((row) => ({ id: row.id, dia: dayOfMs(row.ms), valor: decimalToCents(row.valor), descricao: row.descricao, importado: row.importado, parcela: false, faturaMes: null }))
    // Another account's settled ordinary entry: the other leg of a transfer (an installment's or a series' entry never is).
    const legs = await executor
      .select({ id: entries.id, contaId: entries.contaBancariaId, ms: epoch(moment), valor: signed, descricao: entries.descricao, importado: entries.importado })
      .from(entries)
      .where(
        and(
          eq(entries.userId, userId),
          sql`${entries.contaBancariaId} is not null and ${entries.contaBancariaId} <> ${target.id} and ${entries.cartaoId} is null`,
          sql`${entries.situacao} in ('Pago', 'Recebido') and ${entries.parcelamentoMensalId} is null and ${entries.recorrenciaId} is null`,
          sql`${within(moment)}`,
        ),
      )
    context.otherLegs = legs.map((row): OtherLeg => ({ id: row.id, contaId: row.contaId!, dia: dayOfMs(row.ms), valor: decimalToCents(row.valor), descricao: row.descricao, importado: row.importado }))
    const moved = await executor
      .select({
        id: transfers.id,
        ms: epoch(transfers.data),
        valor: sql<string>`(case when ${transfers.contaDestinoId} = ${target.id} then ${transfers.valor} else -${transfers.valor} end)::text`,
        descricao: transfers.descricao,
        outra: sql<number>`case when ${transfers.contaDestinoId} = ${target.id} then ${transfers.contaOrigemId} else ${transfers.contaDestinoId} end`,
        chaveada: sql<boolean>`exists (select 1 from ${importKeys} k where k.transferencia_id = ${transfers.id} and k.conta_bancaria_id = ${target.id})`,
      })
      .from(transfers)
      .where(and(eq(transfers.userId, userId), sql`(${transfers.contaOrigemId} = ${target.id} or ${transfers.contaDestinoId} = ${target.id})`, sql`${within(transfers.data)}`))
    context.transfers = moved.map((row): NearMovement => ({ id: row.id, dia: dayOfMs(row.ms), valor: decimalToCents(row.valor), descricao: row.descricao, chaveada: row.chaveada, outraContaId: Number(row.outra) }))
    const paid = await executor
      .select({
        id: cardStatementPayments.id,
        ms: epoch(cardStatementPayments.data),
        valor: cardStatementPayments.valor,
        cartaoId: cardStatementPayments.cartaoId,
        mes: cardStatementPayments.mes,
        chaveada: sql<boolean>`exists (select 1 from ${importKeys} k where k.pagamento_id = ${cardStatementPayments.id} and k.conta_bancaria_id = ${target.id})`,
      })
      .from(cardStatementPayments)
      .where(and(eq(cardStatementPayments.userId, userId), eq(cardStatementPayments.contaBancariaId, target.id), sql`${within(cardStatementPayments.data)}`))
    context.payments = paid.map((row) => ({ id: row.id, dia: dayOfMs(row.ms), valor: -decimalToCents(row.valor), descricao: `Fatura ${row.mes}`, chaveada: row.chaveada, cartaoId: row.cartaoId, mes: row.mes }))
    const cards = await executor.select().from(bankCards).where(ownedBy(bankCards, userId))
    const calendars = cardCalendars(cards)
    context.statements = (await unpaidStatements(executor, userId, calendars, today)).map((statement) => ({
      cartaoId: statement.cartaoId,
      mes: statement.mes,
      dataFechamento: statement.dataFechamento,
      dataVencimento: statement.dataVencimento,
      restante: statement.restanteCents,
    }))
    return context
  }

  // A card: its items near the file's days, and the installments on the statements the file's rows land on.
  const months = [...new Set(days.map((day) => target.calendar!.statementOfPurchase(day)))]
  const near = await executor
    .select({
      id: entries.id,
      ms: epoch(entries.dataLancamento),
      valor: sql<string>`(case when ${entries.tipoLancamento} = 'Receita' then ${entries.valor} else -${entries.valor} end)::text`,
      descricao: entries.descricao,
      importado: entries.importado,
      parcela: sql<boolean>`${entries.parcelamentoMensalId} is not null`,
      faturaMes: entries.faturaMes,
    })
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        eq(entries.cartaoId, target.id),
        sql`${entries.faturaOrigem} is null`,
        sql`(${within(entries.dataLancamento)} or (${entries.parcelamentoMensalId} is not null and ${entries.faturaMes} in (select jsonb_array_elements_text(${JSON.stringify(months)}::jsonb))))`,
      ),
    )
  context.entries = near.map((row): NearEntry => ({ id: row.id, dia: dayOfMs(row.ms), valor: decimalToCents(row.valor), descricao: row.descricao, importado: row.importado, parcela: row.parcela, faturaMes: row.faturaMes }))
  const paid = await executor
    .select({
      id: cardStatementPayments.id,
      ms: epoch(cardStatementPayments.data),
      valor: cardStatementPayments.valor,
      mes: cardStatementPayments.mes,
      chaveada: sql<boolean>`exists (select 1 from ${importKeys} k where k.pagamento_id = ${cardStatementPayments.id} and k.cartao_id = ${target.id})`,
    })
    .from(cardStatementPayments)
    .where(and(eq(cardStatementPayments.cartaoId, target.id), sql`${within(cardStatementPayments.data)}`))
  context.payments = paid.map((row) => ({ id: row.id, dia: dayOfMs(row.ms), valor: decimalToCents(row.valor), descricao: `Fatura ${row.mes}`, chaveada: row.chaveada, cartaoId: target.id, mes: row.mes }))
  return context
}

/** The category of the user's latest entry with the same words, by type (the newest 5,000 categorised entries). */
async function categorySuggestions(executor: Executor, userId: number): Promise<Map<string, number>> {
  const rows = await executor
    .select({ descricao: entries.descricao, tipo: entries.tipoLancamento, categoriaId: entries.categoriaId })
    .from(entries)
    .where(and(eq(entries.userId, userId), sql`${entries.categoriaId} is not null`, sql`${entries.faturaOrigem} is null`))
    .orderBy(desc(entries.dataLancamento), desc(entries.id))
    .limit(5000)
  const map = new Map<string, number>()
  for (const row of rows) {
    const key = `${row.tipo}:${suggestionKey(row.descricao)}`
    if (!map.has(key) && suggestionKey(row.descricao) !== '') map.set(key, row.categoriaId!)
  }
  return map
}

/** The account's balance at the end of the file's balance day, as the rows' actions would leave it. */
async function reconcile(executor: Executor, userId: number, accountId: number, saldo: { data: string; valor: number }, rows: readonly PlannedRow[], written: boolean): Promise<ImportReconciliation | undefined> {
  const end = dayStart(addCalendarDays(saldo.data, 1))
  const balance = await balanceBefore(executor, userId, accountId, end)
  if (balance === null) return undefined
  let effect = 0
  if (!written) {
    const linked = rows.filter((row) => row.acao === 'vincular' && row.vinculo?.tipo === 'lancamento').map((row) => (row.vinculo as { id: number }).id)
    const before = new Map<number, { counted: number; day: string } | null>()
    if (linked.length > 0) {
      const states = await executor
        .select({
          id: entries.id,
          settled: sql<boolean>`${entries.situacao} in ('Pago', 'Recebido')`,
          valor: sql<string>`(case when ${entries.tipoLancamento} = 'Receita' then 1 else -1 end * coalesce(${entries.valorPago}, ${entries.valor}))::text`,
          ms: epoch(sql`coalesce(${entries.dataPagamento}, ${entries.dataLancamento})`),
        })
        .from(entries)
        .where(inArray(entries.id, linked))
      for (const state of states) before.set(state.id, state.settled ? { counted: decimalToCents(state.valor), day: dayOfMs(state.ms) } : null)
    }
    for (const row of rows) {
      if (row.valor === null || row.data === null || row.data > saldo.data) continue
      if (row.acao === 'importar') effect += row.valor
      else if (row.acao === 'vincular' && row.vinculo) {
        if (row.vinculo.tipo === 'lancamento') {
          const previous = before.get(row.vinculo.id)
          effect += row.valor - (previous && previous.day <= saldo.data ? previous.counted : 0)
        } else if (row.vinculo.tipo === 'outraPerna' || row.vinculo.tipo === 'pagarFatura') effect += row.valor
      }
    }
  }
  const saldoConta = balance + effect
  return { data: saldo.data, saldoArquivo: centsToAmount(saldo.valor), saldoConta: centsToAmount(saldoConta), diferenca: centsToAmount(saldoConta - saldo.valor) }
}

/** The statement of a file the preview shows: the one asked for, else the first of the target's kind with rows. */
function chooseStatement(statements: readonly BankStatement[], alvo: 'conta' | 'cartao', asked: number | undefined): number {
  if (asked !== undefined) {
    if (asked < 0 || asked >= statements.length) throw badRequest('import_statement_choice', { extrato: 'import_statement_choice' })
    return asked
  }
  const kind = alvo === 'conta' ? 'bank' : 'card'
  const withRows = statements.findIndex((statement) => statement.tipo === kind && statement.linhas.length > 0)
  const index = withRows === -1 ? statements.findIndex((statement) => statement.tipo === kind) : withRows
  return index === -1 ? 0 : index
}

export function createBankImportService({ db, clock }: { db: Database; clock: Clock }): BankImportService {
  const today = () => dayKey(new Date(clock.now()))

  async function own(executor: Executor, userId: number, id: number, lock = false): Promise<ImportRecord> {
    const query = executor.select().from(bankImports).where(and(eq(bankImports.id, id), ownedBy(bankImports, userId)))
    const [record] = lock ? await query.for('update') : await query
    if (!record) throw notFound()
    return record
  }

  const previewExpired = (record: ImportRecord) => record.situacao === 'previa' && record.createdAt.getTime() + IMPORT_PREVIEW_HOURS * HOUR_MS <= clock.now()

  /** Previews past their day are dropped (each user's, whenever they read or send one). */
  const dropExpired = (userId: number) =>
    db.delete(bankImports).where(and(eq(bankImports.userId, userId), eq(bankImports.situacao, 'previa'), lt(bankImports.createdAt, new Date(clock.now() - IMPORT_PREVIEW_HOURS * HOUR_MS))))

  return {
    async preview(userId, input) {
      const target = await resolveTarget(db, userId, input)
      const mapping = input.mapeamento ? { ...input.mapeamento, tipo: target.alvo === 'conta' ? ('bank' as const) : ('card' as const) } : undefined
      const read = readBankFile(input.bytes, {
        ...(input.charset ? { charset: input.charset } : {}),
        ...(input.perfil ? { perfil: input.perfil } : {}),
        ...(mapping ? { mapeamento: mapping } : {}),
      })
      if (isUnreadable(read)) {
        const field = read.motivo === 'import_unknown_layout' || read.motivo === 'import_mapping_column' ? 'mapeamento' : 'arquivo'
        throw new ApiError(400, 'import_unreadable', { errors: { [field]: read.motivo } as FieldErrors, linha: read.linha })
      }
      if (bankFileRowCount(read) > MAX_BANK_FILE_ROWS) throw badRequest('import_too_many_rows', { arquivo: 'import_too_many_rows' })
      const index = chooseStatement(read.extratos, target.alvo, input.extrato)
      const statement = read.extratos[index]!
      if ((statement.tipo === 'card') !== (target.alvo === 'cartao')) {
        throw badRequest('import_target_mismatch', { [target.alvo === 'conta' ? 'contaBancariaId' : 'cartaoId']: 'import_target_mismatch' })
      }
      const context = await matchContext(db, userId, target, statement.linhas, today())
      const linhas = matchRows(statement.linhas, context)
      const days = linhas.flatMap((row) => (row.data ? [row.data] : [])).sort()
      const saldoArquivo = statement.saldo?.data !== undefined ? { data: statement.saldo.data, valor: statement.saldo.valor } : undefined
      const stored: StoredPreview = {
        formato: read.formato,
        ...(read.perfil ? { perfil: read.perfil } : {}),
        charset: read.charset,
        ...(read.charsetDeclarado ? { charsetDeclarado: read.charsetDeclarado } : {}),
        extrato: index,
        extratos: read.extratos.map((item, position) => ({
          indice: position,
          tipo: item.tipo,
          ...(item.banco ? { banco: item.banco } : {}),
          ...(item.conta ? { conta: item.conta } : {}),
          quantidade: item.linhas.length,
        })),
        ...(statement.banco || statement.agencia || statement.conta
          ? { contaArquivo: { ...(statement.banco ? { banco: statement.banco } : {}), ...(statement.agencia ? { agencia: statement.agencia } : {}), ...(statement.conta ? { conta: statement.conta } : {}) } }
          : {}),
        periodo: { de: statement.periodo?.de ?? days[0] ?? null, ate: statement.periodo?.ate ?? days.at(-1) ?? null },
        ...(saldoArquivo ? { saldoArquivo } : {}),
        ...(input.mapeamento ? { mapeamento: input.mapeamento } : {}),
        linhas,
      }
      if (saldoArquivo && target.alvo === 'conta') {
        const reconciliacao = await reconcile(db, userId, target.id, saldoArquivo, linhas, false)
        if (reconciliacao) stored.reconciliacao = reconciliacao
      }
      await dropExpired(userId)
      const [record] = await db
        .insert(bankImports)
        .values({
          userId,
          contaBancariaId: target.alvo === 'conta' ? target.id : null,
          cartaoId: target.alvo === 'cartao' ? target.id : null,
          nomeArquivo: [...(input.nomeArquivo.trim() || 'extrato')].slice(0, 255).join(''),
          previa: stored,
          createdAt: new Date(clock.now()),
        })
        .returning()
      return previewOf(record!)
    },

    async get(userId, id) {
      const record = await own(db, userId, id)
      if (previewExpired(record)) throw expired('import_expired')
      return previewOf(record)
    },

    async list(userId) {
      await dropExpired(userId)
      const records = await db.select().from(bankImports).where(eq(bankImports.userId, userId)).orderBy(desc(bankImports.createdAt), desc(bankImports.id)).limit(200)
      return records.map((record) => summaryOf(record))
    },

    async confirm(userId, id, input) {
      const outcome = await db.transaction(async (tx) => {
        const record = await own(tx, userId, id, true)
        if (record.situacao !== 'previa') throw conflict('import_already_confirmed')
        if (previewExpired(record)) throw expired('import_expired')
        const target = record.contaBancariaId !== null ? { alvo: 'conta' as const, id: record.contaBancariaId } : { alvo: 'cartao' as const, id: record.cartaoId! }
        await lockTarget(tx, target)
        const previa = record.previa as StoredPreview
        const byLine = new Map(previa.linhas.map((row) => [row.linha, row]))

        // The user's decisions, checked: rows of this import, actions a row can take, categories of the row's type.
        const decisions = new Map<number, ImportConfirm['linhas'] extends (infer D)[] | undefined ? D : never>()
        const errors: FieldErrors = {}
        for (const [index, decision] of (input.linhas ?? []).entries()) {
          const row = byLine.get(decision.linha)
          if (!row) {
            errors[`linhas.${index}.linha`] = 'import_unknown_row'
            continue
          }
          if (decision.acao !== 'ignorar' && (row.valor === null || row.data === null || row.valor === 0)) errors[`linhas.${index}.acao`] = 'invalid_value'
          else if (decision.acao === 'vincular' && !row.vinculo) errors[`linhas.${index}.acao`] = 'invalid_value'
          if (decision.categoriaId !== undefined && decision.categoriaId !== null && row.valor !== null && row.valor !== 0) {
            const problem = await categoryProblem(tx, userId, decision.categoriaId, row.valor > 0 ? 'Receita' : 'Despesa')
            if (problem) errors[`linhas.${index}.categoriaId`] = problem
          }
          decisions.set(decision.linha, decision)
        }
        if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors)

        const action = (row: PlannedRow) => decisions.get(row.linha)?.acao ?? row.acao
        const chosen = previa.linhas.filter((row) => action(row) !== 'ignorar' && row.valor !== null && row.data !== null && row.valor !== 0)
        // A key written since the preview (another import of the same movements) is not written twice.
        const held = await heldKeys(tx, target, chosen.flatMap((row) => (row.chave ? [row.chave] : [])))
        const gone = (holder: KeyHolder) => holder.lancamentoId === null && holder.transferenciaId === null && holder.pagamentoId === null
        const toWrite = chosen.filter((row) => !row.chave || !held.has(row.chave) || gone(held.get(row.chave)!))
        // A deleted movement the user brings back (an `excluida` row ticked): its old key makes way for the new one.
        const revived = toWrite.flatMap((row) => (row.chave && held.has(row.chave) ? [row.chave] : []))
        if (revived.length > 0) {
          await tx.delete(importKeys).where(and(targetKeyScope(target), sql`${importKeys.chave} in (select jsonb_array_elements_text(${JSON.stringify(revived)}::jsonb))`))
        }
        const calendar = target.alvo === 'cartao' ? await cardCalendar(tx, target.id) : undefined
        const undo: UndoRecord = { criados: [], transferencias: [], pagamentos: [], vinculados: [], pernas: [], marcas: {} }
        const keyRows: Array<{ chave: string; lancamentoId?: number; transferenciaId?: number; pagamentoId?: number; descricao: string }> = []
        const creates: PlannedRow[] = []
        let vinculados = 0
        let transferencias = 0

        // Links to entries, all at once: the rows whose entry is still there (and still the account's or card's) link.
        const entryLinks = toWrite.flatMap((row) => (action(row) === 'vincular' && row.vinculo?.tipo === 'lancamento' ? [{ row, id: row.vinculo.id }] : []))
        const linkedIds = await linkEntries(tx, userId, target, entryLinks, undo)
        for (const { row, id: entryId } of entryLinks) {
          if (!linkedIds.has(entryId)) continue
          vinculados += 1
          if (row.chave) keyRows.push({ chave: row.chave, lancamentoId: entryId, descricao: row.descricao })
        }

        for (const row of toWrite) {
          const linkTo = action(row) === 'vincular' ? row.vinculo : undefined
          if (!linkTo) {
            creates.push(row)
            continue
          }
          if (linkTo.tipo === 'lancamento') {
            if (!linkedIds.has(linkTo.id)) creates.push(row)
          } else if (linkTo.tipo === 'transferencia' || linkTo.tipo === 'pagamento') {
            if (row.chave) keyRows.push({ chave: row.chave, ...(linkTo.tipo === 'transferencia' ? { transferenciaId: linkTo.id } : { pagamentoId: linkTo.id }), descricao: row.descricao })
            vinculados += 1
          } else if (linkTo.tipo === 'outraPerna') {
            const transferId = await makeTransfer(tx, userId, target.id, row, linkTo, undo)
            if (transferId === null) creates.push(row)
            else {
              transferencias += 1
              if (row.chave) keyRows.push({ chave: row.chave, transferenciaId: transferId, descricao: row.descricao })
            }
          } else {
            const paymentId = await payStatement(tx, userId, target.id, row, linkTo, today())
            if (paymentId === null) creates.push(row)
            else {
              transferencias += 1
              undo.pagamentos.push({ id: paymentId, cartaoId: linkTo.cartaoId, mes: linkTo.mes })
              if (row.chave) keyRows.push({ chave: row.chave, pagamentoId: paymentId, descricao: row.descricao })
            }
          }
        }

        // The new entries, then every key, as set-based inserts.
        const ids = await newIds(tx, entries, creates.length)
        undo.criados = ids
        await insertRecords(tx, entries, creates.map((row, index) => ({ row, id: ids[index]! })), ({ row, id }) => {
          const decision = decisions.get(row.linha)
          const income = row.valor! > 0
          const amount = centsToDecimal(Math.abs(row.valor!))
          const moment = dayStart(row.data!).toISOString()
          const categoriaId = decision?.categoriaId !== undefined ? decision.categoriaId : (row.categoriaSugeridaId ?? null)
          const common = { id, user_id: userId, data_lancamento: moment, descricao: entryDescription(row, decision?.descricao), valor: amount, tipo_lancamento: income ? 'Receita' : 'Despesa', categoria_id: categoriaId, importado: true }
          return target.alvo === 'conta'
            ? { ...common, situacao: income ? 'Recebido' : 'Pago', valor_pago: amount, data_pagamento: moment, conta_bancaria_id: target.id, cartao_id: null, fatura_mes: null }
            : { ...common, situacao: income ? 'A Receber' : 'A Pagar', valor_pago: null, data_pagamento: null, conta_bancaria_id: null, cartao_id: target.id, fatura_mes: calendar!.statementOfPurchase(row.data!) }
        })
        creates.forEach((row, index) => {
          if (row.chave) keyRows.push({ chave: row.chave, lancamentoId: ids[index]!, descricao: row.descricao })
        })
        await insertRecords(tx, importKeys, keyRows, (key) => ({
          user_id: userId,
          conta_bancaria_id: target.alvo === 'conta' ? target.id : null,
          cartao_id: target.alvo === 'cartao' ? target.id : null,
          chave: key.chave,
          importacao_id: id,
          lancamento_id: key.lancamentoId ?? null,
          transferencia_id: key.transferenciaId ?? null,
          pagamento_id: key.pagamentoId ?? null,
          descricao_banco: bankText(key.descricao),
        }))

        const marked = [...undo.criados, ...undo.vinculados.map((link) => link.id)]
        if (marked.length > 0) {
          const marks = await tx.select({ id: entries.id, mark: fingerprint }).from(entries).where(inArray(entries.id, marked))
          undo.marcas = Object.fromEntries(marks.map((row) => [String(row.id), row.mark]))
        }
        const result: ImportResult = { importados: creates.length, vinculados, transferencias, ignorados: previa.linhas.length - creates.length - vinculados - transferencias }
        if (previa.saldoArquivo && target.alvo === 'conta') {
          const reconciliacao = await reconcile(tx, userId, target.id, previa.saldoArquivo, previa.linhas, true)
          if (reconciliacao) result.reconciliacao = reconciliacao
        }
        await tx
          .update(bankImports)
          .set({ situacao: 'confirmada', confirmadoEm: new Date(clock.now()), resultado: result, desfazer: undo })
          .where(eq(bankImports.id, id))
        return { result, written: creates.length + keyRows.length }
      })
      // A partial statement payment made after its due date carries the rest at once.
      if (outcome.result.transferencias > 0) await carryOverdueRests(db, userId, today())
      return outcome
    },

    async undo(userId, id) {
      const summary = await db.transaction(async (tx) => {
        const record = await own(tx, userId, id, true)
        if (record.situacao !== 'confirmada') throw conflict('import_not_confirmed')
        if (record.confirmadoEm!.getTime() + IMPORT_UNDO_DAYS * DAY_MS <= clock.now()) throw expired('import_undo_expired')
        const target = record.contaBancariaId !== null ? { alvo: 'conta' as const, id: record.contaBancariaId } : { alvo: 'cartao' as const, id: record.cartaoId! }
        await lockTarget(tx, target)
        const undo = record.desfazer as UndoRecord
        const marked = Object.keys(undo.marcas).map(Number)
        if (marked.length > 0) {
          const now = await tx.select({ id: entries.id, mark: fingerprint }).from(entries).where(inArray(entries.id, marked))
          // An entry deleted since is simply gone; one edited or paid since stops the undo.
          if (now.some((row) => undo.marcas[String(row.id)] !== row.mark)) throw conflict('import_changed_since')
        }
        // The import's keys go first: the entries it wrote leave no "deleted" key behind.
        await tx.delete(importKeys).where(eq(importKeys.importacaoId, id))
        for (const payment of undo.pagamentos) {
          const [exists] = await tx.select({ id: cardStatementPayments.id }).from(cardStatementPayments).where(eq(cardStatementPayments.id, payment.id))
          if (!exists) continue
          await tx.select({ id: bankCards.id }).from(bankCards).where(eq(bankCards.id, payment.cartaoId)).for('update')
          await removeStatementPayment(tx, payment.cartaoId, payment.mes, payment.id)
        }
        if (undo.criados.length > 0) await tx.delete(entries).where(and(eq(entries.userId, userId), inArray(entries.id, undo.criados)))
        // The linked entries as they were, in one statement (still imported when another import's key is on them).
        if (undo.vinculados.length > 0) {
          const before = undo.vinculados.map((link) => ({ id: link.id, ...link.antes }))
          await tx.execute(sql`update ${entries} e set situacao = b.situacao, valor_pago = b."valorPago", data_pagamento = b."dataPagamento",
              importado = b.importado or exists (select 1 from ${importKeys} k where k.lancamento_id = e.id)
            from jsonb_to_recordset(${JSON.stringify(before)}::jsonb) as b(id int, situacao text, "valorPago" numeric, "dataPagamento" timestamptz, importado boolean)
            where e.id = b.id and e.user_id = ${userId}`)
        }
        for (const link of undo.vinculados) {
          if (link.parcela) {
            await tx
              .update(monthlyInstallments)
              .set({ situacao: link.parcela.situacao, valorPago: link.parcela.valorPago, dataPagamento: link.parcela.dataPagamento === null ? null : new Date(link.parcela.dataPagamento) })
              .where(eq(monthlyInstallments.id, link.parcela.id))
            await tx
              .update(installmentPlans)
              .set({ situacao: link.parcela.planoSituacao as typeof installmentPlans.$inferInsert.situacao })
              .where(eq(installmentPlans.id, link.parcela.planoId))
          }
        }
        if (undo.transferencias.length > 0) await tx.delete(transfers).where(and(eq(transfers.userId, userId), inArray(transfers.id, undo.transferencias)))
        for (const leg of undo.pernas) {
          await tx.execute(sql`insert into ${entries} (${storedEntryColumns}) select ${storedEntryColumns} from json_populate_record(null::entries, ${JSON.stringify(leg.registro)}::json)`)
          if (leg.chaves.length > 0) {
            await tx
              .update(importKeys)
              .set({ lancamentoId: Number(leg.registro.id), transferenciaId: null })
              .where(inArray(importKeys.id, leg.chaves))
          }
        }
        const [updated] = await tx.update(bankImports).set({ situacao: 'desfeita', desfeitoEm: new Date(clock.now()) }).where(eq(bankImports.id, id)).returning()
        return summaryOf(updated!)
      })
      return summary
    },
  }
}

async function cardCalendar(tx: Executor, cardId: number): Promise<CardStatementCalendar> {
  const [card] = await tx.select().from(bankCards).where(eq(bankCards.id, cardId))
  const calendar = card ? calendarOf(card) : null
  if (!calendar) throw badRequest('card_without_statements', { cartaoId: 'card_without_statements' })
  return calendar
}

/**
 * Links rows to existing entries of the account or card, as two statements whatever their number: an account's
 * entries are settled at the bank's day and amount (their installments too, one by one: few), a card's items only
 * take the key (their statement pays them). The ids linked; an entry gone or moved since the preview is not (its
 * row is then written as a new entry).
 */
async function linkEntries(tx: Executor, userId: number, target: { alvo: 'conta' | 'cartao'; id: number }, links: ReadonlyArray<{ row: PlannedRow; id: number }>, undo: UndoRecord): Promise<Set<number>> {
  if (links.length === 0) return new Set()
  const found = await tx
    .select({
      id: entries.id,
      situacao: entries.situacao,
      valorPago: entries.valorPago,
      dataPagamento: entries.dataPagamento,
      importado: entries.importado,
      tipoLancamento: entries.tipoLancamento,
      parcelamentoMensalId: entries.parcelamentoMensalId,
    })
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        target.alvo === 'conta' ? eq(entries.contaBancariaId, target.id) : eq(entries.cartaoId, target.id),
        inArray(
          entries.id,
          links.map((link) => link.id),
        ),
      ),
    )
    .for('update')
  const byId = new Map(found.map((entry) => [entry.id, entry]))
  const rowOf = new Map(links.map((link) => [link.id, link.row]))
  const settlements = found.map((entry) => {
    const row = rowOf.get(entry.id)!
    return { id: entry.id, situacao: entry.tipoLancamento === 'Receita' ? 'Recebido' : 'Pago', valor_pago: centsToDecimal(Math.abs(row.valor!)), data_pagamento: dayStart(row.data!).toISOString() }
  })
  if (target.alvo === 'cartao') {
    await tx.update(entries).set({ importado: true }).where(inArray(entries.id, [...byId.keys()]))
  } else {
    await tx.execute(sql`update ${entries} e set situacao = s.situacao, valor_pago = s.valor_pago, data_pagamento = s.data_pagamento, importado = true
      from jsonb_to_recordset(${JSON.stringify(settlements)}::jsonb) as s(id int, situacao text, valor_pago numeric, data_pagamento timestamptz) where e.id = s.id`)
  }
  for (const entry of found) {
    const link: UndoRecord['vinculados'][number] = {
      id: entry.id,
      antes: { situacao: entry.situacao, valorPago: entry.valorPago, dataPagamento: entry.dataPagamento?.toISOString() ?? null, importado: entry.importado },
    }
    if (target.alvo === 'conta' && entry.parcelamentoMensalId !== null) {
      const [installment] = await tx
        .select({ id: monthlyInstallments.id, situacao: monthlyInstallments.situacao, valorPago: monthlyInstallments.valorPago, dataPagamento: monthlyInstallments.dataPagamento, planoId: monthlyInstallments.planId, planoSituacao: installmentPlans.situacao })
        .from(monthlyInstallments)
        .innerJoin(installmentPlans, eq(installmentPlans.id, monthlyInstallments.planId))
        .where(eq(monthlyInstallments.id, entry.parcelamentoMensalId))
      if (installment) {
        const row = rowOf.get(entry.id)!
        link.parcela = { ...installment, dataPagamento: installment.dataPagamento?.toISOString() ?? null }
        await markInstallmentPaid(tx, installment.id, { valorPago: centsToDecimal(Math.abs(row.valor!)), dataPagamento: dayStart(row.data!) })
      }
    }
    undo.vinculados.push(link)
  }
  return new Set(byId.keys())
}

/** Turns another account's entry and this row into one transfer; null when that entry is gone or changed since the preview. */
async function makeTransfer(tx: Executor, userId: number, accountId: number, row: PlannedRow, leg: { id: number; contaId: number }, undo: UndoRecord): Promise<number | null> {
  const [other] = await rowsOf<{ registro: Record<string, unknown> }>(
    tx,
    sql`select row_to_json(e) as registro from ${entries} e where e.id = ${leg.id} and e.user_id = ${userId} and e.conta_bancaria_id = ${leg.contaId}
      and e.cartao_id is null and e.situacao in ('Pago', 'Recebido') and e.parcelamento_mensal_id is null and e.recorrencia_id is null
      and (case when e.tipo_lancamento = 'Receita' then 1 else -1 end) * coalesce(e.valor_pago, e.valor) = ${-row.valor! / 100} for update`,
  )
  if (!other) return null
  const out = row.valor! < 0
  const [transfer] = await tx
    .insert(transfers)
    .values({
      userId,
      contaOrigemId: out ? accountId : leg.contaId,
      contaDestinoId: out ? leg.contaId : accountId,
      valor: centsToDecimal(Math.abs(row.valor!)),
      data: dayStart(row.data!),
      descricao: [...row.descricao.trim()].slice(0, 200).join(''),
    })
    .returning({ id: transfers.id })
  const moved = await tx
    .update(importKeys)
    .set({ lancamentoId: null, transferenciaId: transfer!.id })
    .where(eq(importKeys.lancamentoId, leg.id))
    .returning({ id: importKeys.id })
  await tx.delete(entries).where(eq(entries.id, leg.id))
  undo.transferencias.push(transfer!.id)
  undo.pernas.push({ registro: other.registro, chaves: moved.map((key) => key.id) })
  return transfer!.id
}

/** Pays a card statement from the account with this row; null when the statement no longer has that much to pay. */
async function payStatement(tx: Executor, userId: number, accountId: number, row: PlannedRow, link: { cartaoId: number; mes: string }, today: string): Promise<number | null> {
  const [card] = await tx.select().from(bankCards).where(and(eq(bankCards.id, link.cartaoId), eq(bankCards.userId, userId))).for('update')
  const calendar = card ? calendarOf(card) : null
  if (!card || !calendar) return null
  try {
    return await recordStatementPayment(tx, userId, card.id, calendar, link.mes, { contaBancariaId: accountId, valor: Math.abs(row.valor!), dataPagamento: dayStart(row.data!) }, today)
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'statement_nothing_to_pay' || error.code === 'payment_over_remaining')) return null
    throw error
  }
}
