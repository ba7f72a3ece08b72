// Model-based paths of the bank account form and the transfer form machines, each replayed
// against its real modal: getShortestPaths (xstate/graph) with the save's answers as
// xstate.done/error.actor.<id>, settled on a held actor; coveringPaths keeps the fewest that take every
// transition. The modal renders the actor as its page does (it goes once the machine is done). The account
// form: a new account (a negative opening balance) and an edited one; the transfer form: from this account,
// the same account twice, an amount.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { accountFields, accountInput, bankAccountFormMachine } from '@machines/finance/accounts/bank-account-form.machine'
import type { AccountField, BankAccountFormContext, BankAccountFormEvent } from '@machines/finance/accounts/bank-account-form.machine'
import { transferFields, transferFormMachine, transferInput } from '@machines/finance/accounts/transfer-form.machine'
import type { TransferField, TransferFormContext, TransferFormEvent } from '@machines/finance/accounts/transfer-form.machine'
import { ApiError } from '@/api/errors'
import type { BankAccountInput, TransferInput } from '@/api/bank-accounts'
import type { BankAccount, Transfer } from '@contract/bank-account'
import { displayAmount } from '@/components/amount-input/amount-input'
import { BankAccountFormModal } from '@/views/finance/accounts/bank-account-form-modal'
import { TransferFormModal } from '@/views/finance/accounts/transfer-form-modal'
import { settle } from '../views/support'
import { reportCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { renderChildModal } from './child-modal'
import { replay } from './harness'
import { account } from '../fixtures/bank-accounts'

const stored = account(4, { nome: 'Nubank', saldoInicial: -10.5 })
const carteira = account(5, { nome: 'Carteira', tipo: 'Carteira' })
const invalidName = new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { Nome: 'too_long' } })
const taken = new ApiError({ status: 409, code: 'bank_account_exists', message: 'Já existe uma conta com este nome.' })

// ── The bank account form ────────────────────────────────────────────────────────────────────────────
const accountLabel: Record<AccountField, string> = { nome: 'Name', tipo: 'Type', saldoInicial: 'Opening balance (R$)', dataSaldoInicial: 'Opening day' }
/** A new account is filled in this order; each value is valid (the balance negative). */
const accountFills: [AccountField, string][] = [
  ['nome', 'Itaú'],
  ['saldoInicial', '-1.234,5'],
]
type AccountModelEvent = BankAccountFormEvent | { type: 'xstate.done.actor.saveAccount'; output: BankAccount } | { type: 'xstate.error.actor.saveAccount'; error: unknown }

const accountProject = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as BankAccountFormContext
  return [accountFields.filter((field) => context.form.values[field] !== ''), context.form.errors, context.error?.id ?? null, context.detail]
}

function accountEvents(snapshot: AnyMachineSnapshot): AccountModelEvent[] {
  const context = snapshot.context as BankAccountFormContext
  if (snapshot.value === 'saving') {
    return [
      { type: 'xstate.done.actor.saveAccount', output: stored },
      ...(context.form.errors.nome || context.detail ? [] : [{ type: 'xstate.error.actor.saveAccount' as const, error: invalidName }, { type: 'xstate.error.actor.saveAccount' as const, error: taken }]),
    ]
  }
  if (snapshot.value !== 'editing') return []
  const events: AccountModelEvent[] = [{ type: 'form.submit' }, { type: 'form.cancel' }]
  const next = accountFills.find(([field]) => context.form.values[field] === '')
  if (next) events.push({ type: 'field.change', field: next[0], value: next[1] })
  // A refused name: another one clears its mark.
  if (context.form.errors.nome === 'too_long') events.push({ type: 'field.change', field: 'nome', value: 'Inter' })
  return events.filter((event) => snapshot.can(event))
}

const accountGraphed: AnyStateMachine = bankAccountFormMachine
const accountModels = [null, stored].map((edited) => ({
  name: edited ? 'edited account' : 'new account',
  edited,
  paths: coveringPaths(
    accountGraphed,
    getShortestPaths(accountGraphed, { input: { account: edited, today: '2026-11-20' }, events: accountEvents, serializeState: serializeByTransition(accountGraphed, accountProject) }),
  ),
}))

