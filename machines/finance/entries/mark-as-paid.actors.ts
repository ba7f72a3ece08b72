// The mark-as-paid modal's actor (PUT /v1/api/lancamento/{id}/pagar): the payment of one entry.
// Tests provide a fake.
import { fromPromise } from 'xstate'
import { payEntry } from '@/api/entries'
import type { Entry, EntryPayment } from '@/api/entries'

export const markAsPaidActors = {
  payEntry: fromPromise<Entry, { id: number; payment: EntryPayment }>(({ input }) => payEntry(input.id, input.payment)),
}
