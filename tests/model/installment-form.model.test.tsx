// Model-based paths of the installment form machine, replayed against the real add/edit modal:
// getShortestPaths (xstate/graph) with the save's answers as xstate.done/error.actor.savePlan, settled on a
// held actor; coveringPaths keeps the fewest that take every transition. The modal renders the actor as the
// installments page does (it goes once the machine is done). Two models: a new plan (filled field by field)
// and an edited one; coverage counts both. "+ New account holder" and "+ New category" spawn the inline create
// (its end, xstate.done.actor.inlineCreate, replayed by typing the name in the real small form).
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { inlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateOutput } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateRequest } from '@machines/finance/registries/inline-create.actors'
import { installmentFormMachine, planFields, planInput } from '@machines/finance/plans/installment-form.machine'
import type { InstallmentFormContext, InstallmentFormEvent, PlanField } from '@machines/finance/plans/installment-form.machine'
import { ApiError } from '@/api/errors'
import type { InstallmentPlanInput } from '@/api/installments'
import type { AccountHolder } from '@contract/account-holder'
import type { Category } from '@contract/category'
import type { InstallmentPlan, MonthlyInstallment } from '@contract/installment'
import { displayAmount } from '@/components/amount-input/amount-input'
import { InstallmentFormModal } from '@/views/finance/plans/installment-form-modal'
import { settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer, type ActorDone } from './held-actors'
import { renderChildModal } from './child-modal'
import { replay } from './harness'
import { bankCard } from '../fixtures/bank-cards'

const holders = [
  { id: 1, nomePessoa: 'Maria' },
  { id: 2, nomePessoa: 'João' },
]
const cards = [bankCard({ id: 5, nomeUsuario: 'Maria', nomeBanco: 'Nubank' })]
/** What the small forms create. */
const newHolder: AccountHolder = { id: 9, nomePessoa: 'Carla' }
const newCategory: Category = { id: 60, nomeCategoria: 'Eletrodomésticos', tipoCategoria: 'Despesa' }
const inlineLabel = { holder: { group: 'New account holder', name: "New account holder's name", value: 'Carla' }, category: { group: 'New category', name: 'New category name', value: 'Eletrodomésticos' } }
const stored: InstallmentPlan = {
  id: 4,
  descricao: 'Sofá',
  valorTotal: 10,
  numeroParcelas: 3,
  dataPrimeiraParcela: '2027-01-31T03:00:00.000Z',
  intervaloParcelas: 30,
  pessoaContaId: 1,
  cartaoId: 5,
  categoriaId: null,
  situacao: 'Pendente',
}

const label: Record<PlanField, string> = {
  descricao: 'Description',
  valorTotal: 'Total value (R$)',
  numeroParcelas: 'Number of installments',
  dataPrimeiraParcela: 'First due date',
  intervaloParcelas: 'Interval',
  pessoaContaId: 'Account holder',
  cartaoId: 'Card',
  categoriaId: 'Category (optional)',
  situacao: 'Status',
}
/** A new plan is filled in this order; each value is valid. */
const fills: [PlanField, string][] = [
  ['descricao', 'Geladeira'],
  ['valorTotal', '833,30'],
  ['numeroParcelas', '10'],
  ['pessoaContaId', '2'],
]
const TOO_SMALL = '0,02'

/** What names a model state: which fields hold something, the marks, the message, whether a preview shows. */
const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as InstallmentFormContext
  return [
    planFields.filter((field) => context.form.values[field] !== ''),
    context.form.values.valorTotal === TOO_SMALL,
    context.form.errors,
    context.error?.id ?? null,
    context.preview !== null,
    context.paid.length,
    context.paidUnknown,
    context.creating,
    context.holders.length,
    context.categories.length,
  ]
}

type ModelEvent =
  | InstallmentFormEvent
  | ActorAnswer<{ savePlan: InstallmentPlan; loadInstallments: MonthlyInstallment[] }>
  | ActorDone<{ inlineCreate: InlineCreateOutput }>

/** The edited plan's installments: the first paid (its 3,34 stays), the other two to pay. */
const installments: MonthlyInstallment[] = [1, 2, 3].map((numeroParcela) => ({
  id: 40 + numeroParcela,
  numeroParcela,
  dataVencimento: '2027-01-31T03:00:00.000Z',
  dataPagamento: numeroParcela === 1 ? '2027-01-31T15:00:00.000Z' : null,
  valorParcela: numeroParcela === 1 ? 3.34 : 3.33,
  valorPago: numeroParcela === 1 ? 3.5 : null,
  situacao: numeroParcela === 1 ? 'Pago' : 'A Pagar',
}))