describe('bank account form machine × add/edit modal', () => {
  afterAll(() => {
    const coverage = reportCoverage(bankAccountFormMachine, accountModels.flatMap((model) => model.paths))
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const { name, edited, paths } of accountModels) {
    describe(name, () => {
      for (const path of paths) {
        const steps = path.steps
          .map(({ event }) => (event.type === 'field.change' ? `${(event as { field: string }).field}=${(event as { value: string }).value}` : event.type))
          .filter((step) => step !== 'xstate.init')
        it(steps.join(' → ') || 'opens', async () => {
          const saveAccount = heldActor<BankAccount, { accountId: number | null; account: BankAccountInput }>()
          const { actor, ended } = await renderChildModal(bankAccountFormMachine.provide({ actors: { saveAccount: saveAccount.logic } }), { account: edited, today: '2026-11-20' }, BankAccountFormModal, { path: '/financas/contas' })
          const dialog = () => screen.getByRole('dialog', { name: edited ? 'Edit bank account' : 'New bank account' })
          const field = (key: AccountField) => within(dialog()).getByLabelText(accountLabel[key]) as HTMLInputElement | HTMLSelectElement
          const submitName = edited ? 'Save changes' : 'Create account'
          const formShows = (state: AnyMachineSnapshot) => {
            expect(accountProject(actor.getSnapshot())).toEqual(accountProject(state))
            const { context } = actor.getSnapshot()
            for (const key of accountFields) {
              expect(field(key)).toHaveValue(key === 'saldoInicial' ? displayAmount(context.form.values[key], 'en') : context.form.values[key])
              expect(field(key).getAttribute('aria-invalid')).toBe(context.form.errors[key] ? 'true' : null)
            }
            return context
          }
          const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
            editing: (state) => {
              const context = formShows(state)
              const alert = within(dialog()).queryByRole('alert')
              if (context.error) expect(alert).toHaveTextContent(`${context.error.message!}${context.detail ? ` ${context.detail}` : ''}`)
              else expect(alert).toBeNull()
              if (context.form.errors.nome === 'required') expect(dialog()).toHaveTextContent('Required field')
              if (context.form.errors.nome === 'too_long') expect(dialog()).toHaveTextContent('Text too long.')
            },
            saving: (state) => {
              const context = formShows(state)
              expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
              expect(field('nome')).toHaveAttribute('readonly')
              expect(field('tipo')).toBeDisabled()
              expect(saveAccount.runs.at(-1)!.input).toEqual({ accountId: edited?.id ?? null, account: accountInput(context.form.values, false) })
            },
            saved: () => ended({ outcome: 'saved', account: stored }),
            closed: () => ended({ outcome: 'closed' }),
          }
          const perform = (event: AccountModelEvent): Promise<void> => {
            switch (event.type) {
              case 'field.change':
                return settle(() => fireEvent.change(field(event.field), { target: { value: event.field === 'saldoInicial' ? displayAmount(event.value, 'en') : event.value } }))
              case 'form.submit':
                return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: submitName })))
              case 'form.cancel':
                return settle(() => fireEvent.keyDown(document, { key: 'Escape' }))
              default:
                return settle(() => saveAccount.settle(event))
            }
          }
          await replay(path, () => actor, perform, (state) => checks[state.value as string]!(state))
        })
      }
    })
  }
})

// ── The transfer form ────────────────────────────────────────────────────────────────────────────────
const transferLabel: Record<TransferField, string> = { contaOrigemId: 'From account', contaDestinoId: 'To account', valor: 'Amount (R$)', data: 'Day', descricao: 'Description (optional)' }
const transfer: Transfer = { id: 9, contaOrigemId: 4, contaDestinoId: 5, valor: 250.5, data: '2026-11-20', descricao: '' }
const unknownAccount = new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { ContaDestinoId: 'unknown_bank_account' } })
type TransferModelEvent = TransferFormEvent | { type: 'xstate.done.actor.saveTransfer'; output: Transfer } | { type: 'xstate.error.actor.saveTransfer'; error: unknown }

const transferProject = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as TransferFormContext
  return [context.form.values.contaDestinoId, context.form.values.valor !== '', context.form.errors, context.error?.id ?? null]
}

