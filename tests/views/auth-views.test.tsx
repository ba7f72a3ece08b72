import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { loginMachine } from '@machines/account/login.machine'
import { signupMachine } from '@machines/account/signup.machine'
import LoginView from '@/views/auth/login-view'
import SignupView from '@/views/auth/signup-view'
import type { SignInInput } from '@machines/account/login.actors'
import type { SignUpInput } from '@machines/account/signup.actors'
import { ApiError, apiErrorFromResponse } from '@/api/errors'
import type { SignInAnswer, TokenPair } from '@/api/sign-in'
import { heldActor } from '../model/held-actors'
import { renderApp, settle } from './support'

const t = {
  en: { login: 'Log in', create: 'Create User', username: 'Username', password: 'Password', show: 'Show password', hide: 'Hide password', captcha: 'Please confirm the captcha!', required: 'All fields are required!', invalid: 'Invalid username or password', unexpected: 'An unexpected error occurred. Please try again later.', fullName: 'Full Name', createButton: 'Create', back: 'Back to Login', lettersOnly: 'The Full Name field must contain only letters!', exists: 'A user with this username already exists.', failed: 'Error creating user, please try again!', short: 'The password must have at least 8 characters.', rule: 'The username must have 3 to 40 characters: letters, digits, dot, underscore or hyphen.' },
  'pt-BR': { login: 'Entrar', create: 'Criar Usuário', username: 'Nome de Usuário', password: 'Senha', show: 'Mostrar senha', hide: 'Ocultar senha', captcha: 'Confirme o captcha!', required: 'Todos os campos são obrigatórios!', invalid: 'Usuário ou senha inválidos', unexpected: 'Ocorreu um erro inesperado. Tente novamente mais tarde.', fullName: 'Nome Completo', createButton: 'Criar', back: 'Voltar para o Login', lettersOnly: 'O campo Nome Completo deve conter apenas letras!', exists: 'Já existe um usuário cadastrado com este Nome de Usuário.', failed: 'Erro ao criar usuário, tente novamente!', short: 'A senha deve ter no mínimo 8 caracteres.', rule: 'O Nome de Usuário deve ter de 3 a 40 caracteres: letras, números, ponto, sublinhado ou hífen.' },
} as const

const expired = { en: 'Your session expired — sign in again', 'pt-BR': 'Sua sessão expirou — entre de novo' } as const

const lockout = {
  en: { many: 'Too many wrong attempts. Try again in 15 minutes.', one: 'Too many wrong attempts. Try again in 1 minute.' },
  'pt-BR': { many: 'Muitas tentativas erradas. Tente novamente em 15 minutos.', one: 'Muitas tentativas erradas. Tente novamente em 1 minuto.' },
} as const

