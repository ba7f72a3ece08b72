// Model-based paths of the entry form machine, replayed against the real add/edit modal: the
// paths come from the machine with getShortestPaths (xstate/graph), its actors' answers named as
// xstate.done/error.actor.loadCategories and .saveEntry; the replay types into the real inputs, clicks the
// real buttons and settles the held actors when the path says so. The modal renders the actor as the
// entries page does (it goes once the machine is done). Three models: a new entry (filled field by field,
// its bank account last), an entry in edit (its account archived since) and an occurrence of a recurring
// series edited "this and the following" (the series' save, xstate.done/error.actor.saveSeries); coverage is
// counted over all. "+ New category" spawns the inline create (its end: xstate.done.actor.inlineCreate, replayed
// by typing the name in the real small form and settling its held createItem).
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { accountIdOf, selectableAccounts } from '@machines/finance/entries/entry-accounts'
import { categoriesOfType, entryFormMachine, entryRequest, statusOptionsFor } from '@machines/finance/entries/entry-form.machine'
import { inlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateOutput } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateRequest } from '@machines/finance/registries/inline-create.actors'
import type { AccountHolder } from '@contract/account-holder'
import type { EntryFormContext, EntryFormEvent, EntryFormField, SeriesEdit } from '@machines/finance/entries/entry-form.machine'
import type { Recurrence } from '@contract/recurrence'
import { ApiError } from '@/api/errors'
import type { EntryCreateInput } from '@/api/entries'
import type { Category } from '@contract/category'
import type { Entry } from '@contract/entry'
import { displayAmount } from '@/components/amount-input/amount-input'
import { EntryFormModal } from '@/views/finance/entries/entry-modals'
import { bankAccounts } from '../fixtures/entry-accounts'
import { bankCard } from '../fixtures/bank-cards'
import { categories, monthEntries } from '../fixtures/entries'
import { recurrence } from '../fixtures/recurrences'
import { settle } from '../views/support'
import { reportCoverage, serializeByTransition } from './coverage'
import { actorOfEvent, coveringPaths, heldActor, type ActorAnswer, type ActorDone } from './held-actors'
import { renderChildModal } from './child-modal'
import { replay } from './harness'

const TODAY = '2026-11-20'
/** A card with statement days: the form offers it (and the model checks its select stays empty). */
const statementCardsFixture = [bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '0123', diaFechamento: 3, diaVencimento: 10 })]
/** A new entry is filled in this order, one field per step. */
const fill: [EntryFormField, string][] = [
  ['descricao', 'Luz'],
  ['observacao', 'Débito automático'],
  ['valor', '12,50'],
  ['tipoLancamento', 'Despesa'],
  ['situacao', 'A Pagar'],
  ['categoriaId', '2'],
  ['contaBancariaId', '7'],
]
const saved = monthEntries[2]!
const series = recurrence(30, { descricao: 'Conta de Água', valor: 80.1, categoriaId: 2 })
/** The category "+ New category" makes. */
const created: Category = { id: 60, nomeCategoria: 'Academia', tipoCategoria: 'Despesa' }

type ModelEvent =
  | EntryFormEvent
  | ActorAnswer<{ loadCategories: Category[]; saveEntry: Entry; saveSeries: Recurrence }>
  | ActorDone<{ inlineCreate: InlineCreateOutput }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as EntryFormContext
  return [context.form.values, context.form.errors, context.categories.length, context.error?.id ?? null, context.creatingCategory]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as EntryFormContext
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadCategories', output: categories },
    { type: 'xstate.error.actor.loadCategories', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'xstate.done.actor.saveEntry', output: saved },
    { type: 'xstate.error.actor.saveEntry', error: new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { descricao: 'too_long' } }) },
    { type: 'xstate.done.actor.saveSeries', output: series },
    { type: 'xstate.error.actor.saveSeries', error: new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { valor: 'invalid_amount' } }) },
    { type: 'category.new' },
  ]
  if (context.creatingCategory && snapshot.status === 'active') events.push({ type: 'xstate.done.actor.inlineCreate', output: { outcome: 'created', kind: 'category', item: created } })
  const next = fill.find(([field]) => context.form.values[field] === '')
  // The category select has options only once the categories loaded.
  if (next && (next[0] !== 'categoriaId' || context.categories.length > 0)) events.push({ type: 'field.change', field: next[0], value: next[1] })
  return events.filter((event) => snapshot.can(event as EntryFormEvent))
}

