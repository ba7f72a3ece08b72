// The mark-as-paid modal: the amount paid (the entry's amount by default) and the payment date-time (now
// by default, São Paulo wall time), validated by the shared contract, sent with PUT …/{id}/pagar; a 400's
// field errors land on their fields and any failure shows the §8 text. SPEC §2 Financial Entry page (the
// second modal), §3 Mark-as-paid payload, §4 Entry status, §8; DESIGN §4 Mark-as-paid.
import { assertEvent, assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import type { EntryPayment } from '@/api/entries'
import type { ApiFailure } from '@/api/errors'
import { entryPaySchema } from '@/api/schemas/entry'
import type { Entry } from '@/api/schemas/entry'
import { amountToCents, formatPrice, normalizePriceInput, parsePrice } from '@/api/schemas/money'
import { businessDateTime } from '@/lib/month'
import { changeField, formState, hasErrors, schemaValidator, validateForm, withServerErrors } from './form-core'
import type { FormState } from './form-core'
import { entryFormMessages } from './entry-form.machine'
import { entryMessages } from './entry-table.machine'

export const paymentFields = ['valorPago', 'dataPagamento'] as const
export type PaymentField = (typeof paymentFields)[number]
/** The amount as typed ('120,50') and a datetime-local value ('2026-11-05T14:30', São Paulo). */
export type PaymentValues = Record<PaymentField, string>

export const validatePayment = schemaValidator<PaymentValues>(
  entryPaySchema,
  (values) => ({ valorPago: values.valorPago.replace(/,$/, ''), dataPagamento: values.dataPagamento }),
  paymentFields,
)

/** The defaults: the entry's amount and now. */
export function paymentValues(entry: Entry, now: Date): PaymentValues {
  return { valorPago: formatPrice(amountToCents(entry.valor)), dataPagamento: businessDateTime(now) }
}

/** The request of valid values. */
export function toPayment(values: PaymentValues): EntryPayment {
  return { valorPagoCents: parsePrice(values.valorPago, { allowZero: true }) ?? 0, dataPagamento: values.dataPagamento }
}

export interface MarkAsPaidContext {
  entry: Entry
  form: FormState<PaymentValues>
  error: MessageDescriptor | null
}

export interface MarkAsPaidInput {
  entry: Entry
  /** When the modal opened: the payment date-time it proposes. */
  now: Date
}

export type MarkAsPaidEvent =
  | { type: 'field.change'; field: PaymentField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'payment.succeeded'; entry: Entry }
  | { type: 'payment.failed'; error: ApiFailure }

export const markAsPaidMachine = setup({
  types: {
    context: {} as MarkAsPaidContext,
    events: {} as MarkAsPaidEvent,
    input: {} as MarkAsPaidInput,
    tags: {} as 'busy',
  },
  actions: {
    // Effect (mark-as-paid.actors.ts): the payment. The page's: what happens once paid or closed.
    payEntry: () => {},
    reportPaid: () => {},
    reportClosed: () => {},
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const value = event.field === 'valorPago' ? normalizePriceInput(event.value) : event.value
      return { form: changeField(context.form, validatePayment, event.field, value) }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validatePayment)
      return { form, error: Object.values(form.errors).includes('required') ? entryFormMessages.fillRequired : entryFormMessages.checkFields }
    }),
    rejected: assign(({ context, event }) => {
      assertEvent(event, 'payment.failed')
      return { form: withServerErrors(context.form, event.error), error: entryMessages.failed }
    }),
    clearError: assign({ error: null }),
  },
  guards: {
    isFieldEvent: ({ event }) => event.type === 'field.change' && (paymentFields as readonly string[]).includes(event.field) && typeof event.value === 'string',
    formInvalid: ({ context }) => hasErrors(validatePayment(context.form.values)),
  },
}).createMachine({
  id: 'markAsPaid',
  context: ({ input }) => ({ entry: input.entry, form: formState(paymentValues(input.entry, input.now)), error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { guard: 'isFieldEvent', actions: 'changeValue' },
        'form.submit': [{ guard: 'formInvalid', actions: 'validate' }, { target: 'paying', actions: 'clearError' }],
        'form.cancel': 'closed',
      },
    },
    paying: {
      tags: 'busy',
      entry: 'payEntry',
      on: {
        'payment.succeeded': 'paid',
        'payment.failed': { target: 'editing', actions: 'rejected' },
      },
    },
    paid: { type: 'final', entry: 'reportPaid' },
    closed: { type: 'final', entry: 'reportClosed' },
  },
})

export type MarkAsPaidMachine = typeof markAsPaidMachine
