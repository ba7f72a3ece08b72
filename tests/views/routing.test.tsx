import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { fromPromise } from 'xstate'
import { installmentTableMachine } from '@machines/finance/plans/installment-table.machine'
import type { PlanLists } from '@machines/finance/plans/installment-table.actors'
import { storage } from '@/lib/storage'
import { emitRoleChanged } from '@/api/session-events'
import { provided } from '@/state/machine-logic'
import { fakeSessionLogic, renderApp, settle, tokenCheckCount } from './support'
import { pendingPages } from './pending-pages'
import { owner } from '@/content'
// Pages preloaded so that their lazy routes resolve within one settle().
import '@/views/finance/plans/installment-detail-view'
import '@/views/finance/plans/installments-view'
import '@/views/messages/message-list-view'
import '@/views/books/book-form-view'

// The whole app renders here: the pages' machines get actors that never answer (each page's own tests provide
// answering ones), but the installment plans page, whose lists come back empty.
const noPlans: PlanLists = { plans: [], holders: [], cards: [], categories: [] }
const logic = [...pendingPages(), provided(installmentTableMachine, installmentTableMachine.provide({ actors: { fetchAll: fromPromise(async () => noPlans) } }))]

describe('routing and guards', () => {
  it('a public page shows at once while the app-start token check is pending, the header holding the signed-in places', async () => {
    const app = await renderApp({ logic, path: '/contato' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument()
    expect(screen.queryByText('Checking your session…')).toBeNull()
    // Go to page and Log out hold their places unseen (not in the accessibility tree): nothing moves when they come.
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()
    expect(screen.getByText('Log out').closest('[aria-hidden="true"]')).not.toBeNull()
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
  })

  it('an unknown path redirects to /', async () => {
    const app = await renderApp({ logic, path: '/no/such/page' })
    await app.answerTokenCheck(null)
    expect(app.path()).toBe('/')
  })

  it('a guarded page without a valid token goes to /login after clearing storage', async () => {
    storage.saveSession({ accessToken: 'bad', refreshToken: 'bad', role: 'User', username: 'ana' })
    const app = await renderApp({ logic, path: '/financas/lancamento-financeiro' })
    expect(screen.getByRole('status')).toBeInTheDocument()
    await app.answerTokenCheck(null)
    // The login returns to the page asked for.
    expect(app.path()).toBe('/login?next=%2Ffinancas%2Flancamento-financeiro')
    expect(storage.get('accessToken')).toBeNull()
  })

  it('an admin page with role User redirects to /', async () => {
    const app = await renderApp({ logic, path: '/pokemon/incluirPokemon' })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(app.path()).toBe('/')
  })

  it('a role changed while signed in reaches the page: the admin entries go from the menu, an admin page to /', async () => {
    const app = await renderApp({ logic, path: '/listar-contatos' })
    await app.answerTokenCheck({ username: 'ana', role: 'Admin' })
    expect(app.path()).toBe('/listar-contatos')
    expect(document.querySelector('details a[href="/amor"]')).not.toBeNull()
    // What the API client signals once an answer named another role and the renewed session confirmed it.
    await settle(() => emitRoleChanged('User'))
    expect(app.path()).toBe('/')
    expect(document.querySelector('details a[href="/amor"]')).toBeNull()
    expect(document.querySelector('details a[href="/financas"]')).not.toBeNull()
    await settle(() => emitRoleChanged('Admin'))
    expect(document.querySelector('details a[href="/amor"]')).not.toBeNull()
  })

  it('a guarded page waits for the app-start check only; the next guarded page shows at once while its check runs', async () => {
    const sessionLogic = fakeSessionLogic()
    const app = await renderApp({ logic, path: '/livros/cadastrar/0', sessionLogic })
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…')
    await app.answerTokenCheck({ username: 'ana', role: 'Admin' })
    expect(await screen.findByRole('heading', { name: 'Register New Book' })).toBeInTheDocument()
    expect(document.title).toBe(`New book · ${owner.name}`)
    await settle(() => app.location.navigate('/financas'))
    // The page is not blanked to "Checking your session…" while this visit is checked.
    expect(tokenCheckCount(sessionLogic)).toBe(2)
    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument()
    expect(screen.queryByText('Checking your session…')).toBeNull()
    await app.answerTokenCheck({ username: 'ana', role: 'Admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument()
    expect(app.path()).toBe('/financas')
  })

  it('a token refused on the next guarded page still ends the session: storage cleared, /login', async () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'ana' })
    const sessionLogic = fakeSessionLogic()
    const app = await renderApp({ logic, path: '/financas', sessionLogic })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument()
    await settle(() => app.location.navigate('/financas/parcelamento'))
    expect(screen.getByRole('heading', { level: 1, name: 'Installment plans' })).toBeInTheDocument()
    expect(screen.queryByText('Checking your session…')).toBeNull()
    expect(tokenCheckCount(sessionLogic)).toBe(2)
    await app.answerTokenCheck(null)
    // An ended session says so on the sign-in page (expirou=1), which returns to the page after signing in.
    expect(app.path()).toBe('/login?next=%2Ffinancas%2Fparcelamento&expirou=1')
    expect(storage.get('accessToken')).toBeNull()
    expect(screen.queryByRole('heading', { level: 1, name: 'Installment plans' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
  })

  it('the installment plans page renders once the visit is validated, in the stored language', async () => {
    const app = await renderApp({ logic, path: '/financas/parcelamento', language: 'pt-BR' })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(screen.getByRole('heading', { level: 1, name: 'Parcelamentos' })).toBeInTheDocument()
    expect(document.title).toBe(`Parcelamentos · ${owner.name}`)
  })
})
