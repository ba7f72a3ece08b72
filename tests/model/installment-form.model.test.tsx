// Model-based paths of the installment form machine, replayed against the real add/edit modal
// (tests/README.md). Two models: a new plan (filled field by field) and an edited one; coverage counts both.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import type { AnyActorRef } from 'xstate'
import { installmentFormMachine, planFields } from '@machines/installment-form.machine'
import type { InstallmentFormContext, InstallmentFormEvent, InstallmentFormInput, PlanField } from '@machines/installment-form.machine'
import type { InstallmentPlan } from '@/api/schemas/installment'
import { InstallmentFormModal } from '@/views/finance/installment-form-modal'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'
import { displayAmount } from '@/components/amount-input/amount-input'

const holders = [
  { id: 1, nomePessoa: 'Maria' },
  { id: 2, nomePessoa: 'João' },
]
const cards = [{ id: 5, nomeUsuario: 'Maria', nomeBanco: 'Nubank' }]
const stored: InstallmentPlan = {
  id: 4,
  descricao: 'Sofá',
  valorTotal: 10,
  numeroParcelas: 3,
  dataPrimeiraParcela: '2027-01-31T03:00:00.000Z',
  intervaloParcelas: 30,
  pessoaContaId: 1,
  cartaoId: 5,
  situacao: 'Pendente',
}

