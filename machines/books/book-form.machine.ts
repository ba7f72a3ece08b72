// Book form: create (livroId 0) or load-then-update a book; required fields, price rules (a typed minus is
// refused with its message, not dropped), the release day's range (1450-01-01..2099-12-31), save. The rules: docs/product-rules.md#books and docs/product-rules.md#dates.
import { assign, emit, not, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Book } from '@contract/book'
import { FIRST_RELEASE_DAY, LAST_RELEASE_DAY } from '@contract/book'
import { amountToCents, amountInputText, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { bookFormActors } from './book-form.actors'
import { fieldMessages } from '@/i18n/field-messages'

export const bookFormMessages = {
  allFieldsRequired: msg`All fields are required!`,
  /** 'Invalid price!' and the rule; the same text as the API's invalid_price. */
  invalidPrice: fieldMessages.invalid_price,
  /** A minus typed in the price: refused, the price keeps its last value. */
  negativePrice: fieldMessages.negative_price,
  /** The same text as the API's release_date_out_of_range. */
  dateOutOfRange: fieldMessages.release_date_out_of_range,
  loadFailed: msg`Error fetching book.`,
  saveFailed: msg`Error registering book, please try again!`,
}

export type BookTextField = 'titulo' | 'escritor' | 'price' | 'date'

export interface BookFormContext {
  /** 0 creates a book; any other id updates that book. */
  id: number
  titulo: string
  escritor: string
  /** The price as the input shows it ('19,99'), already normalised (src/contract/money.ts). */
  price: string
  /** The release day as a date input holds it ('2024-05-10'), or '' when empty. */
  date: string
  ativo: boolean
  /** The fields the last failed validation marked (aria-invalid in the view). */
  invalid: BookTextField[]
  /** The day the API last refused as out of range (a 400 date_out_of_range), until the date changes. */
  refusedDate: string | null
  error: MessageDescriptor | null
}

export interface BookFormInput {
  id: number
}

export type BookFormEvent =
  | { type: 'field.change'; field: BookTextField; value: string }
  | { type: 'ativo.change'; value: boolean }
  | { type: 'form.submit' }
  | { type: 'load.retry' }

/** What the view acts on: the book is saved (it goes back to the list). */
export type BookFormEmitted = { type: 'book.saved'; book: Book }

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** A release day from 1450-01-01 to 2099-12-31. */
const isReleaseDay = (day: string): boolean => ISO_DAY.test(day) && day >= FIRST_RELEASE_DAY && day <= LAST_RELEASE_DAY

/** A price change holding a minus ("-5", "5-", the typographic "−"): a price is never negative. */
const typedMinus = (change: { field: BookTextField; value: string }): boolean => change.field === 'price' && /[-\u2212]/.test(change.value)

/** The required fields that are still empty. */
function missingFields(context: BookFormContext): BookTextField[] {
  const missing: BookTextField[] = []
  if (context.titulo.trim() === '') missing.push('titulo')
  if (context.escritor.trim() === '') missing.push('escritor')
  if (context.price === '') missing.push('price')
  if (!ISO_DAY.test(context.date)) missing.push('date')
  return missing
}

/** A price change with a minus is refused: the price stays, the field is marked and the message says why. */
const refuseMinus = {
  guard: { type: 'typedMinus', params: ({ event }: { event: { field: BookTextField; value: string } }) => event },
  target: '#bookForm.editing.negativePrice',
  actions: ['markPrice', { type: 'setError', params: { message: bookFormMessages.negativePrice } }],
} as const

export const bookFormMachine = setup({
  types: {
    context: {} as BookFormContext,
    events: {} as BookFormEvent,
    emitted: {} as BookFormEmitted,
    input: {} as BookFormInput,
    tags: {} as 'busy',
  },
  actors: bookFormActors,
  actions: {
    // The view goes back to /livros once saved.
    reportSaved: emit((_, book: Book) => ({ type: 'book.saved' as const, book })),
    assignField: assign((_, { field, value }: { field: BookTextField; value: string }) =>
      field === 'price' ? { price: normalizeAmountInput(value) } : { [field]: value },
    ),
    assignAtivo: assign((_, ativo: boolean) => ({ ativo })),
    assignBook: assign((_, book: Book) => ({
      titulo: book.titulo,
      escritor: book.Escritor,
      price: amountInputText(amountToCents(book.preco)),
      // The form uses the date part (a calendar day); the API stores release days at 00:00 UTC.
      date: book.dataLancamento.slice(0, 10),
      ativo: book.ativo,
    })),
    markMissing: assign(({ context }) => ({ invalid: missingFields(context) })),
    markPrice: assign({ invalid: ['price'] as BookTextField[] }),
    markDate: assign({ invalid: ['date'] as BookTextField[] }),
    rememberRefusedDate: assign(({ context }) => ({ refusedDate: context.date })),
    forgetRefusedDate: assign({ refusedDate: null }),
    /** A marked field that is filled in now loses its marking; the others keep theirs. */
    unmarkFilled: assign(({ context }) => {
      const missing = missingFields(context)
      return { invalid: context.invalid.filter((field) => missing.includes(field)) }
    }),
    clearInvalid: assign({ invalid: [] as BookTextField[] }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { message: MessageDescriptor }) => ({ error: params.message })),
  },
  guards: {
    isUpdate: ({ context }) => context.id !== 0,
    fieldsMissing: ({ context }) => missingFields(context).length > 0,
    priceInvalid: ({ context }) => parseAmountInput(context.price) === null,
    /** Outside 1450-01-01..2099-12-31, or the day the API just refused as such. */
    dateOutOfRange: ({ context }) => !isReleaseDay(context.date) || context.date === context.refusedDate,
    dateRefused: (_, failure: ApiFailure) => ['release_date_out_of_range', 'date_out_of_range'].includes(failure.fieldErrors?.dataLancamento ?? ''),
    typedMinus: (_, change: { field: BookTextField; value: string }) => typedMinus(change),
    isPriceChange: (_, change: { field: BookTextField; value: string }) => change.field === 'price',
    /** 404: no book of this user has that id (none at all, or another user's): trying again cannot help. */
    isNotFound: (_, failure: ApiFailure) => failure.status === 404,
  },
}).createMachine({
  id: 'bookForm',
  context: ({ input }) => ({ id: input.id, titulo: '', escritor: '', price: '', date: '', ativo: true, invalid: [], refusedDate: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isUpdate', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadBook',
        src: 'loadBook',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'editing', actions: { type: 'assignBook', params: ({ event }) => event.output } },
        onError: [
          // /livros/cadastrar/99999 says "Book not found", not an error with a useless Try again.
          { guard: { type: 'isNotFound', params: ({ event }) => toApiFailure(event.error) }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'setError', params: { message: bookFormMessages.loadFailed } } },
        ],
      },
    },
    loadFailed: {
      on: { 'load.retry': { target: 'loading', actions: 'clearError' } },
    },
    // Nothing to do but leave: the page offers the list and a new book.
    notFound: {},
    editing: {
      initial: 'idle',
      on: {
        'field.change': [refuseMinus, { actions: { type: 'assignField', params: ({ event }) => event } }],
        'ativo.change': { actions: { type: 'assignAtivo', params: ({ event }) => event.value } },
        // The first rule a form breaks is the one shown; a valid form is sent.
        'form.submit': [
          {
            guard: 'fieldsMissing',
            target: '.incomplete',
            actions: ['markMissing', { type: 'setError', params: { message: bookFormMessages.allFieldsRequired } }],
          },
          {
            guard: 'priceInvalid',
            target: '.invalidPrice',
            actions: ['markPrice', { type: 'setError', params: { message: bookFormMessages.invalidPrice } }],
          },
          {
            guard: 'dateOutOfRange',
            target: '.dateOutOfRange',
            actions: ['markDate', { type: 'setError', params: { message: bookFormMessages.dateOutOfRange } }],
          },
          { target: 'saving', actions: ['clearInvalid', 'clearError'] },
        ],
      },
      states: {
        idle: {},
        // The error summary and the red fields follow the corrections: each field clears
        // as it becomes valid, the summary when they all are; a new submit validates everything again.
        incomplete: {
          on: { 'field.change': [refuseMinus, { actions: [{ type: 'assignField', params: ({ event }) => event }, 'unmarkFilled'] }] },
          always: { guard: not('fieldsMissing'), target: 'idle', actions: ['clearInvalid', 'clearError'] },
        },
        // A minus was typed: the price kept its value; the next price change without one clears the message.
        negativePrice: {
          on: {
            'field.change': [
              refuseMinus,
              {
                guard: { type: 'isPriceChange', params: ({ event }) => event },
                target: 'idle',
                actions: [{ type: 'assignField', params: ({ event }) => event }, 'clearInvalid', 'clearError'],
              },
              { actions: { type: 'assignField', params: ({ event }) => event } },
            ],
          },
        },
        invalidPrice: {
          always: { guard: not('priceInvalid'), target: 'idle', actions: ['clearInvalid', 'clearError'] },
        },
        // Refused here before sending, or by the API (400 date_out_of_range): cleared once the date changes to a day in range.
        dateOutOfRange: {
          always: { guard: not('dateOutOfRange'), target: 'idle', actions: ['clearInvalid', 'clearError', 'forgetRefusedDate'] },
        },
        saveFailed: {},
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveBook',
        src: 'saveBook',
        input: ({ context: { id, titulo, escritor, price, date, ativo } }) => ({ id, fields: { titulo, escritor, price, date, ativo } }),
        onDone: { target: 'saved', actions: { type: 'reportSaved', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'dateRefused', params: ({ event }) => toApiFailure(event.error) },
            target: 'editing.dateOutOfRange',
            actions: ['markDate', 'rememberRefusedDate', { type: 'setError', params: { message: bookFormMessages.dateOutOfRange } }],
          },
          { target: 'editing.saveFailed', actions: { type: 'setError', params: { message: bookFormMessages.saveFailed } } },
        ],
      },
    },
    saved: {
      type: 'final',
    },
  },
})

export type BookFormMachine = typeof bookFormMachine
