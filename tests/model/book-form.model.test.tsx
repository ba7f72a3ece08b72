// Model-based paths of the book form machine, replayed against the
// real book form view: getShortestPaths from xstate/graph with the actors' answers named as
// xstate.done/error.actor.<loadBook|saveBook>, then the paths that cover every transition. Two models:
// livroId 0 (register) and livroId 7 (load, then update); coverage is counted over both. The replay types
// in the real inputs, picks Active, clicks the buttons and settles the held load and save.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { bookFormMachine } from '@machines/books/book-form.machine'
import type { BookFormContext, BookFormEvent, BookTextField } from '@machines/books/book-form.machine'
import type { BookFormFields } from '@machines/books/book-form.actors'
import { ApiError } from '@/api/errors'
import { parseAmountInput } from '@contract/money'
import type { Book } from '@contract/book'
import BookFormView from '@/views/books/book-form-view'
import { displayAmount } from '@/components/amount-input/amount-input'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { actorOfEvent, coveringPaths, heldActor, actorErrors } from './held-actors'

const stored: Book = { code: 7, titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.9, dataLancamento: '1909-05-10T00:00:00.000Z', ativo: false }

type ModelEvent =
  | BookFormEvent
  | { type: `xstate.done.actor.${'loadBook' | 'saveBook'}`; output: Book }
  | { type: `xstate.error.actor.${'loadBook' | 'saveBook'}`; error: unknown }

const events: ModelEvent[] = [
  { type: 'field.change', field: 'titulo', value: 'Iracema' },
  { type: 'field.change', field: 'escritor', value: 'José de Alencar' },
  { type: 'field.change', field: 'price', value: '12,50' },
  { type: 'field.change', field: 'price', value: '0' },
  { type: 'field.change', field: 'date', value: '1965-05-01' },
  // Outside 1450-01-01..2099-12-31.
  { type: 'field.change', field: 'date', value: '1449-12-31' },
  // A minus is refused with its message.
  { type: 'field.change', field: 'price', value: '-5' },
  { type: 'ativo.change', value: false },
  { type: 'ativo.change', value: true },
  { type: 'form.submit' },
  { type: 'load.retry' },
  { type: 'xstate.done.actor.loadBook', output: stored },
  ...actorErrors('loadBook', [new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }), new ApiError({ status: 500, code: 'internal_error', message: 'x' })]),
  { type: 'xstate.done.actor.saveBook', output: stored },
  { type: 'xstate.error.actor.saveBook', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
  {
    type: 'xstate.error.actor.saveBook',
    error: new ApiError({ status: 400, code: 'date_out_of_range', message: 'x', fieldErrors: { dataLancamento: 'date_out_of_range' } }),
  },
]

/** What names a model state besides its value: the inputs of the guards and of the marks on screen
 * (the Active select is compared with the live actor on every step, but does not split states). */
const project = (context: BookFormContext) => [
  context.titulo.trim() !== '',
  context.escritor.trim() !== '',
  context.price === '' ? 'empty' : parseAmountInput(context.price) === null ? 'invalid' : 'valid',
  context.date === '' ? 'empty' : context.date >= '1450-01-01' && context.date <= '2099-12-31' ? 'in' : 'out',
  context.refusedDate === null ? null : context.date === context.refusedDate ? 'refused' : 'changed',
  context.invalid,
  context.error?.id ?? null,
]

// Typed as any machine: its paths also carry the actors' answers, which are no BookFormEvent.
const model: AnyStateMachine = bookFormMachine
const pathsFor = (id: number) =>
  coveringPaths(
    model,
    getShortestPaths(model, {
      input: { id },
      events: (snapshot) => {
        const context = snapshot.context as BookFormContext
        return events.filter((event) => {
          // A change to the value a field already has is no event in a real input.
          if (event.type === 'field.change' && context[event.field] === event.value) return false
          if (event.type === 'ativo.change' && context.ativo === event.value) return false
          return snapshot.can(event)
        })
      },
      serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => project(s.context as BookFormContext)),
    }),
  )

const models = [
  { id: 0, paths: pathsFor(0) },
  { id: 7, paths: pathsFor(7) },
]

const label: Record<BookTextField, string> = { titulo: 'Title', escritor: 'Author', price: 'Price (R$)', date: 'Publication date' }
const fields = Object.keys(label) as BookTextField[]

const describePath = (path: (typeof models)[number]['paths'][number]) =>
  path.steps
    .slice(1)
    .map((step) => {
      const event = step.event as ModelEvent
      if (event.type === 'field.change') return `${event.field} ${event.value}`
      if (event.type === 'ativo.change') return `active ${String(event.value)}`
      if ('error' in event && event.error instanceof ApiError) return `${event.type.replace('xstate.', '')} (${event.error.code})`
      return event.type.replace('xstate.', '')
    })
    .join(' → ') || 'initial state'

