import { IMPORT_MATCH_DAYS, type ImportAction, type ImportMatch, type ImportRowReason, type ImportSituation } from '@contract/bank-import'
import type { BankFileRow } from '@contract/bank-file/types'
import { normalizeDescription } from '@contract/bank-file/text'
import type { CardStatementCalendar } from '@contract/card-statement'
import { dayNumber } from '@contract/days'

// What each row of a bank file is to the user's data (docs/product-rules.md#bank-statement-import), worked
// out without the database: the rows and what the database holds near them go in, every row's situation and
// default action come out. One home for the matching rules, so the preview and the tests read the same ones.

/** A row as the preview keeps it: the reader's row with its key, and what the matching decided. */
export interface PlannedRow {
  linha: number
  data: string | null
  descricao: string
  /** Signed cents, null when unreadable. */
  valor: number | null
  idBanco?: string
  parcela?: { numero: number; total: number }
  texto?: string
  chave?: string
  situacao: ImportSituation
  acao: ImportAction
  motivo?: ImportRowReason
  existente?: ImportMatch
  lancamentoId?: number
  transferenciaContaId?: number
  faturaMes?: string
  faturaCartaoId?: number
  categoriaSugeridaId?: number
  /**
   * What linking does: settle (or mark) an entry, turn another account's entry into a transfer, link an
   * existing transfer or statement payment, or pay a card statement.
   */
  vinculo?:
    | { tipo: 'lancamento'; id: number }
    | { tipo: 'outraPerna'; id: number; contaId: number }
    | { tipo: 'transferencia'; id: number }
    | { tipo: 'pagamento'; id: number }
    | { tipo: 'pagarFatura'; cartaoId: number; mes: string }
}

/** A key already held in this account or card: by what (none: the holder was deleted). */
export interface KeyHolder {
  lancamentoId: number | null
  transferenciaId: number | null
  pagamentoId: number | null
}

/** An entry of the same account or card, near the file's days. */
export interface NearEntry {
  id: number
  /** The day that counts: the payment day of a settled entry, else its date. */
  dia: string
  /** Signed cents from the account's (card's) side: income or credit positive. */
  valor: number
  descricao: string
  /** It holds an import key already (another file brought or linked it). */
  importado: boolean
  /** An installment's entry (card statements match those by statement, not by day). */
  parcela: boolean
  faturaMes: string | null
}

/** An entry of another of the user's accounts: a transfer's other leg when its amount is the opposite. */
export interface OtherLeg {
  id: number
  contaId: number
  dia: string
  valor: number
  descricao: string
  importado: boolean
}

/** A transfer touching the account, signed from its side; a statement payment (negative from the account, positive from the card). */
export interface NearMovement {
  id: number
  dia: string
  valor: number
  descricao: string
  /** The key of this account or card is on it already. */
  chaveada: boolean
  outraContaId?: number
  cartaoId?: number
  mes?: string
}

/** A statement of one of the user's cards with something left to pay. */
export interface OpenStatement {
  cartaoId: number
  mes: string
  dataFechamento: string
  dataVencimento: string
  restante: number
}

export interface MatchContext {
  alvo: 'conta' | 'cartao'
  keys: ReadonlyMap<string, KeyHolder>
  entries: readonly NearEntry[]
  otherLegs: readonly OtherLeg[]
  transfers: readonly NearMovement[]
  payments: readonly NearMovement[]
  statements: readonly OpenStatement[]
  /** The card's calendar (card files). */
  calendar?: CardStatementCalendar
  cardId?: number
  /** Category by the suggestion key of a description and the row's type ('Receita:…', 'Despesa:…'). */
  suggestions: ReadonlyMap<string, number>
}

const daysApart = (a: string, b: string) => Math.abs(dayNumber(a) - dayNumber(b))

/** Dates, n/N counters, masked documents and digits dropped, then normalizeDescription: what two months of one payee share. */
export function suggestionKey(description: string): string {
  return normalizeDescription(
    description
      .replace(/\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, ' ')
      .replace(/\b\d+\s*\/\s*\d+\b/g, ' ')
      .replace(/[\d*\u2022xX]{2,3}[.][\d*\u2022xX]{3}[.][\d*\u2022xX]{3}[-/][\d*\u2022xX]{2,4}/g, ' ')
      .replace(/[\d*\u2022]+/g, ' '),
  )
}

/** A bank row paying a card statement, by its words (compared normalised: no accents, case or punctuation). */
const STATEMENT_PAYMENT = /\b(?:pagamento|pagto|pgto|pag)(?: de| da| do)? (?:fatura|fat|cartao)\b|\bfatura (?:do |de )?cartao\b/
/** A card file's row recording a statement payment. */
const CARD_PAYMENT = /\b(?:pagamento|pagto|pgto) (?:recebido|efetuado|da fatura|de fatura|fatura)\b|\bpayment received\b/

