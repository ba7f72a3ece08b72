// Two-step verification page (/verificacao-em-duas-etapas, docs/product-rules.md#two-step-verification) and the sign-in's
// second step in both languages, over the real machines with their API actors provided: turn on (the QR code and
// the key, a wrong then a right code, the recovery codes copied and downloaded), turn off with a recovery code, and the
// login's code step with its errors in the page's language.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { Language } from '@/lib/storage'
import { storage } from '@/lib/storage'
import { loginMachine } from '@machines/account/login.machine'
import { fromPromise } from 'xstate'
import TwoFactorView from '@/views/account/two-factor-view'
import LoginView from '@/views/auth/login-view'
import type { SecondStepInput, SignInAnswer, TokenPair } from '@/api/sign-in'
import type { DisableTwoFactorInput, RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '@/api/two-factor'
import { twoFactorMachine } from '@machines/account/two-factor.machine'
import type { SignInInput } from '@machines/account/login.actors'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }))
const { downloadFile } = await import('@/lib/download')
/** The machines' API actors (the real ones: tests/machines/account.actors.test.ts, tests/machines/login.test.ts). */
const api = {
  loadStatus: apiActor<TwoFactorStatus>(),
  startEnrolment: apiActor<TwoFactorEnrolment>(),
  activate: apiActor<RecoveryCodes, { codigo: string }>(),
  disable: apiActor<void, DisableTwoFactorInput>(),
  signIn: apiActor<SignInAnswer, SignInInput>(),
  secondStep: apiActor<TokenPair, SecondStepInput>(),
}
const twoFactorPage = () => (
  <TwoFactorView logic={twoFactorMachine.provide({ actors: { loadStatus: api.loadStatus.logic, startEnrolment: api.startEnrolment.logic, activate: api.activate.logic, disable: api.disable.logic } })} />
)

const codes = Array.from({ length: 10 }, (_, n) => `k3m9-7pqr-x2v4-hh${String(n).padStart(2, '0')}`)
const enrolment = { segredo: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/localhost:bia?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=localhost' }

beforeEach(() => {
  vi.clearAllMocks()
  for (const actor of Object.values(api)) actor.mockReset()
  storage.set('nomeUsuario', 'bia')
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(() => Promise.resolve()) }, configurable: true })
})

const texts = {
  en: {
    title: 'Two-step verification',
    off: 'Off',
    on: 'On',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    code: 'Code',
    recoveryCode: 'Recovery code',
    password: 'Password',
    useRecovery: 'Use a recovery code',
    wrongCode: 'Wrong or already used code. Enter the code your app shows now.',
    saveNow: 'Save your recovery codes now',
    copy: 'Copy',
    copied: 'Copied.',
    download: 'Download',
    saved: 'I saved them',
    left: '10 recovery codes left.',
    turnedOn: 'Two-step verification is on.',
    turnedOff: 'Two-step verification is off.',
    qr: 'QR code to scan with your authenticator app',
    verify: 'Verify',
    expired: 'The 5 minutes to enter the code are over. Sign in again.',
    codeFormat: 'Enter the 6-digit code your authenticator app shows.',
    username: 'Username',
    login: 'Log in',
  },
  'pt-BR': {
    title: 'Verificação em duas etapas',
    off: 'Desativada',
    on: 'Ativada',
    turnOn: 'Ativar',
    turnOff: 'Desativar',
    code: 'Código',
    recoveryCode: 'Código de recuperação',
    password: 'Senha',
    useRecovery: 'Usar um código de recuperação',
    wrongCode: 'Código errado ou já usado. Digite o código que o aplicativo mostra agora.',
    saveNow: 'Guarde seus códigos de recuperação agora',
    copy: 'Copiar',
    copied: 'Copiados.',
    download: 'Baixar',
    saved: 'Já guardei',
    left: '10 códigos de recuperação restantes.',
    turnedOn: 'A verificação em duas etapas está ativada.',
    turnedOff: 'A verificação em duas etapas está desativada.',
    qr: 'QR code para ler com seu aplicativo autenticador',
    verify: 'Verificar',
    expired: 'Os 5 minutos para digitar o código acabaram. Entre novamente.',
    codeFormat: 'Digite o código de 6 dígitos que seu aplicativo autenticador mostra.',
    username: 'Nome de Usuário',
    login: 'Entrar',
  },
} as const

