import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { firstStepsMachine, pendingSteps } from '@machines/finance/panel/first-steps.machine'
import { dismissFirstSteps, firstStepsActors, firstStepsDismissed } from '@machines/finance/panel/first-steps.actors'
import type { FirstStepsProgress } from '@machines/finance/panel/first-steps.actors'
import { bankCard } from '../fixtures/bank-cards'
import { heldActor } from '../model/held-actors'

// The finance panel's first steps: checking (dismissed?) → loading (the loadProgress actor) → shown | hidden;
// the real actor reads accounts, cards, imports and the month's budgets.

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/bank-accounts', () => ({ listBankAccounts: vi.fn() }))
vi.mock('@/api/bank-import', () => ({ listImports: vi.fn() }))
vi.mock('@/api/planning', () => ({ listBudgets: vi.fn() }))
vi.mock('@/api/registries', () => {
  const cards = { list: vi.fn() }
  return { bankCardsApi: () => cards }
})
const { listBankAccounts } = vi.mocked(await import('@/api/bank-accounts'))
const { listImports } = vi.mocked(await import('@/api/bank-import'))
const { listBudgets } = vi.mocked(await import('@/api/planning'))
const listCards = vi.mocked((await import('@/api/registries')).bankCardsApi().list)

afterEach(() => vi.clearAllMocks())

const none: FirstStepsProgress = { account: false, card: false, import: false, budget: false }
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(username = 'ana') {
  const loadProgress = heldActor<FirstStepsProgress, { month: string }>()
  const actor = createActor(firstStepsMachine.provide({ actors: { loadProgress: loadProgress.logic } }), { input: { username, month: '2026-12' } }).start()
  return { actor, loadProgress, snap: () => actor.getSnapshot() }
}

describe('first steps', () => {
  it('lists the steps still to do, in order', () => {
    expect(pendingSteps(null)).toEqual([])
    expect(pendingSteps(none)).toEqual(['account', 'card', 'import', 'budget'])
    expect(pendingSteps({ account: true, card: false, import: true, budget: false })).toEqual(['card', 'budget'])
  })

  it("reads the user's progress for the month, then shows what is left", async () => {
    const { loadProgress, snap } = start()
    expect(snap().value).toBe('loading')
    expect(loadProgress.runs[0]!.input).toEqual({ month: '2026-12' })
    loadProgress.runs[0]!.resolve({ ...none, account: true })
    await settled()
    expect(snap().value).toBe('shown')
    expect(pendingSteps(snap().context.progress)).toEqual(['card', 'import', 'budget'])
  })

  it('every step done, or a failed read: no list', async () => {
    const done = start()
    done.loadProgress.runs[0]!.resolve({ account: true, card: true, import: true, budget: true })
    await settled()
    expect(done.snap().value).toBe('hidden')
    const failed = start()
    failed.loadProgress.runs[0]!.reject(new Error('offline'))
    await settled()
    expect(failed.snap().value).toBe('hidden')
  })

  it('dismissed: hidden now and at the next visit of that user, not of another', async () => {
    const { actor, loadProgress, snap } = start('ana')
    loadProgress.runs[0]!.resolve(none)
    await settled()
    actor.send({ type: 'steps.dismiss' })
    expect(snap().value).toBe('hidden')
    expect(firstStepsDismissed('ana')).toBe(true)
    const again = start('ana')
    expect(again.snap().value).toBe('hidden')
    expect(again.loadProgress.runs).toHaveLength(0)
    expect(firstStepsDismissed('bia')).toBe(false)
    expect(start('bia').snap().value).toBe('loading')
    dismissFirstSteps('')
    expect(firstStepsDismissed('')).toBe(false)
  })

  it('the real actor: any account, a card with both statement days, any import, a budget of the month', async () => {
    listBankAccounts.mockResolvedValue([])
    listCards.mockResolvedValue([bankCard({ id: 1, nomeUsuario: 'Ana', nomeBanco: 'Inter' })])
    listImports.mockResolvedValue([])
    listBudgets.mockResolvedValue([])
    const run = async () => {
      const actor = createActor(firstStepsMachine.provide({ actors: { loadProgress: firstStepsActors.loadProgress } }), { input: { username: 'carla', month: '2026-12' } }).start()
      await waitFor(actor, (s) => !s.matches('loading') && !s.matches('checking'))
      return actor.getSnapshot()
    }
    expect((await run()).context.progress).toEqual(none)
    expect(listBudgets).toHaveBeenCalledWith('2026-12')
    listBankAccounts.mockResolvedValue([{ id: 3 } as never])
    listCards.mockResolvedValue([bankCard({ id: 1, nomeUsuario: 'Ana', nomeBanco: 'Inter', diaFechamento: 3, diaVencimento: 10 })])
    listImports.mockResolvedValue([{ id: 1 } as never])
    listBudgets.mockResolvedValue([{ categoriaId: 2 } as never])
    expect((await run()).value).toBe('hidden')
    listImports.mockRejectedValue(new Error('offline'))
    expect((await run()).value).toBe('hidden')
  })

  it('a provided answer drives it without the network', async () => {
    const actor = createActor(firstStepsMachine.provide({ actors: { loadProgress: fromPromise(async () => none) } }), { input: { username: 'dora', month: '2026-12' } }).start()
    await waitFor(actor, (s) => s.matches('shown'))
  })
})
