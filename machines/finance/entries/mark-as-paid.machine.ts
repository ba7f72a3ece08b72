// The mark-as-paid modal: the amount paid (the entry's amount by default), the payment date-time (now
// by default, São Paulo wall time) and the bank account (the entry's by default, else the one last used), validated by the shared contract, sent with PUT …/{id}/pagar; a 400's
// field errors land on their fields and any failure shows 'Erro ao processar operação.'; the machine ends
// with its outcome (paid or closed) as its output, which the page that invokes it reads. The rule:
// docs/product-rules.md#entries. Actor: mark-as-paid.actors.ts.
import { assertEvent, assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import type { EntryPayment } from '@/api/entries'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccount } from '@contract/bank-account'
import { entryPaySchema } from '@contract/entry'
import type { Entry } from '@contract/entry'
import { amountToCents, amountInputText, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { saoPauloDateTime } from '@/lib/month'
import { blockedSubmitMessage, changeField, formState, hasErrors, schemaValidator, validateForm, withServerErrors } from '../../form-core'
import type { FormState } from '../../form-core'
import { entryFormMessages } from './entry-form.machine'
import { accountIdOf, accountValue, paymentAccountId } from './entry-accounts'
import { entryMessages } from './entry-messages'
import { markAsPaidActors } from './mark-as-paid.actors'
import { whenOffline } from '../../network-messages'

export const paymentFields = ['valorPago', 'dataPagamento', 'contaBancariaId'] as const
export type PaymentField = (typeof paymentFields)[number]
/** The amount as typed ('120,50'), a datetime-local value ('2026-11-05T14:30', São Paulo) and an account id ('' for none). */
export type PaymentValues = Record<PaymentField, string>

export const validatePayment = schemaValidator<PaymentValues>(
  entryPaySchema,
  (values) => ({ valorPago: values.valorPago.replace(/,$/, ''), dataPagamento: values.dataPagamento, contaBancariaId: accountIdOf(values.contaBancariaId) }),
  paymentFields,
)

/** The defaults: the entry's amount, now, and the account `accountId` (null: none). */
export function paymentValues(entry: Entry, now: Date, accountId: number | null = null): PaymentValues {
  return { valorPago: amountInputText(amountToCents(entry.valor)), dataPagamento: saoPauloDateTime(now), contaBancariaId: accountValue(accountId) }
}

/** The request of valid values. */
export function toPayment(values: PaymentValues): EntryPayment {
  return { valorPagoCents: parseAmountInput(values.valorPago, { allowZero: true }) ?? 0, dataPagamento: values.dataPagamento, contaBancariaId: accountIdOf(values.contaBancariaId) }
}

export interface MarkAsPaidContext {
  entry: Entry
  /** The user's accounts (archived ones too); empty when unknown. */
  accounts: BankAccount[]
  form: FormState<PaymentValues>
  error: MessageDescriptor | null
  /** The entry as the API answered the payment. */
  paid: Entry | null
}

export interface MarkAsPaidInput {
  entry: Entry
  /** When the modal opened: the payment date-time it proposes. */
  now: Date
  /** The user's accounts (archived ones too); none when they could not be loaded. */
  accounts?: BankAccount[]
  /** The account last used: the default when the entry names none (while it is offered). */
  lastAccountId?: number | null
}

export type MarkAsPaidEvent = { type: 'field.change'; field: PaymentField; value: string } | { type: 'form.submit' } | { type: 'form.cancel' }

/** How the modal ended: the paid entry, or closed without paying. */
export type MarkAsPaidOutput = { outcome: 'paid'; entry: Entry } | { outcome: 'closed' }

export const markAsPaidMachine = setup({
  types: {
    context: {} as MarkAsPaidContext,
    events: {} as MarkAsPaidEvent,
    input: {} as MarkAsPaidInput,
    output: {} as MarkAsPaidOutput,
    tags: {} as 'busy',
  },
  actors: markAsPaidActors,
  actions: {
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const value = event.field === 'valorPago' ? normalizeAmountInput(event.value) : event.value
      return { form: changeField(context.form, validatePayment, event.field, value) }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validatePayment)
      return { form, error: blockedSubmitMessage(form.errors, { missing: entryFormMessages.fillRequired, invalid: entryFormMessages.checkFields }) }
    }),
    rejected: assign(({ context }, failure: ApiFailure) => ({
      form: withServerErrors(context.form, failure),
      error: failure.code === 'pay_the_statement' ? entryMessages.payTheStatement : whenOffline(failure, entryMessages.failed),
    })),
    clearError: assign({ error: null }),
    assignPaid: assign((_, paid: Entry) => ({ paid })),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validatePayment(context.form.values)),
  },
}).createMachine({
  id: 'markAsPaid',
  context: ({ input }) => ({
    entry: input.entry,
    accounts: input.accounts ?? [],
    form: formState(paymentValues(input.entry, input.now, paymentAccountId(input.accounts ?? [], input.entry.contaBancariaId, input.lastAccountId ?? null))),
    error: null,
    paid: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeValue' },
        'form.submit': [{ guard: 'formInvalid', actions: 'validate' }, { target: 'paying', actions: 'clearError' }],
        'form.cancel': 'closed',
      },
    },
    paying: {
      tags: 'busy',
      invoke: {
        id: 'payEntry',
        src: 'payEntry',
        input: ({ context }) => ({ id: context.entry.id, payment: toPayment(context.form.values) }),
        onDone: { target: 'paid', actions: { type: 'assignPaid', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    paid: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => (context.paid ? { outcome: 'paid', entry: context.paid } : { outcome: 'closed' }),
})

export type MarkAsPaidMachine = typeof markAsPaidMachine