const pathsFor = (entry: Entry | null, seriesEdit: SeriesEdit | null = null) =>
  coveringPaths(
    entryFormMachine,
    getShortestPaths(entryFormMachine, {
      input: { entry, today: TODAY, accounts: bankAccounts, cards: statementCardsFixture, series: seriesEdit },
      events: (snapshot) => eventsFor(snapshot) as EntryFormEvent[],
      serializeState: serializeByTransition(entryFormMachine, project),
    }),
  )

/** An occurrence of a monthly series (its id 30), and its edit from the occurrence's date on. */
const occurrence: Entry = { ...monthEntries[2]!, recorrenciaId: 30, dataOcorrencia: '2026-11-03' }
const following: SeriesEdit = { recorrenciaId: 30, aPartirDe: '2026-11-03' }
const models: { name: string; entry: Entry | null; seriesEdit: SeriesEdit | null; paths: ReturnType<typeof pathsFor> }[] = [
  { name: 'new entry', entry: null, seriesEdit: null, paths: pathsFor(null) },
  { name: 'entry in edit', entry: { ...monthEntries[2]!, contaBancariaId: 9 }, seriesEdit: null, paths: pathsFor({ ...monthEntries[2]!, contaBancariaId: 9 }) },
  { name: 'occurrence edited this and the following', entry: occurrence, seriesEdit: following, paths: pathsFor(occurrence, following) },
]

const labels: Record<EntryFormField, string> = {
  dataLancamento: 'Date',
  descricao: 'Description',
  observacao: 'Note',
  valor: 'Amount (R$)',
  tipoLancamento: 'Type',
  situacao: 'Status',
  categoriaId: 'Category',
  contaBancariaId: 'Bank account',
  cartaoId: 'Card',
}

function describePath(path: { steps: ReadonlyArray<{ event: { type: string } }> }): string {
  const events = path.steps.map((s) => s.event as ModelEvent | { type: 'xstate.init' }).filter((event) => event.type !== 'xstate.init')
  return events.map((event) => (event.type === 'field.change' ? `field.change(${event.field})` : event.type)).join(' → ') || 'initial state'
}