describe.each(['en', 'pt-BR'] as const)('two-step verification in %s', (language: Language) => {
  const t = texts[language]

  it('turns on: QR code and key, a wrong then a right code, the recovery codes copied and downloaded once', async () => {
    api.loadStatus.mockResolvedValueOnce({ ativo: false, codigosRestantes: 0 }).mockResolvedValueOnce({ ativo: true, codigosRestantes: 10 })
    api.startEnrolment.mockResolvedValue(enrolment)
    api.activate.mockRejectedValueOnce(new ApiError({ status: 400, code: 'two_factor_code_invalid', message: 'x' })).mockResolvedValueOnce({ codigosRecuperacao: codes })
    await renderApp({ language, path: '/verificacao-em-duas-etapas' }, twoFactorPage())
    await settle(() => Promise.resolve())
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    expect(screen.getByText(t.off)).toBeInTheDocument()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.turnOn })))
    expect(screen.getByRole('img', { name: t.qr })).toBeInTheDocument()
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    fireEvent.change(screen.getByLabelText(t.code), { target: { value: '123 456' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.turnOn })))
    expect(api.activate).toHaveBeenLastCalledWith({ codigo: '123456' })
    expect(screen.getByRole('alert')).toHaveTextContent(t.wrongCode)
    expect(screen.getByLabelText(t.code)).toHaveAttribute('aria-invalid', 'true')
    fireEvent.change(screen.getByLabelText(t.code), { target: { value: '654321' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.turnOn })))
    expect(screen.getByRole('heading', { name: t.saveNow })).toBeInTheDocument()
    expect(within(screen.getByTestId('recovery-codes')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.copy })))
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`${codes.join('\n')}\n`)
    expect(screen.getByText(t.copied)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: t.download }))
    expect(downloadFile).toHaveBeenCalledWith('recovery-codes-bia.txt', expect.stringContaining(codes.join('\n')), 'text/plain')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.saved })))
    expect(screen.getByText(t.turnedOn)).toBeInTheDocument()
    expect(screen.getByText(t.left)).toBeInTheDocument()
    // Shown once: the codes are gone from the page.
    expect(screen.queryByTestId('recovery-codes')).toBeNull()
  })

  it('turns off with the password and a recovery code', async () => {
    api.loadStatus.mockResolvedValueOnce({ ativo: true, codigosRestantes: 10 }).mockResolvedValueOnce({ ativo: false, codigosRestantes: 0 })
    api.disable.mockResolvedValue(undefined)
    await renderApp({ language, path: '/verificacao-em-duas-etapas' }, twoFactorPage())
    await settle(() => Promise.resolve())
    expect(screen.getByText(t.on)).toBeInTheDocument()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.turnOff })))
    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'secret-pass' } })
    fireEvent.click(screen.getByRole('button', { name: t.useRecovery }))
    fireEvent.change(screen.getByLabelText(t.recoveryCode), { target: { value: ' K3M9-7PQR-X2V4-HH8W ' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.turnOff })))
    expect(api.disable).toHaveBeenCalledWith({ senha: 'secret-pass', codigoRecuperacao: 'K3M9-7PQR-X2V4-HH8W' })
    expect(screen.getByText(t.turnedOff)).toBeInTheDocument()
    expect(screen.getByText(t.off)).toBeInTheDocument()
  })

  it('the sign-in’s code step: its field, a malformed code, then the challenge that expired', async () => {
    api.signIn.mockResolvedValue({ segundoFator: true, desafio: 'c1' } satisfies SignInAnswer)
    api.secondStep.mockRejectedValue(new ApiError({ status: 401, code: 'two_factor_challenge_expired', message: 'x' }))
    const logic = loginMachine.provide({ actors: { captchaMode: fromPromise(() => new Promise<void>(() => undefined)) as never, signIn: api.signIn.logic, secondStep: api.secondStep.logic } })
    const app = await renderApp({ language, path: '/login' }, <LoginView logic={logic} />)
    await app.answerTokenCheck(null)
    app.actors.byId('login').send({ type: 'captcha.off' })
    fireEvent.change(screen.getByLabelText(t.username), { target: { value: 'bia' } })
    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'secret-pass' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.login })))
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    const field = screen.getByLabelText(t.code)
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    fireEvent.change(field, { target: { value: '12' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.verify })))
    expect(screen.getByRole('alert')).toHaveTextContent(t.codeFormat)
    fireEvent.change(screen.getByLabelText(t.code), { target: { value: '123456' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.verify })))
    expect(screen.getByRole('alert')).toHaveTextContent(t.expired)
    expect(screen.getByLabelText(t.password)).toHaveValue('')
  })
})