export const looksLikeStatementPayment = (description: string) => STATEMENT_PAYMENT.test(normalizeDescription(description))
export const looksLikeCardPayment = (description: string) => CARD_PAYMENT.test(normalizeDescription(description))

/** A preview row from a reader's row, before matching. */
function planned(row: BankFileRow): PlannedRow {
  const base: PlannedRow = {
    linha: row.linha,
    data: row.data,
    descricao: row.descricao,
    valor: row.valor,
    situacao: 'nova',
    acao: 'importar',
    ...(row.idBanco ? { idBanco: row.idBanco } : {}),
    ...(row.parcela ? { parcela: row.parcela } : {}),
    ...('chave' in row && row.chave ? { chave: row.chave } : {}),
  }
  if (row.estado === 'lida') return base
  return { ...base, situacao: 'ignorada', acao: 'ignorar', motivo: row.motivo, ...(row.estado === 'rejeitada' ? { texto: row.texto } : {}) }
}

const entryMatch = (entry: NearEntry | OtherLeg): ImportMatch => ({ tipo: 'lancamento', id: entry.id, data: entry.dia, descricao: entry.descricao, valor: entry.valor / 100, importado: entry.importado })

/**
 * Every row's situation and default action: the key first (`importada` / `excluida`), then an entry of the same
 * amount a few days away (`possivelDuplicata`, one to one), then a transfer's other leg or a statement payment
 * (`transferencia`), else `nova`; unreadable, balance, scheduled and zero rows are `ignorada`.
 */