/** `amount`: the valid total the model restores after making it too small (the edited plan's own, or the new plan's). */
const eventsFor = (amount: string) => (snapshot: AnyMachineSnapshot): ModelEvent[] => {
  const context = snapshot.context as InstallmentFormContext
  if (snapshot.value === 'loadingInstallments') {
    return [
      { type: 'xstate.done.actor.loadInstallments', output: installments },
      { type: 'xstate.error.actor.loadInstallments', error: new ApiError({ status: 0, code: 'network_error', message: 'offline' }) },
      { type: 'form.cancel' },
      // The fields take typing while the installments load.
      ...(context.form.values.intervaloParcelas === '30' ? [{ type: 'field.change' as const, field: 'intervaloParcelas' as const, value: '7' }] : []),
    ]
  }
  // The small form ends whatever the form is doing meanwhile.
  const inlineDone: ModelEvent[] =
    context.creating === null || snapshot.status !== 'active'
      ? []
      : [{ type: 'xstate.done.actor.inlineCreate', output: context.creating === 'holder' ? { outcome: 'created', kind: 'holder', item: newHolder } : { outcome: 'created', kind: 'category', item: newCategory } }]
  if (snapshot.value === 'saving') {
    return [
      ...inlineDone,
      { type: 'xstate.done.actor.savePlan', output: stored },
      { type: 'xstate.error.actor.savePlan', error: new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { PessoaContaId: 'unknown_account_holder' } }) },
    ]
  }
  if (snapshot.value !== 'editing') return []
  const events: ModelEvent[] = [{ type: 'form.submit' }, { type: 'form.cancel' }, ...inlineDone]
  // A holder or a category made in place, while none is chosen yet.
  if (context.creating === null && context.form.values.pessoaContaId === '') events.push({ type: 'inline.open', kind: 'holder' })
  if (context.creating === null && context.form.values.categoriaId === '' && context.holders.length > holders.length) events.push({ type: 'inline.open', kind: 'category' })
  const next = fills.find(([field]) => context.form.values[field] === '')
  if (next) events.push({ type: 'field.change', field: next[0], value: next[1] })
  else {
    // Complete: the amount becomes too small for the count (no preview, a mark on submit) and back; the edit model changes its interval.
    events.push({ type: 'field.change', field: 'valorTotal', value: context.form.values.valorTotal === TOO_SMALL ? amount : TOO_SMALL })
    events.push({ type: 'field.change', field: 'intervaloParcelas', value: context.form.values.intervaloParcelas === '30' ? '7' : '30' })
  }
  // A server refusal marked the person: choosing another clears it.
  if (context.form.errors.pessoaContaId === 'unknown_account_holder') events.push({ type: 'field.change', field: 'pessoaContaId', value: '1' })
  return events.filter((event) => snapshot.can(event))
}

/** The machine as the graph sees it: its events include the save's answers. */
const graphed: AnyStateMachine = installmentFormMachine
const pathsFor = (plan: InstallmentPlan | null) =>
  coveringPaths(
    graphed,
    getShortestPaths(graphed, {
      input: { plan, holders, cards, categories: [], today: '2026-11-05' },
      events: eventsFor(plan ? '10,00' : '833,30'),
      serializeState: serializeByTransition(graphed, project),
    }),
  )

const models = [
  { name: 'new plan', plan: null, paths: pathsFor(null) },
  { name: 'edited plan', plan: stored, paths: pathsFor(stored) },
]

