// Effect of the mark-as-paid modal (SPEC §7 PUT /v1/api/lancamento/{id}/pagar), answered with
// payment.succeeded / payment.failed.
import { payEntry } from '@/api/entries'
import type { Entry } from '@/api/entries'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import { toPayment } from './mark-as-paid.machine'
import type { MarkAsPaidContext, MarkAsPaidEvent } from './mark-as-paid.machine'

export const markAsPaidEffects = {
  payEntry: effect<MarkAsPaidContext, MarkAsPaidEvent, Entry, MarkAsPaidEvent>(
    ({ context }) => payEntry(context.entry.id, toPayment(context.form.values)),
    (entry) => ({ type: 'payment.succeeded', entry }),
    (error) => ({ type: 'payment.failed', error: toApiFailure(error) }),
  ),
}