function transferEvents(snapshot: AnyMachineSnapshot): TransferModelEvent[] {
  const context = snapshot.context as TransferFormContext
  if (snapshot.value === 'saving') {
    return [{ type: 'xstate.done.actor.saveTransfer', output: transfer }, ...(context.form.errors.contaDestinoId ? [] : [{ type: 'xstate.error.actor.saveTransfer' as const, error: unknownAccount }])]
  }
  if (snapshot.value !== 'editing') return []
  const events: TransferModelEvent[] = [{ type: 'form.submit' }, { type: 'form.cancel' }]
  if (context.form.values.valor === '') events.push({ type: 'field.change', field: 'valor', value: '250,5' })
  // The same account twice, and back to the other one.
  events.push({ type: 'field.change', field: 'contaDestinoId', value: context.form.values.contaDestinoId === '4' ? '5' : '4' })
  return events.filter((event) => snapshot.can(event))
}

const transferGraphed: AnyStateMachine = transferFormMachine
const transferInputs = { accounts: [stored, account(6, { nome: 'Antiga', arquivada: true }), carteira], from: 4, today: '2026-11-20' }
const transferPaths = coveringPaths(
  transferGraphed,
  getShortestPaths(transferGraphed, { input: transferInputs, events: transferEvents, serializeState: serializeByTransition(transferGraphed, transferProject) }),
)

describe('transfer form machine × transfer modal', () => {
  afterAll(() => {
    const coverage = reportCoverage(transferFormMachine, transferPaths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of transferPaths) {
    const steps = path.steps
      .map(({ event }) => (event.type === 'field.change' ? `${(event as { field: string }).field}=${(event as { value: string }).value}` : event.type))
      .filter((step) => step !== 'xstate.init')
    it(steps.join(' → ') || 'opens', async () => {
      const saveTransfer = heldActor<Transfer, TransferInput>()
      const { actor, ended } = await renderChildModal(transferFormMachine.provide({ actors: { saveTransfer: saveTransfer.logic } }), transferInputs, TransferFormModal, { path: '/financas/contas/4' })
      const dialog = () => screen.getByRole('dialog', { name: 'New transfer' })
      const field = (key: TransferField) => within(dialog()).getByLabelText(transferLabel[key]) as HTMLInputElement | HTMLSelectElement
      const formShows = (state: AnyMachineSnapshot) => {
        expect(transferProject(actor.getSnapshot())).toEqual(transferProject(state))
        const { context } = actor.getSnapshot()
        for (const key of transferFields) {
          expect(field(key)).toHaveValue(key === 'valor' ? displayAmount(context.form.values[key], 'en') : context.form.values[key])
          expect(field(key).getAttribute('aria-invalid')).toBe(context.form.errors[key] ? 'true' : null)
        }
        // Only the accounts not archived.
        expect([...field('contaOrigemId').querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'Nubank', 'Carteira'])
        return context
      }
      const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
        editing: (state) => {
          const context = formShows(state)
          const alert = within(dialog()).queryByRole('alert')
          if (context.error) expect(alert).toHaveTextContent(context.error.message!)
          else expect(alert).toBeNull()
          if (context.form.errors.contaDestinoId === 'same_bank_account') expect(dialog()).toHaveTextContent('Choose a destination account other than the source account.')
          if (context.form.errors.contaDestinoId === 'unknown_bank_account') expect(dialog()).toHaveTextContent('Bank account not found.')
        },
        saving: (state) => {
          const context = formShows(state)
          expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
          expect(saveTransfer.runs.at(-1)!.input).toEqual(transferInput(context.form.values))
        },
        saved: () => ended({ outcome: 'saved', transfer }),
        closed: () => ended({ outcome: 'closed' }),
      }
      const perform = (event: TransferModelEvent): Promise<void> => {
        switch (event.type) {
          case 'field.change':
            return settle(() => fireEvent.change(field(event.field), { target: { value: event.field === 'valor' ? displayAmount(event.value, 'en') : event.value } }))
          case 'form.submit':
            return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Transfer' })))
          case 'form.cancel':
            return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' })))
          default:
            return settle(() => saveTransfer.settle(event))
        }
      }
      await replay(path, () => actor, perform, (state) => checks[state.value as string]!(state))
    })
  }
})