describe('installment form machine × add/edit modal', () => {
  afterAll(() => expectFullCoverage(installmentFormMachine, models.flatMap((model) => model.paths)))

  for (const { name, plan, paths } of models) {
    describe(name, () => {
      for (const path of paths) {
        const steps = path.steps
          .map(({ event }) => (event.type === 'field.change' ? `${event.field}=${(event as { value: string }).value}` : event.type))
          .filter((step) => step !== 'xstate.init')
        it(steps.join(' → ') || 'opens', async () => {
          const savePlan = heldActor<InstallmentPlan, { planId: number | null; plan: InstallmentPlanInput }>()
          const loadInstallments = heldActor<MonthlyInstallment[], { planId: number }>()
          const createItem = heldActor<Category | AccountHolder, InlineCreateRequest>()
          const logic = installmentFormMachine.provide({
            actors: { savePlan: savePlan.logic, loadInstallments: loadInstallments.logic, inlineCreate: inlineCreateMachine.provide({ actors: { createItem: createItem.logic } }) },
          })
          const { actor, ended } = await renderChildModal(logic, { plan, holders, cards, categories: [], today: '2026-11-05' }, InstallmentFormModal, { path: '/financas/parcelamento' })
          const dialog = () => screen.getByRole('dialog', { name: plan ? 'Edit installment plan' : 'New installment plan' })
          const field = (name: PlanField) => within(dialog()).getByLabelText(label[name]) as HTMLInputElement | HTMLSelectElement
          const submitName = plan ? 'Save changes' : 'Create plan'
          const formShows = (state: AnyMachineSnapshot) => {
            const { context } = actor.getSnapshot()
            expect(project(actor.getSnapshot())).toEqual(project(state))
            for (const name of planFields) {
              // Amounts show with the page's separator; the machine keeps '833,30'.
              expect(field(name)).toHaveValue(name === 'valorTotal' ? displayAmount(context.form.values[name], 'en') : context.form.values[name])
              expect(field(name).getAttribute('aria-invalid')).toBe(context.form.errors[name] ? 'true' : null)
            }
            // A small form is open exactly while the machine says so, under its select.
            for (const kind of ['holder', 'category'] as const) expect(within(dialog()).queryByRole('group', { name: inlineLabel[kind].group }) !== null).toBe(context.creating === kind)
            expect([...(field('pessoaContaId') as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', ...context.holders.map((holder) => String(holder.id))])
            const preview = within(dialog()).getByTestId('schedule-preview')
            // The edited plan's first installment is paid: it keeps its 3,34 in its place.
            const split = plan ? '1 × R$ 3.34 (paid) + 2 × R$ 3.33' : '10 × R$ 83.33'
            if (actor.getSnapshot().matches('loadingInstallments')) expect(preview).toHaveTextContent("Reading the plan's installments…")
            else if (context.paidUnknown) expect(preview).toHaveTextContent("The plan's installments could not be read")
            else if (!context.preview) expect(preview).toHaveTextContent('Fill in the value, the number of installments and the first due date to see the schedule.')
            else if (context.form.values.intervaloParcelas === '7') expect(preview).toHaveTextContent(`${split}, last due ${plan ? 'Feb 14, 2027' : 'Jan 7, 2027'}`)
            else expect(preview).toHaveTextContent(`${split}, last due ${plan ? 'Mar 31, 2027' : 'Aug 5, 2027'}`)
            return context
          }
          const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
            loadingInstallments: (state) => {
              formShows(state)
              expect(loadInstallments.runs.at(-1)!.input).toEqual({ planId: stored.id })
              expect(within(dialog()).getByRole('button', { name: submitName })).toHaveAttribute('aria-disabled', 'true')
            },
            editing: (state) => {
              const context = formShows(state)
              const alert = within(dialog()).queryByRole('alert')
              if (context.error) expect(alert).toHaveTextContent(context.error.message!)
              else expect(alert).toBeNull()
              if (context.form.errors.pessoaContaId === 'unknown_account_holder') expect(dialog()).toHaveTextContent('Account holder not found.')
              if (context.form.errors.valorTotal === 'installment_too_small') expect(dialog()).toHaveTextContent('Each installment must be at least R$ 0.01.')
              expect(within(dialog()).getByRole('button', { name: submitName })).not.toHaveAttribute('aria-disabled')
            },
            saving: (state) => {
              const context = formShows(state)
              expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
              expect(field('descricao')).toHaveAttribute('readonly')
              expect(field('pessoaContaId')).toBeDisabled()
              expect(within(dialog()).getAllByRole('button', { name: 'Cancel' }).at(-1)).toBeDisabled()
              expect(savePlan.runs.at(-1)!.input).toEqual({ planId: plan?.id ?? null, plan: planInput(context.form.values) })
            },
            saved: () => ended({ outcome: 'saved', plan: stored }),
            closed: () => ended({ outcome: 'closed' }),
          }
          const perform = (event: ModelEvent): Promise<void> => {
            switch (event.type) {
              case 'field.change':
                // The English input: amounts typed the English way (the machine keeps them the Portuguese way).
                return settle(() => fireEvent.change(field(event.field), { target: { value: event.field === 'valorTotal' ? displayAmount(event.value, 'en') : event.value } }))
              case 'form.submit':
                return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: submitName })))
              // Escape asks the modal to close.
              case 'form.cancel':
                return settle(() => fireEvent.keyDown(document, { key: 'Escape' }))
              case 'inline.open':
                return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: event.kind === 'holder' ? '+ New account holder' : '+ New category' })))
              case 'xstate.done.actor.inlineCreate': {
                const kind = event.output.kind
                const group = within(dialog()).getByRole('group', { name: inlineLabel[kind].group })
                return settle(async () => {
                  fireEvent.change(within(group).getByLabelText(inlineLabel[kind].name), { target: { value: inlineLabel[kind].value } })
                  fireEvent.keyDown(within(group).getByLabelText(inlineLabel[kind].name), { key: 'Enter' })
                  expect(createItem.runs.at(-1)!.input).toEqual(kind === 'holder' ? { kind, nomePessoa: 'Carla' } : { kind, nomeCategoria: 'Eletrodomésticos', tipoCategoria: 'Despesa' })
                  createItem.runs.at(-1)!.resolve(kind === 'holder' ? newHolder : newCategory)
                })
              }
              default:
                return settle(() => (event.type.endsWith('loadInstallments') ? loadInstallments.settle(event) : savePlan.settle(event)))
            }
          }
          await replay(path, () => actor, perform, (state) => checks[state.value as string]!(state))
        })
      }
    })
  }
})
