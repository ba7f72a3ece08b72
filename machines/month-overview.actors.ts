// The month overview's actor (DESIGN §3 resumo-mensal): the summaries of a period, from
// GET /v1/api/lancamento/resumo-mensal; tests provide a fake instead.
import { fromPromise } from 'xstate'
import { fetchMonthSummary } from '@/api/entries'
import type { EntryPeriod, MonthSummary } from '@/api/entries'

export const monthOverviewActors = {
  /** One summary per month of the period (the machine asks for the last six months). */
  fetchSummary: fromPromise<MonthSummary[], EntryPeriod>(({ input }) => fetchMonthSummary(input)),
}
