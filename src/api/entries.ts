// Typed calls of the financial entries (src/api/schemas/entry.ts): the period
// list, create, update, delete, mark-as-paid and the month summary. Every answer is parsed with the
// shared zod schemas; amounts go out as JSON numbers with at most 2 decimals (docs/product-rules.md#money).
import { api } from './client'
import type { ApiClient } from './client'
import { entryListSchema, entrySchema, monthSummaryListSchema, overdueSummarySchema } from './schemas/entry'
import type { Entry, MonthSummary, OverdueSummary } from './schemas/entry'
import type { CategoryType, EntryStatus } from './schemas/finance'
import { centsToAmount } from './schemas/money'
import { entrySearchPageSchema } from './schemas/entry-search'
import type { EntrySearchPage } from './schemas/entry-search'

export type { Entry, EntrySearchPage, MonthSummary, OverdueSummary }

/** A period as date inputs hold it ('YYYY-MM-DD', inclusive; São Paulo days). */
export interface EntryPeriod {
  dataInicio: string
  dataFim: string
}

/** What the entry form saves: the amount in exact cents, the date as a day or an ISO instant. */
export interface EntryInput {
  dataLancamento: string
  descricao: string
  valorCents: number
  tipoLancamento: CategoryType
  categoriaId: number
  situacao: EntryStatus
  /** The bank account the money leaves or enters; null for none. */
  contaBancariaId: number | null
  /** A card item's card (one with statements); null for none. Left out, an edited entry keeps its card. */
  cartaoId?: number | null
}

/** What mark-as-paid sends: the amount paid in cents and the payment date-time. */
export interface EntryPayment {
  valorPagoCents: number
  dataPagamento: string
  /** The account the money left or entered; null for none. */
  contaBancariaId: number | null
}

const BASE = '/v1/api/lancamento'

/** The create and update JSON, with `ParcelamentoMensalId` null (only plans link entries). */
function entryBody(id: number, input: EntryInput): Record<string, unknown> {
  return {
    Id: id,
    DataLancamento: input.dataLancamento,
    Descricao: input.descricao,
    Valor: centsToAmount(input.valorCents),
    TipoLancamento: input.tipoLancamento,
    CategoriaId: input.categoriaId,
    ParcelamentoMensalId: null,
    Situacao: input.situacao,
    ContaBancariaId: input.contaBancariaId,
    ...(input.cartaoId === undefined ? {} : { CartaoId: input.cartaoId }),
  }
}

/** GET /v1/api/lancamento/periodo?dataInicio&dataFim: the period's entries by date, then id. */
export function listEntries(period: EntryPeriod, client: ApiClient = api): Promise<Entry[]> {
  return client.request(`${BASE}/periodo`, entryListSchema, { query: { dataInicio: period.dataInicio, dataFim: period.dataFim } })
}

/** GET /v1/api/lancamento/busca?q&pagina: a page of the entries of every month the text finds, newest first. */
export function searchEntries(q: string, pagina: number, client: ApiClient = api): Promise<EntrySearchPage> {
  return client.request(`${BASE}/busca`, entrySearchPageSchema, { query: { q, pagina } })
}

/** GET /v1/api/lancamento/vencidos: pending entries dated before today, over all months. */
export function listOverdue(client: ApiClient = api): Promise<OverdueSummary> {
  return client.request(`${BASE}/vencidos`, overdueSummarySchema)
}

/** POST /v1/api/lancamento. */
export function createEntry(input: EntryInput, client: ApiClient = api): Promise<Entry> {
  return client.request(BASE, entrySchema, { method: 'POST', body: entryBody(0, input) })
}

/** PATCH /v1/api/lancamento (409 for an entry of an installment plan). */
export function updateEntry(id: number, input: EntryInput, client: ApiClient = api): Promise<Entry> {
  return client.request(BASE, entrySchema, { method: 'PATCH', body: entryBody(id, input) })
}

/** DELETE /v1/api/lancamento?id={id}. */
export function deleteEntry(id: number, client: ApiClient = api): Promise<void> {
  return client.send(BASE, { method: 'DELETE', query: { id } })
}

/** PUT /v1/api/lancamento/{id}/pagar with `{ Id, valorPago, dataPagamento, contaBancariaId }`. */
export function payEntry(id: number, payment: EntryPayment, client: ApiClient = api): Promise<Entry> {
  return client.request(`${BASE}/${id}/pagar`, entrySchema, {
    method: 'PUT',
    body: { Id: id, valorPago: centsToAmount(payment.valorPagoCents), dataPagamento: payment.dataPagamento, contaBancariaId: payment.contaBancariaId },
  })
}

/** GET /v1/api/lancamento/resumo-mensal?dataInicio&dataFim: every month of the period, oldest first. */
export function fetchMonthSummary(period: EntryPeriod, client: ApiClient = api): Promise<MonthSummary[]> {
  return client.request(`${BASE}/resumo-mensal`, monthSummaryListSchema, { query: { dataInicio: period.dataInicio, dataFim: period.dataFim } })
}
