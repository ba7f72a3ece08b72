// Effect of the month overview (GET /v1/api/lancamento/resumo-mensal), answered with summary.loaded / summary.failed.
import { fetchMonthSummary } from '@/api/entries'
import type { MonthSummary } from '@/api/entries'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import { overviewPeriod } from './month-overview.machine'
import type { MonthOverviewContext, MonthOverviewEvent } from './month-overview.machine'

export const monthOverviewEffects = {
  fetchSummary: effect<MonthOverviewContext, MonthOverviewEvent, MonthSummary[], MonthOverviewEvent>(
    ({ context }) => fetchMonthSummary(overviewPeriod(context.month)),
    (months) => ({ type: 'summary.loaded', months }),
    (error) => ({ type: 'summary.failed', error: toApiFailure(error) }),
  ),
}
