// The projected balance's actor (docs/product-rules.md#budgets-and-projection): the next 90 days (the API's
// default horizon) with the lowest point; tests provide a fake instead.
import { fromPromise } from 'xstate'
import { getProjection } from '@/api/planning'
import type { Projection } from '@/api/planning'

export const projectionActors = {
  fetchProjection: fromPromise<Projection>(() => getProjection()),
}
