// Model-based paths of the session machine, replayed against the whole app: layout, guards, redirects.
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import { sessionMachine } from '@machines/session.machine'
import type { SessionEvent } from '@machines/session.machine'
import { emitSessionExpired } from '@/api/session-events'
import { paths, routes } from '@/app/routes'
import { storage } from '@/lib/storage'
import { fakeSessionLogic, renderApp, settle } from '../views/support'
import { withActorCheck } from './harness'

// /financas asks for its month overview: the answer never comes here (the overview has its own tests).
vi.mock('@/api/entries', () => ({ fetchMonthSummary: vi.fn(() => new Promise(() => {})) }))
import { reportCoverage, serializeByTransition } from './coverage'

// The guarded pages visited here are real: their API calls answer empty lists, and the book list
// chunk is loaded up front so that its lazy route resolves within one settle().
vi.mock('@/api/books', () => ({ fetchBookPage: vi.fn(async () => []), fetchFirstPages: vi.fn(async () => []), deleteBook: vi.fn() }))
await import('@/views/books/book-list-view')

const startPath = paths.livros.list
const events: SessionEvent[] = [
  { type: 'token.valid', username: 'ana', role: 'Admin' },
  { type: 'session.login', accessToken: 'access-2', refreshToken: 'refresh-2', role: 'User', username: 'bia' },
  { type: 'session.revalidate', path: paths.financas.panel },
]

const model = createTestModel(sessionMachine, {
  input: { path: startPath, username: 'ana' },
  events,
  serializeState: serializeByTransition(sessionMachine, (s) => [s.context.username, s.context.role]),
} as Parameters<typeof createTestModel<typeof sessionMachine>>[1])
const modelPaths = model.getShortestPaths()

const guardedPatterns = routes.filter((route) => route.access !== 'public').map((route) => route.pattern)
const isGuarded = (path: string | undefined) => path !== undefined && guardedPatterns.includes(path)

describe('session machine × app (layout, guards, redirects)', () => {
  afterAll(() => {
    const coverage = reportCoverage(sessionMachine, modelPaths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of modelPaths) {
    it(path.description, async () => {
      storage.saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', role: 'Admin', username: 'ana' })
      const app = await renderApp({ path: startPath, sessionLogic: fakeSessionLogic() })
      await settle()
      const session = () => app.session()
      const spinner = () => screen.queryByText('Checking your session…')
      const loggedInChrome = (username: string, role: string | null) => {
        expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
        expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
        expect(screen.getByTestId('welcome')).toHaveTextContent(`Welcome, ${username}`)
        expect(screen.getByText('Go to page')).toBeInTheDocument()
        const adminLink = document.querySelector(`a[href="${paths.amor}"]`)
        if (role === 'Admin') expect(adminLink).not.toBeNull()
        else expect(adminLink).toBeNull()
      }
      await path.test({
        states: withActorCheck(session, {
          validating: () => {
            // The stored username greets at once; neither login nor logout shows until the check answers.
            expect(spinner()).toBeInTheDocument()
            expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, ana')
            expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
            expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()
          },
          anonymous: async () => {
            // The login page is its own Log in form: the header offers it everywhere else.
            const headerLogin = within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' })
            if (app.path() === paths.login) {
              expect(headerLogin).toBeNull()
              expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in')
            } else expect(headerLogin).toBeInTheDocument()
            expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()
            expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, User')
            expect(screen.queryByText('Go to page')).toBeNull()
            expect(isGuarded(app.path())).toBe(false)
            expect(storage.get('accessToken')).toBeNull()
          },
          'authenticated.active': async (state) => {
            loggedInChrome(state.context.username, state.context.role)
            if (isGuarded(app.path())) expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
            expect(spinner()).toBeNull()
          },
          'authenticated.revalidating': (state) => {
            loggedInChrome(state.context.username, state.context.role)
            if (isGuarded(app.path())) expect(spinner()).toBeInTheDocument()
          },
        }),
        events: {
          'token.valid': async ({ event }) => {
            await app.send(session(), event)
          },
          'token.invalid': async () => {
            await app.send(session(), { type: 'token.invalid' })
            expect(app.path()).toBe(paths.login)
          },
          'session.login': async ({ event }) => {
            await app.send(session(), event)
          },
          'session.logout': async () => {
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Log out' })))
            expect(app.path()).toBe(paths.home)
          },
          'session.expired': async () => {
            await settle(() => emitSessionExpired())
            expect(app.path()).toBe(paths.login)
          },
          'session.revalidate': async () => {
            // A visit to another guarded page: through the page-jump menu when it shows, else by URL.
            const target = app.path() === paths.financas.panel ? paths.livros.list : paths.financas.panel
            const link = document.querySelector<HTMLAnchorElement>(`details a[href="${target}"]`)
            await settle(() => (link ? fireEvent.click(link) : app.location.navigate(target)))
            expect(app.path()).toBe(target)
          },
          'session.pageLeft': async () => {
            await settle(() => fireEvent.click(screen.getAllByRole('link', { name: /Helena|Home/ })[0]!))
          },
        },
      })
    })
  }
})