export function matchRows(rows: readonly BankFileRow[], context: MatchContext): PlannedRow[] {
  const plan = rows.map(planned)
  const open = plan.filter((row) => row.situacao === 'nova')

  // 1. The key.
  for (const row of open) {
    const holder = row.chave === undefined ? undefined : context.keys.get(row.chave)
    if (!holder) continue
    if (holder.lancamentoId !== null) Object.assign(row, { situacao: 'importada', acao: 'ignorar', lancamentoId: holder.lancamentoId })
    else if (holder.transferenciaId !== null || holder.pagamentoId !== null) Object.assign(row, { situacao: 'importada', acao: 'ignorar' })
    else Object.assign(row, { situacao: 'excluida', acao: 'ignorar' })
  }
  let pending = open.filter((row) => row.situacao === 'nova')

  // Card files: the statement each row lands on, and the bank's record of a statement payment.
  if (context.alvo === 'cartao' && context.calendar) {
    const calendar = context.calendar
    const claimed = new Set<number>()
    for (const row of pending) {
      row.faturaMes = calendar.statementOfPurchase(row.data!)
      if (row.valor! > 0 && looksLikeCardPayment(row.descricao)) {
        const payment = context.payments.find((candidate) => !candidate.chaveada && !claimed.has(candidate.id) && candidate.valor === row.valor && daysApart(candidate.dia, row.data!) <= IMPORT_MATCH_DAYS)
        delete row.faturaMes
        if (payment) {
          claimed.add(payment.id)
          Object.assign(row, {
            situacao: 'transferencia',
            acao: 'vincular',
            faturaMes: payment.mes,
            faturaCartaoId: payment.cartaoId,
            existente: { tipo: 'pagamentoFatura', id: payment.id, data: payment.dia, descricao: payment.descricao, valor: payment.valor / 100, importado: false },
            vinculo: { tipo: 'pagamento', id: payment.id },
          })
        } else Object.assign(row, { situacao: 'ignorada', acao: 'ignorar', motivo: 'import_card_payment_unmatched' })
      }
    }
    pending = pending.filter((row) => row.situacao === 'nova')
  }

  // 2. The same movement typed by hand, generated, or brought by another file: one entry for one row, the same
  // description first, then the nearest day.
  const pairs: Array<{ row: PlannedRow; entry: NearEntry; sameText: boolean; apart: number }> = []
  for (const row of pending) {
    const text = normalizeDescription(row.descricao)
    for (const entry of context.entries) {
      if (entry.valor !== row.valor) continue
      const apart = daysApart(entry.dia, row.data!)
      const sameStatement = context.alvo === 'cartao' && entry.parcela && row.parcela !== undefined && entry.faturaMes === row.faturaMes
      if (apart > IMPORT_MATCH_DAYS && !sameStatement) continue
      pairs.push({ row, entry, sameText: normalizeDescription(entry.descricao) === text, apart: sameStatement ? 0 : apart })
    }
  }
  pairs.sort((a, b) => Number(b.sameText) - Number(a.sameText) || a.apart - b.apart || a.row.linha - b.row.linha || a.entry.id - b.entry.id)
  const usedEntries = new Set<number>()
  const matchedRows = new Set<PlannedRow>()
  for (const { row, entry } of pairs) {
    if (usedEntries.has(entry.id) || matchedRows.has(row)) continue
    usedEntries.add(entry.id)
    matchedRows.add(row)
    Object.assign(row, {
      situacao: 'possivelDuplicata',
      // A typed, generated or pending entry is this row; one another file brought is another movement.
      acao: entry.importado ? 'importar' : 'vincular',
      lancamentoId: entry.id,
      existente: entryMatch(entry),
      vinculo: { tipo: 'lancamento', id: entry.id },
    })
  }
  pending = pending.filter((row) => row.situacao === 'nova')

  // 3. Bank files: transfers between the user's accounts and card statement payments.
  if (context.alvo === 'conta') {
    const usedLegs = new Set<number>()
    const usedMovements = new Set<string>()
    const restante = new Map(context.statements.map((statement) => [`${statement.cartaoId}:${statement.mes}`, statement.restante]))
    for (const row of pending) {
      const amount = row.valor!
      const day = row.data!
      const near = (candidate: { dia: string }) => daysApart(candidate.dia, day) <= IMPORT_MATCH_DAYS
      const movement = [...context.transfers.map((item) => ['t', item] as const), ...context.payments.map((item) => ['p', item] as const)].find(
        ([kind, item]) => !item.chaveada && !usedMovements.has(`${kind}${item.id}`) && item.valor === amount && near(item),
      )
      if (movement) {
        const [kind, item] = movement
        usedMovements.add(`${kind}${item.id}`)
        Object.assign(row, {
          situacao: 'transferencia',
          acao: 'vincular',
          existente: { tipo: kind === 't' ? 'transferencia' : 'pagamentoFatura', id: item.id, data: item.dia, descricao: item.descricao, valor: item.valor / 100, importado: false },
          vinculo: { tipo: kind === 't' ? 'transferencia' : 'pagamento', id: item.id },
          ...(item.outraContaId !== undefined ? { transferenciaContaId: item.outraContaId } : {}),
          ...(item.mes !== undefined ? { faturaMes: item.mes, faturaCartaoId: item.cartaoId } : {}),
        })
        continue
      }
      if (amount < 0) {
        const pays = looksLikeStatementPayment(row.descricao)
        const candidates = context.statements
          .filter((statement) => statement.dataFechamento <= day && (restante.get(`${statement.cartaoId}:${statement.mes}`) ?? 0) >= -amount)
          .map((statement) => ({ statement, exact: restante.get(`${statement.cartaoId}:${statement.mes}`) === -amount }))
          // The exact rest paid between the closing and a few days after the due date, or any part of it in words.
          .filter(({ statement, exact }) => pays || (exact && dayNumber(day) <= dayNumber(statement.dataVencimento) + IMPORT_MATCH_DAYS))
          .sort((a, b) => Number(b.exact) - Number(a.exact) || a.statement.dataVencimento.localeCompare(b.statement.dataVencimento))
        const [chosen] = candidates
        if (chosen) {
          const key = `${chosen.statement.cartaoId}:${chosen.statement.mes}`
          restante.set(key, (restante.get(key) ?? 0) + amount)
          Object.assign(row, {
            situacao: 'transferencia',
            acao: 'vincular',
            faturaMes: chosen.statement.mes,
            faturaCartaoId: chosen.statement.cartaoId,
            vinculo: { tipo: 'pagarFatura', cartaoId: chosen.statement.cartaoId, mes: chosen.statement.mes },
          })
          continue
        }
      }
      const leg = context.otherLegs.find((candidate) => !usedLegs.has(candidate.id) && candidate.valor === -amount && near(candidate))
      if (leg) {
        usedLegs.add(leg.id)
        Object.assign(row, {
          situacao: 'transferencia',
          acao: 'vincular',
          transferenciaContaId: leg.contaId,
          existente: entryMatch(leg),
          vinculo: { tipo: 'outraPerna', id: leg.id, contaId: leg.contaId },
        })
        continue
      }
      // A statement payment whose statement is not here yet (the card's file not imported, or the card without
      // closing and due days): imported as it is it would count as an expense beside the card's purchases.
      if (amount < 0 && looksLikeStatementPayment(row.descricao)) Object.assign(row, { situacao: 'ignorada', acao: 'ignorar', motivo: 'import_statement_payment_unmatched' })
    }
  }

  // Categories: the user's latest entry with the same words, of the row's type.
  for (const row of plan) {
    if (row.valor === null || row.valor === 0 || row.situacao === 'importada' || row.situacao === 'transferencia') continue
    const category = context.suggestions.get(`${row.valor > 0 ? 'Receita' : 'Despesa'}:${suggestionKey(row.descricao)}`)
    if (category !== undefined) row.categoriaSugeridaId = category
  }
  return plan
}

/** How many rows of each situation. */
export function summarise(rows: readonly PlannedRow[]): Record<ImportSituation, number> {
  const counts: Record<ImportSituation, number> = { nova: 0, importada: 0, excluida: 0, possivelDuplicata: 0, ignorada: 0, transferencia: 0 }
  for (const row of rows) counts[row.situacao] += 1
  return counts
}
