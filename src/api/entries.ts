// Typed calls of the financial entries (src/contract/entry.ts): the period
// list, create, update, delete, mark-as-paid and the month summary. Every answer is parsed with the
// shared zod schemas; amounts go out as JSON numbers with at most 2 decimals (docs/product-rules.md#money).
import { api } from './client'
import type { ApiClient } from './client'
import { entryListSchema, entrySchema, monthSummaryListSchema, overdueSummarySchema } from '../contract/entry'
import type { Entry, EntryCreateInput, EntryUpdateInput, MonthSummary, OverdueSummary } from '../contract/entry'
import { centsToAmount } from '../contract/money'
import { entrySearchPageSchema } from '../contract/entry-search'
import type { EntrySearchPage } from '../contract/entry-search'

export type { Entry, EntryCreateInput, EntrySearchPage, EntryUpdateInput, MonthSummary, OverdueSummary }

/** A period as date inputs hold it ('YYYY-MM-DD', inclusive; São Paulo days). */
export interface EntryPeriod {
  dataInicio: string
  dataFim: string
}

/** What mark-as-paid sends: the amount paid in cents and the payment date-time. */
export interface EntryPayment {
  valorPagoCents: number
  dataPagamento: string
  /** The account the money left or entered; null for none. */
  contaBancariaId: number | null
}

const BASE = '/v1/api/lancamento'

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

/**
 * POST /v1/api/lancamento with the contract's create body as it is (camelCase: the API matches keys ignoring case,
 * and ignores the `Id` and `ParcelamentoMensalId` the original client also sent).
 */
export function createEntry(body: EntryCreateInput, client: ApiClient = api): Promise<Entry> {
  return client.request(BASE, entrySchema, { method: 'POST', body })
}

/** PATCH /v1/api/lancamento with the contract's update body (409 for an entry of an installment plan). */
export function updateEntry(body: EntryUpdateInput, client: ApiClient = api): Promise<Entry> {
  return client.request(BASE, entrySchema, { method: 'PATCH', body })
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