const label: Record<PlanField, string> = {
  descricao: 'Description',
  valorTotal: 'Total value (R$)',
  numeroParcelas: 'Number of installments',
  dataPrimeiraParcela: 'First due date',
  intervaloParcelas: 'Interval',
  pessoaContaId: 'Person/account',
  cartaoId: 'Card',
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
const project = (context: InstallmentFormContext) => [
  planFields.filter((field) => context.form.values[field] !== ''),
  context.form.values.valorTotal === TOO_SMALL,
  context.form.errors,
  context.error?.id ?? null,
  context.preview !== null,
]

/** `amount`: the valid total the model restores after making it too small (the edited plan's own, or the new plan's). */
const eventsFor = (amount: string) => ({ context, value }: { context: InstallmentFormContext; value: unknown }): InstallmentFormEvent[] => {
  if (value === 'saving') {
    return [
      { type: 'plan.saved', plan: stored },
      { type: 'plan.saveFailed', error: { status: 400, code: 'validation_failed', fieldErrors: { PessoaContaId: 'unknown_account_holder' } } },
    ]
  }
  if (value !== 'editing') return []
  const events: InstallmentFormEvent[] = [{ type: 'form.submit' }, { type: 'form.cancel' }]
  const next = fills.find(([field]) => context.form.values[field] === '')
  if (next) events.push({ type: 'field.change', field: next[0], value: next[1] })
  else {
    // Complete: the amount becomes too small for the count (no preview, a mark on submit) and back; the edit model changes its interval.
    events.push({ type: 'field.change', field: 'valorTotal', value: context.form.values.valorTotal === TOO_SMALL ? amount : TOO_SMALL })
    events.push({ type: 'field.change', field: 'intervaloParcelas', value: context.form.values.intervaloParcelas === '30' ? '7' : '30' })
  }
  // A server refusal marked the person: choosing another clears it.
  if (context.form.errors.pessoaContaId === 'unknown_account_holder') events.push({ type: 'field.change', field: 'pessoaContaId', value: '1' })
  return events
}

const modelFor = (plan: InstallmentPlan | null) =>
  createTestModel(installmentFormMachine, {
    input: { plan, holders, cards, today: '2026-11-05' },
    events: eventsFor(plan ? '10,00' : '833,30') as never,
    serializeState: serializeByTransition(installmentFormMachine, (s) => project(s.context as InstallmentFormContext), { collapseNoOps: true }),
  } as Parameters<typeof createTestModel<typeof installmentFormMachine>>[1])

const models = [
  { name: 'new plan', plan: null, paths: modelFor(null).getShortestPaths() },
  { name: 'edited plan', plan: stored, paths: modelFor(stored).getShortestPaths() },
]

const logic = installmentFormMachine.provide({ actions: { savePlan: () => {} } })

describe('installment form machine × add/edit modal', () => {
  afterAll(() => {
    const coverage = reportCoverage(installmentFormMachine, models.flatMap((model) => model.paths))
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const { name, plan, paths } of models) {
    describe(name, () => {
      for (const path of paths) {
        const steps = path.steps
          .map(({ event }) => (event.type === 'field.change' ? `${event.field}=${(event as { value: string }).value}` : event.type))
          .filter((step) => !step.startsWith('xstate.'))
        it(steps.join(' → ') || 'opens', async () => {
          const onSaved = vi.fn()
          const onClosed = vi.fn()
          const input: InstallmentFormInput = { plan, holders, cards, today: '2026-11-05' }
          const app = await renderApp({ path: '/financas/parcelamento' }, <InstallmentFormModal logic={logic} input={input} onSaved={onSaved} onClosed={onClosed} />)
          // The actor is done once saved or closed: keep the last running one to compare with.
          let current: AnyActorRef | undefined
          const actor = () => {
            try {
              current = app.actors.byId('installmentForm')
            } catch (error) {
              if (!current) throw error
            }
            return current
          }
          const dialog = () => screen.getByRole('dialog', { name: plan ? 'Edit installment plan' : 'New installment plan' })
          const field = (name: PlanField) => within(dialog()).getByLabelText(label[name]) as HTMLInputElement | HTMLSelectElement
          const submitName = plan ? 'Save changes' : 'Create plan'
          const formShows = (state: { context: InstallmentFormContext }) => {
            const { context } = actor().getSnapshot() as { context: InstallmentFormContext }
            expect(project(context)).toEqual(project(state.context))
            for (const name of planFields) {
              // Amounts show with the page's separator (issue 10 §14); the machine keeps '833,30'.
              expect(field(name)).toHaveValue(name === 'valorTotal' ? displayAmount(context.form.values[name], 'en') : context.form.values[name])
              expect(field(name).getAttribute('aria-invalid')).toBe(context.form.errors[name] ? 'true' : null)
            }
            const preview = within(dialog()).getByTestId('schedule-preview')
            if (!context.preview) expect(preview).toHaveTextContent('Fill in the value, the number of installments and the first due date to see the schedule.')
            else if (context.form.values.intervaloParcelas === '7') expect(preview).toHaveTextContent(plan ? '1 × R$3.34 + 2 × R$3.33, last due 14 Feb 2027' : '10 × R$83.33, last due 7 Jan 2027')
            else expect(preview).toHaveTextContent(plan ? '1 × R$3.34 + 2 × R$3.33, last due 31 Mar 2027' : '10 × R$83.33, last due 5 Aug 2027')
            return context
          }
          await path.test({
            states: withActorCheck(actor, {
              editing: (state) => {
                const context = formShows(state)
                const alert = within(dialog()).queryByRole('alert')
                if (context.error) expect(alert).toHaveTextContent(context.error.message!)
                else expect(alert).toBeNull()
                if (context.form.errors.pessoaContaId === 'unknown_account_holder') expect(dialog()).toHaveTextContent('Person/account not found.')
                if (context.form.errors.valorTotal === 'installment_too_small') expect(dialog()).toHaveTextContent('Each installment must be at least R$ 0.01.')
                expect(within(dialog()).getByRole('button', { name: submitName })).not.toHaveAttribute('aria-disabled')
                expect(onSaved).not.toHaveBeenCalled()
                expect(onClosed).not.toHaveBeenCalled()
              },
              saving: (state) => {
                formShows(state)
                expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
                expect(field('descricao')).toHaveAttribute('readonly')
                expect(field('pessoaContaId')).toBeDisabled()
                expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled()
              },
              saved: () => {
                expect(actor().getSnapshot().status).toBe('done')
                expect(onSaved).toHaveBeenCalledExactlyOnceWith(stored)
                expect(onClosed).not.toHaveBeenCalled()
              },
              closed: () => {
                expect(actor().getSnapshot().status).toBe('done')
                expect(onClosed).toHaveBeenCalledTimes(1)
                expect(onSaved).not.toHaveBeenCalled()
              },
            }),
            events: {
              'field.change': async ({ event }) => {
                const { field: name, value } = event as Extract<InstallmentFormEvent, { type: 'field.change' }>
                fireEvent.change(field(name), { target: { value } })
              },
              'form.submit': async () => {
                fireEvent.click(within(dialog()).getByRole('button', { name: submitName }))
              },
              // Escape asks the modal to close.
              'form.cancel': async () => {
                fireEvent.keyDown(document, { key: 'Escape' })
              },
              'plan.saved': ({ event }) => app.send(actor(), event),
              'plan.saveFailed': ({ event }) => app.send(actor(), event),
            },
          })
        })
      }
    })
  }
})