function verifyCaptcha(payload = 'payload-1') {
  act(() => {
    document.querySelector('altcha-widget')!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }))
  })
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe.each(['en', 'pt-BR'] as const)('login view in %s', (language) => {
  const text = t[language]

  async function open() {
    const signIn = heldActor<SignInAnswer, SignInInput>()
    const app = await renderApp({ path: '/login', language }, <LoginView logic={loginMachine.provide({ actors: { signIn: signIn.logic } })} />)
    await app.answerTokenCheck(null)
    const answer = (outcome: { output: TokenPair } | { error: unknown }) => settle(() => signIn.settle({ type: 'answer', ...outcome }))
    return { app, signIn, answer }
  }

  it('right after a sign-up says the account exists and starts with its username', async () => {
    // What SignupView leaves in the /login history entry (navigate(paths.login, { state })).
    window.history.replaceState({ signedUpUsername: 'ana.dev' }, '')
    try {
      await open()
      expect(screen.getByRole('status')).toHaveTextContent(language === 'en' ? 'Account created! Please log in.' : 'Usuário criado com sucesso! Faça login.')
      expect(screen.getByLabelText(text.username)).toHaveValue('ana.dev')
      fireEvent.click(screen.getByRole('button', { name: text.login }))
      expect(screen.queryByText(language === 'en' ? 'Account created! Please log in.' : 'Usuário criado com sucesso! Faça login.')).toBeNull()
    } finally {
      window.history.replaceState(null, '')
    }
  })

  it('has labelled fields, a show/hide toggle, the self-hosted captcha and both buttons', async () => {
    await open()
    expect(screen.getByRole('heading', { name: text.login })).toBeInTheDocument()
    expect(screen.getByLabelText(text.username)).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText(text.password)).toHaveAttribute('type', 'password')
    fireEvent.click(screen.getByRole('button', { name: text.show }))
    expect(screen.getByLabelText(text.password)).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: text.hide })).toHaveAttribute('aria-pressed', 'true')
    const widget = document.querySelector('altcha-widget')!
    expect(widget).toHaveAttribute('challenge', '/api/captcha/challenge')
    expect(widget).toHaveAttribute('language', language === 'pt-BR' ? 'pt-br' : 'en')
    expect(screen.getByRole('button', { name: text.login })).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('link', { name: text.create })).toHaveAttribute('href', '/criar-usuario')
  })

  it('asks for the fields, then for the captcha, before calling the API', async () => {
    const { signIn } = await open()
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    expect(screen.getByRole('alert')).toHaveTextContent(text.required)
    // The refused submit puts focus on the first marked field.
    await waitFor(() => expect(screen.getByLabelText(text.username)).toHaveFocus())
    type(text.username, 'ana')
    type(text.password, 'secret-pass')
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    expect(screen.getByRole('alert')).toHaveTextContent(text.captcha)
    expect(signIn.runs).toHaveLength(0)
    verifyCaptcha()
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    expect(signIn.runs.map((run) => run.input)).toEqual([{ username: 'ana', password: 'secret-pass', captcha: 'payload-1' }])
  })

  it('a 401 marks both fields until one is edited; other failures show the generic message', async () => {
    const { answer } = await open()
    const widget = document.querySelector('altcha-widget') as HTMLElement & { reset?: () => void }
    widget.reset = vi.fn()
    type(text.username, 'ana')
    type(text.password, 'wrong-pass')
    verifyCaptcha()
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    await answer({ error: new ApiError({ status: 401, code: 'invalid_credentials', message: 'x' }) })
    expect(widget.reset).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert')).toHaveTextContent(text.invalid)
    expect(screen.getByLabelText(text.username)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(text.password)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(text.username)).toHaveAttribute('aria-describedby', screen.getByRole('alert').id)
    type(text.username, 'ana2')
    expect(screen.getByLabelText(text.password)).not.toHaveAttribute('aria-invalid')
    verifyCaptcha('payload-2')
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    await answer({ error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) })
    expect(screen.getByRole('alert')).toHaveTextContent(text.unexpected)
  })

  it('after an expired session the page says so, and signing in returns to the page the user was on', async () => {
    const signIn = heldActor<SignInAnswer, SignInInput>()
    const app = await renderApp({ path: '/login?next=%2Flivros&expirou=1', language }, <LoginView logic={loginMachine.provide({ actors: { signIn: signIn.logic } })} />)
    await app.answerTokenCheck(null)
    expect(screen.getByText(expired[language])).toBeInTheDocument()
    type(text.username, 'ana')
    type(text.password, 'secret-pass')
    verifyCaptcha()
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    await settle(() => signIn.settle({ type: 'answer', output: { accessToken: 'a', refreshToken: 'r', role: 'User' } }))
    expect(app.path()).toBe('/livros')
  })

  it('without the expiry mark the page does not say the session expired', async () => {
    await open()
    expect(screen.queryByText(expired[language])).toBeNull()
  })

  it('the wrong-password lockout says how long it lasts', async () => {
    const { answer } = await open()
    type(text.username, 'ana')
    type(text.password, 'wrong-pass')
    verifyCaptcha()
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    await answer({ error: apiErrorFromResponse(429, { message: 'x', code: 'rate_limited', retryAfter: 14 * 60 + 1 }) })
    expect(screen.getByRole('alert')).toHaveTextContent(lockout[language].many)
    verifyCaptcha('payload-2')
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    await answer({ error: apiErrorFromResponse(429, { message: 'x', code: 'rate_limited', retryAfter: 40 }) })
    expect(screen.getByRole('alert')).toHaveTextContent(lockout[language].one)
  })

  it('success stores the session and goes to /', async () => {
    const { app, answer } = await open()
    type(text.username, ' ana ')
    type(text.password, 'secret-pass')
    verifyCaptcha()
    fireEvent.click(screen.getByRole('button', { name: text.login }))
    await answer({ output: { accessToken: 'a', refreshToken: 'r', role: 'Admin' } })
    expect(app.path()).toBe('/')
    expect(localStorage.getItem('nomeUsuario')).toBe('ana')
    expect(localStorage.getItem('userRole')).toBe('Admin')
  })
})

