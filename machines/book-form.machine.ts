// Book form: create (livroId 0) or load-then-update a book; required fields, price rules, the release
// day's range, save. SPEC §2 Book form, §5 Book form validation, §8 Books errors; DESIGN §9 date range.
import { assign, not, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Book } from '@/api/schemas/book'
import { FIRST_USER_DAY, LAST_USER_DAY } from '@/api/schemas/calendar'
import { amountToCents, formatPrice, normalizePriceInput, parsePrice } from '@/api/schemas/money'
import type { ApiFailure } from '@/api/errors'
import { fieldMessages } from './field-messages'

export const bookFormMessages = {
  allFieldsRequired: msg`All fields are required!`,
  invalidPrice: msg`Invalid price!`,
  /** DESIGN §9: the same text as the API's date_out_of_range (and the entry forms'). */
  dateOutOfRange: fieldMessages.date_out_of_range,
  loadFailed: msg`Error fetching book.`,
  saveFailed: msg`Error registering book, please try again!`,
}

export type BookTextField = 'titulo' | 'escritor' | 'price' | 'date'

export interface BookFormContext {
  /** 0 creates a book; any other id updates that book. */
  id: number
  titulo: string
  escritor: string
  /** The price as the input shows it ('19,99'), already normalised (src/api/schemas/money.ts). */
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
  | { type: 'book.loaded'; book: Book }
  | { type: 'book.loadFailed'; error: ApiFailure }
  | { type: 'book.saved'; book: Book }
  | { type: 'book.saveFailed'; error: ApiFailure }

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** DESIGN §9: a release day from 1900-01-01 to 2099-12-31 (the date input's min and max). */
const isUserDay = (day: string): boolean => ISO_DAY.test(day) && day >= FIRST_USER_DAY && day <= LAST_USER_DAY

/** The fields SPEC §5 requires that are still empty. */
function missingFields(context: BookFormContext): BookTextField[] {
  const missing: BookTextField[] = []
  if (context.titulo.trim() === '') missing.push('titulo')
  if (context.escritor.trim() === '') missing.push('escritor')
  if (context.price === '') missing.push('price')
  if (!ISO_DAY.test(context.date)) missing.push('date')
  return missing
}

export const bookFormMachine = setup({
  types: {
    context: {} as BookFormContext,
    events: {} as BookFormEvent,
    input: {} as BookFormInput,
    tags: {} as 'busy',
  },
  actions: {
    // Effects: book-form.actors.ts (API calls) and the view (navigation to /livros once saved).
    fetchBook: () => {},
    saveBook: () => {},
    reportSaved: () => {},
    assignField: assign(({ event }) => {
      if (event.type !== 'field.change') return {}
      if (event.field === 'price') return { price: normalizePriceInput(event.value) }
      return { [event.field]: event.value }
    }),
    assignAtivo: assign(({ event }) => (event.type === 'ativo.change' ? { ativo: event.value } : {})),
    assignBook: assign(({ event }) =>
      event.type === 'book.loaded'
        ? {
            titulo: event.book.titulo,
            escritor: event.book.Escritor,
            price: formatPrice(amountToCents(event.book.preco)),
            // The form uses the date part (SPEC §3); the API stores release days at 00:00 UTC.
            date: event.book.dataLancamento.slice(0, 10),
            ativo: event.book.ativo,
          }
        : {},
    ),
    markMissing: assign(({ context }) => ({ invalid: missingFields(context) })),
    markPrice: assign({ invalid: ['price'] as BookTextField[] }),
    markDate: assign({ invalid: ['date'] as BookTextField[] }),
    rememberRefusedDate: assign(({ context }) => ({ refusedDate: context.date })),
    forgetRefusedDate: assign({ refusedDate: null }),
    /** A marked field that is filled in now loses its marking; the others keep theirs (issue 10 §13). */
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
    priceInvalid: ({ context }) => parsePrice(context.price) === null,
    /** Outside 1900-01-01..2099-12-31, or the day the API just refused as such. */
    dateOutOfRange: ({ context }) => !isUserDay(context.date) || context.date === context.refusedDate,
    dateRefused: ({ event }) => event.type === 'book.saveFailed' && event.error.fieldErrors?.dataLancamento === 'date_out_of_range',
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
      entry: 'fetchBook',
      on: {
        'book.loaded': { target: 'editing', actions: 'assignBook' },
        'book.loadFailed': { target: 'loadFailed', actions: { type: 'setError', params: { message: bookFormMessages.loadFailed } } },
      },
    },
    loadFailed: {
      on: { 'load.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      initial: 'idle',
      on: {
        'field.change': { actions: 'assignField' },
        'ativo.change': { actions: 'assignAtivo' },
        'form.submit': 'validating',
      },
      states: {
        idle: {},
        // The error summary and the red fields follow the corrections (issue 10 §13): each field clears
        // as it becomes valid, the summary when they all are; a new submit validates everything again.
        incomplete: {
          on: { 'field.change': { actions: ['assignField', 'unmarkFilled'] } },
          always: { guard: not('fieldsMissing'), target: 'idle', actions: ['clearInvalid', 'clearError'] },
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
    validating: {
      always: [
        {
          guard: 'fieldsMissing',
          target: 'editing.incomplete',
          actions: ['markMissing', { type: 'setError', params: { message: bookFormMessages.allFieldsRequired } }],
        },
        {
          guard: 'priceInvalid',
          target: 'editing.invalidPrice',
          actions: ['markPrice', { type: 'setError', params: { message: bookFormMessages.invalidPrice } }],
        },
        {
          guard: 'dateOutOfRange',
          target: 'editing.dateOutOfRange',
          actions: ['markDate', { type: 'setError', params: { message: bookFormMessages.dateOutOfRange } }],
        },
        { target: 'saving', actions: ['clearInvalid', 'clearError'] },
      ],
    },
    saving: {
      tags: 'busy',
      entry: 'saveBook',
      on: {
        'book.saved': 'saved',
        'book.saveFailed': [
          {
            guard: 'dateRefused',
            target: 'editing.dateOutOfRange',
            actions: ['markDate', 'rememberRefusedDate', { type: 'setError', params: { message: bookFormMessages.dateOutOfRange } }],
          },
          { target: 'editing.saveFailed', actions: { type: 'setError', params: { message: bookFormMessages.saveFailed } } },
        ],
      },
    },
    saved: {
      type: 'final',
      entry: 'reportSaved',
    },
  },
})

export type BookFormMachine = typeof bookFormMachine