describe('book form machine × book form view', () => {
  afterAll(() => expectFullCoverage(bookFormMachine, models.flatMap((model) => model.paths)))

  for (const { id, paths } of models) {
    describe(`livroId ${id}`, () => {
      for (const path of paths) {
        it(describePath(path), async () => {
          const held = { loadBook: heldActor<Book, { id: number }>(), saveBook: heldActor<Book, { id: number; fields: BookFormFields }>() }
          const logic = bookFormMachine.provide({ actors: { loadBook: held.loadBook.logic, saveBook: held.saveBook.logic } })
          const app = await renderApp({ path: `/livros/cadastrar/${id}` }, <BookFormView params={{ livroId: String(id) }} logic={logic} />)
          await settle()
          // The actor is done once saved: keep the last running one to compare with.
          let current: ReturnType<typeof app.actors.byId> | undefined
          const actor = () => {
            try {
              current = app.actors.byId('bookForm')
            } catch (error) {
              if (!current) throw error
            }
            return current
          }
          const user = userEvent.setup()
          const input = (field: BookTextField) => screen.getByLabelText(label[field])
          const submitName = id === 0 ? 'Register' : 'Update'
          const alertText = () => screen.queryByRole('alert')?.textContent ?? null
          /** The form shows the live context (the model's snapshot may hold other sample values). */
          const formMatches = (state: { context: BookFormContext }) => {
            const { context } = actor().getSnapshot() as { context: BookFormContext }
            expect(project(context)).toEqual(project(state.context))
            expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(id === 0 ? 'Register New Book' : 'Update Book')
            for (const field of fields) {
              // The English page shows the amount with a dot; the machine keeps '12,50'.
              expect(input(field)).toHaveValue(field === 'price' ? displayAmount(context.price, 'en') : context[field])
              if (context.invalid.includes(field)) expect(input(field)).toHaveAttribute('aria-invalid', 'true')
              else expect(input(field)).not.toHaveAttribute('aria-invalid')
            }
            expect(screen.getByRole('combobox', { name: 'Active' })).toHaveValue(String(context.ativo))
          }
          const editing = (state: { context: BookFormContext }, message: string | null) => {
            formMatches(state)
            expect(alertText()).toBe(message)
            expect(screen.getByRole('button', { name: submitName })).toBeEnabled()
            expect(app.path()).toBe(`/livros/cadastrar/${id}`)
          }
          const checks: Record<string, (state: { context: BookFormContext }) => void> = {
          loading: () => {
            expect(screen.getByRole('status')).toHaveTextContent('Loading book…')
            expect(screen.queryByRole('textbox')).toBeNull()
            expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Update Book')
          },
          notFound: () => {
            expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Book not found')
            expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
            expect(screen.queryByRole('textbox')).toBeNull()
            expect(screen.getByRole('link', { name: 'Back to books' })).toBeInTheDocument()
          },
          loadFailed: () => {
            expect(alertText()).toBe('Error fetching book.')
            expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
            expect(screen.queryByRole('textbox')).toBeNull()
          },
          'editing.idle': (state) => editing(state, null),
          'editing.incomplete': (state) => editing(state, 'All fields are required!'),
          'editing.invalidPrice': (state) => {
            editing(state, 'Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).')
            expect(input('price')).toHaveAttribute('aria-invalid', 'true')
          },
          'editing.negativePrice': (state) => {
            editing(state, 'Invalid price! A price cannot be negative: use an amount from 0.01 to 999,999,999,999.99 (e.g. 19.99).')
            expect(input('price')).toHaveAttribute('aria-invalid', 'true')
            expect(input('price')).not.toHaveValue('5')
          },
          'editing.dateOutOfRange': (state) => {
            editing(state, 'The publication date must be between 1450-01-01 and 2099-12-31.')
            expect(input('date')).toHaveAttribute('aria-invalid', 'true')
            expect(input('date')).toHaveAccessibleDescription('The publication date must be between 1450-01-01 and 2099-12-31.')
          },
          'editing.saveFailed': (state) => editing(state, 'Error registering book, please try again!'),
          saving: (state) => {
            formMatches(state)
            expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
            for (const field of fields) expect(input(field)).toHaveAttribute('readonly')
            expect(screen.getByRole('combobox', { name: 'Active' })).toBeDisabled()
          },
          saved: () => {
            expect(app.path()).toBe('/livros')
            expect(actor().getSnapshot().status).toBe('done')
          },
          }
          const perform: Record<string, (event: EventObject) => Promise<void>> = {
            'field.change': async (event) => {
              const { field, value } = event as BookFormEvent & { type: 'field.change' }
              // The English input: a price typed the English way (the machine keeps it the Portuguese way).
              fireEvent.change(input(field), { target: { value: field === 'price' ? displayAmount(value, 'en') : value } })
            },
            'ativo.change': async (event) => {
              const { value } = event as BookFormEvent & { type: 'ativo.change' }
              await user.selectOptions(screen.getByRole('combobox', { name: 'Active' }), value ? 'Yes' : 'No')
            },
            'form.submit': () => user.click(screen.getByRole('button', { name: submitName })),
            'load.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
          }
          for (const step of path.steps) {
            const event = step.event
            const actorId = actorOfEvent(event.type) as keyof typeof held | undefined
            if (actorId) await settle(() => held[actorId].settle(event))
            else if (event.type !== 'xstate.init') await settle(() => perform[event.type]!(event))
            expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
            const value = step.state.value as string | { editing: string }
            checks[typeof value === 'string' ? value : `editing.${value.editing}`]!(step.state as { context: BookFormContext })
          }
        })
      }
    })
  }
})