describe.each(['en', 'pt-BR'] as const)('sign-up view in %s', (language) => {
  const text = t[language]

  async function open() {
    const signUp = heldActor<void, SignUpInput>()
    const app = await renderApp({ path: '/criar-usuario', language }, <SignupView logic={signupMachine.provide({ actors: { signUp: signUp.logic } })} />)
    await app.answerTokenCheck(null)
    const answer = (outcome: { output: undefined } | { error: unknown }) => settle(() => signUp.settle({ type: 'answer', ...outcome }))
    return { app, signUp, answer }
  }

  it('has the three labelled fields, captcha, Create and Back to Login', async () => {
    await open()
    expect(screen.getByRole('heading', { name: text.create })).toBeInTheDocument()
    for (const label of [text.username, text.password, text.fullName]) expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(document.querySelector('altcha-widget')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: text.createButton })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/login')
  })

  it('shows the sign-up validation messages in order', async () => {
    const { signUp } = await open()
    const submit = () => fireEvent.click(screen.getByRole('button', { name: text.createButton }))
    submit()
    expect(screen.getByRole('alert')).toHaveTextContent(text.required)
    type(text.username, 'ana.dev')
    type(text.password, 'secret-pass')
    type(text.fullName, 'Ana 2')
    submit()
    expect(screen.getByRole('alert')).toHaveTextContent(text.lettersOnly)
    expect(screen.getByLabelText(text.fullName)).toHaveAttribute('aria-invalid', 'true')
    type(text.fullName, 'Ana Souza')
    type(text.username, 'a b')
    submit()
    expect(screen.getByRole('alert')).toHaveTextContent(text.rule)
    type(text.username, 'ana.dev')
    type(text.password, 'short')
    submit()
    expect(screen.getByRole('alert')).toHaveTextContent(text.short)
    type(text.password, 'secret-pass')
    submit()
    expect(screen.getByRole('alert')).toHaveTextContent(text.captcha)
    expect(signUp.runs).toHaveLength(0)
    verifyCaptcha()
    submit()
    expect(signUp.runs.map((run) => run.input)).toEqual([{ username: 'ana.dev', password: 'secret-pass', fullName: 'Ana Souza', captcha: 'payload-1' }])
  })

  it('shows the duplicate-user text on 409, the generic text otherwise, and goes to /login on success', async () => {
    const { app, answer } = await open()
    type(text.username, 'ana.dev')
    type(text.password, 'secret-pass')
    type(text.fullName, 'Ana Souza')
    verifyCaptcha()
    fireEvent.click(screen.getByRole('button', { name: text.createButton }))
    await answer({ error: new ApiError({ status: 409, code: 'user_exists', message: 'x' }) })
    expect(screen.getByRole('alert')).toHaveTextContent(text.exists)
    expect(screen.getByLabelText(text.username)).toHaveAttribute('aria-invalid', 'true')
    verifyCaptcha('p2')
    fireEvent.click(screen.getByRole('button', { name: text.createButton }))
    await answer({ error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) })
    expect(screen.getByRole('alert')).toHaveTextContent(text.failed)
    verifyCaptcha('p3')
    fireEvent.click(screen.getByRole('button', { name: text.createButton }))
    await answer({ output: undefined })
    expect(app.path()).toBe('/login')
  })
})
