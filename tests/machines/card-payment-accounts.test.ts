// The cards page's payment-account choices: loading → ready with the accounts, or unavailable (none offered).
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { cardPaymentAccountsMachine } from '@machines/finance/cards/card-payment-accounts.machine'
import type { BankAccount } from '@contract/bank-account'
import { ApiError } from '@/api/errors'
import { heldActor } from '../model/held-actors'
import { account } from '../fixtures/bank-accounts'

function start() {
  const loadAccounts = heldActor<BankAccount[]>()
  const actor = createActor(cardPaymentAccountsMachine.provide({ actors: { loadAccounts: loadAccounts.logic } })).start()
  return { actor, loadAccounts }
}

describe('cardPaymentAccounts machine', () => {
  it('loads the accounts once', async () => {
    const { actor, loadAccounts } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    loadAccounts.runs[0]!.resolve([account(1, { nome: 'Nubank conta' })])
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.accounts.map((row) => row.nome)).toEqual(['Nubank conta'])
    expect(loadAccounts.runs).toHaveLength(1)
  })

  it('a failed load offers none', async () => {
    const { actor, loadAccounts } = start()
    loadAccounts.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(actor, (s) => s.matches('unavailable'))
    expect(actor.getSnapshot().context.accounts).toEqual([])
  })
})
