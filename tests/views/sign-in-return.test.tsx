// Sign-in lands where the user was going, and the header greets by first name (both languages): the whole app
// over a memory router, the real login view with its sign-in answered here.
import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { fromPromise } from 'xstate'
import { loginMachine } from '@machines/account/login.machine'
import type { SignInInput } from '@machines/account/login.actors'
import type { SignInAnswer, TokenPair } from '@/api/sign-in'
import { storage } from '@/lib/storage'
import { provided } from '@/state/machine-logic'
import { fakeSessionLogic, renderApp, settle } from './support'
import { pendingPages } from './pending-pages'

// The whole app renders here: the pages' machines get actors that never answer (each page's own tests provide
// answering ones), but the login page's, whose sign-in answers with these tokens.
const answer: TokenPair = { accessToken: 'access-9', refreshToken: 'refresh-9', role: 'User', nomeCompleto: 'Maria Aparecida Souza' }
const signIns: SignInInput[] = []
const answeringSignIn = fromPromise<SignInAnswer, SignInInput>(async ({ input }) => {
  signIns.push(input)
  return answer
})
const logic = [...pendingPages(), provided(loginMachine, loginMachine.provide({ actors: { signIn: answeringSignIn } }))]

const texts = {
  en: { username: 'Username', password: 'Password', submit: 'Log in', hi: 'Hi, Maria', anonymous: 'Welcome, User', signUp: 'Create User', backToLogin: 'Back to Login' },
  'pt-BR': { username: 'Nome de Usuário', password: 'Senha', submit: 'Entrar', hi: 'Olá, Maria', anonymous: 'Bem-vindo(a), Usuário', signUp: 'Criar Usuário', backToLogin: 'Voltar para o Login' },
} as const

/** Fills the real login form, confirms the captcha the way the widget does, and submits. */
async function signIn(language: keyof typeof texts) {
  const t = texts[language]
  fireEvent.change(screen.getByLabelText(t.username), { target: { value: 'maria' } })
  fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'secret-pass' } })
  act(() => {
    document.querySelector('altcha-widget')!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'captcha-ok' } }))
  })
  await settle(() => fireEvent.click(screen.getAllByRole('button', { name: t.submit }).at(-1)!))
  await settle()
}

describe.each(['en', 'pt-BR'] as const)('sign-in return and greeting in %s', (language) => {
  const t = texts[language]

  it('a guarded page opened signed out goes to the login naming it; after sign-in the user lands there, greeted by first name', async () => {
    const app = await renderApp({ logic, language, path: '/financas/cadastrar-cartao', sessionLogic: fakeSessionLogic({}, { startsFromStorage: true }) })
    await settle()
    expect(app.path()).toBe('/login?next=%2Ffinancas%2Fcadastrar-cartao')
    expect(screen.getByTestId('welcome')).toHaveTextContent(t.anonymous)
    await signIn(language)
    expect(app.path()).toBe('/financas/cadastrar-cartao')
    expect(screen.getByTestId('welcome')).toHaveTextContent(t.hi)
    // On a phone the bar has no room for the line: the page-jump menu greets, and names the account.
    const menuWelcome = document.querySelector('details nav p')
    expect(menuWelcome).toHaveTextContent(t.hi)
    expect(menuWelcome).toHaveTextContent('maria')
    expect(storage.get('nomeCompleto')).toBe('Maria Aparecida Souza')
  })

  it('the way to the sign-up page and back keeps the page to return to', async () => {
    const app = await renderApp({ logic, language, path: '/login?next=%2Ffinancas%2Fcontas', sessionLogic: fakeSessionLogic({}, { startsFromStorage: true }) })
    await settle()
    const signUp = screen.getByRole('link', { name: t.signUp })
    expect(signUp).toHaveAttribute('href', '/criar-usuario?next=%2Ffinancas%2Fcontas')
    await settle(() => fireEvent.click(signUp))
    expect(app.path()).toBe('/criar-usuario?next=%2Ffinancas%2Fcontas')
    expect(screen.getByRole('link', { name: t.backToLogin })).toHaveAttribute('href', '/login?next=%2Ffinancas%2Fcontas')
  })

  it('a crafted ?next= to another site lands on the default page', async () => {
    const app = await renderApp({ logic, language, path: '/login?next=%2F%2Fevil.example', sessionLogic: fakeSessionLogic({}, { startsFromStorage: true }) })
    await settle()
    // Nor does it travel to the sign-up page.
    expect(screen.getByRole('link', { name: t.signUp })).toHaveAttribute('href', '/criar-usuario')
    await signIn(language)
    expect(app.path()).toBe('/')
    expect(screen.getByTestId('welcome')).toHaveTextContent(t.hi)
  })

  it('a stored session greets by the stored first name from the first frame', async () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'maria.s', fullName: '  Maria   da Silva ' })
    await renderApp({ logic, language, path: '/', sessionLogic: fakeSessionLogic({}, { startsFromStorage: true }) })
    expect(screen.getByTestId('welcome')).toHaveTextContent(t.hi)
  })

  it('without a stored full name (a session from before) the greeting falls back to the username', async () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'maria.s' })
    await renderApp({ logic, language, path: '/', sessionLogic: fakeSessionLogic({}, { startsFromStorage: true }) })
    expect(screen.getByTestId('welcome')).toHaveTextContent(language === 'en' ? 'Hi, maria.s' : 'Olá, maria.s')
  })
})