describe('entry form machine × entry modal', () => {
  afterAll(() => {
    const coverage = reportCoverage(
      entryFormMachine,
      models.flatMap((model) => model.paths),
    )
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const { name, entry, seriesEdit, paths } of models) {
    describe(name, () => {
      for (const path of paths) {
        it(describePath(path), async () => {
          const held = {
            loadCategories: heldActor<Category[]>(),
            saveEntry: heldActor<Entry, { id: number | null; entry: EntryCreateInput }>(),
            saveSeries: heldActor<Recurrence, SeriesEdit & { entry: EntryCreateInput }>(),
          }
          const createItem = heldActor<Category | AccountHolder, InlineCreateRequest>()
          const logic = entryFormMachine.provide({
            actors: {
              loadCategories: held.loadCategories.logic,
              saveEntry: held.saveEntry.logic,
              saveSeries: held.saveSeries.logic,
              inlineCreate: inlineCreateMachine.provide({ actors: { createItem: createItem.logic } }),
            },
          })
          const { actor, ended } = await renderChildModal(logic, { entry, today: TODAY, accounts: bankAccounts, cards: statementCardsFixture, series: seriesEdit }, EntryFormModal)
          const dialog = () => screen.getByRole('dialog', { name: entry ? 'Edit entry' : 'New entry' })
          const control = (field: EntryFormField) => within(dialog()).getByLabelText(labels[field]) as HTMLInputElement | HTMLSelectElement
          /** Every input shows its value and its mark; the status and category options follow the type. */
          const form = (state: AnyMachineSnapshot) => {
            const context = state.context as EntryFormContext
            expect(project(actor.getSnapshot())).toEqual(project(state))
            for (const field of Object.keys(labels) as EntryFormField[]) {
              // Amounts show with the page's separator; the machine keeps '80,10'.
              expect(control(field)).toHaveValue(field === 'valor' ? displayAmount(context.form.values[field], 'en') : context.form.values[field])
              expect(control(field).getAttribute('aria-invalid')).toBe(context.form.errors[field] ? 'true' : null)
            }
            const options = (field: EntryFormField) => [...(control(field) as HTMLSelectElement).options].slice(1).map((option) => option.value)
            expect(options('situacao')).toEqual([...statusOptionsFor(context.form.values.tipoLancamento)])
            expect(options('categoriaId')).toEqual(categoriesOfType(context.categories, context.form.values.tipoLancamento).map((c) => String(c.id)))
            // None, then the accounts in use and the one chosen even if archived (the edited entry's).
            expect(options('contaBancariaId')).toEqual(selectableAccounts(context.accounts, accountIdOf(context.form.values.contaBancariaId)).map((account) => String(account.id)))
            const alert = within(dialog()).queryByRole('alert')
            if (context.error) expect(alert).toHaveTextContent(context.error.message!)
            else expect(alert).toBeNull()
            // An occurrence's series edit says what it changes.
            const note = within(dialog()).queryByText(/apply to this occurrence and the following ones/)
            expect(note !== null).toBe(seriesEdit !== null)
            // The small category form is open exactly while the machine says so; the button waits for a type.
            expect(within(dialog()).queryByRole('group', { name: 'New category' }) !== null).toBe(context.creatingCategory)
            const opener = within(dialog()).getByRole('button', { name: '+ New category' })
            if (context.form.values.tipoLancamento === '' || context.creatingCategory) expect(opener).toBeDisabled()
          }
          const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
            loading: (state) => {
              form(state)
              expect((control('categoriaId') as HTMLSelectElement).options[0]).toHaveTextContent('Loading categories…')
              expect(within(dialog()).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true')
            },
            editing: (state) => {
              form(state)
              expect(within(dialog()).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled')
            },
            saving: (state) => {
              form(state)
              expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
              expect(control('descricao')).toHaveAttribute('readonly')
              expect(within(dialog()).getAllByRole('button', { name: 'Cancel' }).at(-1)).toBeDisabled()
              const original = (state.context as EntryFormContext).original
              expect(held.saveEntry.runs.at(-1)!.input).toEqual({ id: original?.id ?? null, entry: entryRequest((state.context as EntryFormContext).form.values, original) })
            },
            savingSeries: (state) => {
              form(state)
              expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
              expect(held.saveEntry.runs).toHaveLength(0)
              expect(held.saveSeries.runs.at(-1)!.input).toEqual({ ...following, entry: entryRequest((state.context as EntryFormContext).form.values, occurrence) })
            },
            // A series' save names the occurrence that was edited.
            saved: () => ended({ outcome: 'saved', entry: seriesEdit ? occurrence : saved }),
            closed: () => ended({ outcome: 'closed' }),
          }
          const perform = (event: ModelEvent): Promise<void> => {
            switch (event.type) {
              case 'field.change':
                // The English input: amounts typed the English way (the machine keeps them the Portuguese way).
                return settle(() => fireEvent.change(control(event.field), { target: { value: event.field === 'valor' ? displayAmount(event.value, 'en') : event.value } }))
              case 'form.submit':
                return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' })))
              case 'form.cancel':
                // The dialog's own Cancel (the small form has one too).
                return settle(() => fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Cancel' }).at(-1)!))
              case 'category.new':
                return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: '+ New category' })))
              case 'xstate.done.actor.inlineCreate': {
                const group = within(dialog()).getByRole('group', { name: 'New category' })
                return settle(async () => {
                  fireEvent.change(within(group).getByLabelText('New category name'), { target: { value: 'Academia' } })
                  fireEvent.click(within(group).getByRole('button', { name: 'Create' }))
                  expect(createItem.runs.at(-1)!.input).toMatchObject({ kind: 'category', nomeCategoria: 'Academia' })
                  createItem.runs.at(-1)!.resolve(event.output.outcome === 'created' ? event.output.item : created)
                })
              }
              default:
                return settle(() => held[actorOfEvent(event.type) as keyof typeof held].settle(event))
            }
          }
          await replay(path, () => actor, perform, (state) => checks[state.value as string]!(state))
        })
      }
    })
  }
})
