// The Change password and Sessions pages (docs/product-rules.md#sessions) in both languages, over the real machines
// with their API actors provided: the form's marks and the server's refusal on their fields, the success line,
// the sessions with their devices, this device first, and ending one and the others after a confirmation.
import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/errors'
import type { UserSession } from '@contract/user-sessions'
import PasswordChangeView from '@/views/account/password-change-view'
import SessionsView from '@/views/account/sessions-view'
import { passwordChangeMachine } from '@machines/account/password-change.machine'
import { userSessionsMachine } from '@machines/account/user-sessions.machine'
import type { SessionTarget } from '@machines/account/user-sessions.actors'
import type { PasswordChangeRequest } from '@/api/account-security'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

let changePassword = apiActor<void, PasswordChangeRequest>()
let loadSessions = apiActor<UserSession[]>()
let endSessions = apiActor<void, SessionTarget>()
beforeEach(() => {
  changePassword = apiActor<void, PasswordChangeRequest>()
  loadSessions = apiActor<UserSession[]>()
  endSessions = apiActor<void, SessionTarget>()
})
const passwordPage = () => <PasswordChangeView logic={passwordChangeMachine.provide({ actors: { changePassword: changePassword.logic } })} />
const sessionsPage = () => <SessionsView logic={userSessionsMachine.provide({ actors: { loadSessions: loadSessions.logic, endSessions: endSessions.logic } })} />

const texts = {
  en: {
    passwordTitle: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
    show: 'Show passwords',
    fill: 'Fill in all required fields.',
    check: 'Check the highlighted fields.',
    tooShort: 'The password must have at least 8 characters.',
    mismatch: 'The confirmation does not match the new password.',
    wrong: 'The current password is wrong.',
    locked: 'Too many wrong attempts. Try again in 15 minutes.',
    changed: 'Password changed. Every other session was ended: sign in there with the new password.',
    sessionsTitle: 'Sessions',
    list: 'Signed-in sessions',
    laptop: 'Chrome on Linux',
    phone: 'Safari on iOS',
    unknownDevice: 'Unknown device',
    unknownAddress: 'Unknown',
    thisDevice: 'This device',
    endPhone: 'End session on Safari on iOS',
    endOthers: 'End all other sessions',
    endOne: 'End session',
    cancel: 'Cancel',
    ended: 'The session was ended. That device must sign in again.',
    othersEnded: 'Every other session was ended. Those devices must sign in again.',
    none: 'No other device is signed in to your account.',
    started: 'Signed in',
    lastUsed: 'Last used',
    startedAt: 'Dec 1, 2026',
  },
  'pt-BR': {
    passwordTitle: 'Alterar senha',
    current: 'Senha atual',
    next: 'Nova senha',
    confirm: 'Confirme a nova senha',
    submit: 'Alterar senha',
    show: 'Mostrar senhas',
    fill: 'Preencha todos os campos obrigatórios.',
    check: 'Verifique os campos destacados.',
    tooShort: 'A senha deve ter no mínimo 8 caracteres.',
    mismatch: 'A confirmação não é igual à nova senha.',
    wrong: 'A senha atual está incorreta.',
    locked: 'Muitas tentativas erradas. Tente novamente em 15 minutos.',
    changed: 'Senha alterada. Todas as outras sessões foram encerradas: entre nelas com a nova senha.',
    sessionsTitle: 'Sessões',
    list: 'Sessões conectadas',
    laptop: 'Chrome no Linux',
    phone: 'Safari no iOS',
    unknownDevice: 'Dispositivo desconhecido',
    unknownAddress: 'Desconhecido',
    thisDevice: 'Este dispositivo',
    endPhone: 'Encerrar sessão em Safari no iOS',
    endOthers: 'Encerrar todas as outras',
    endOne: 'Encerrar sessão',
    cancel: 'Cancelar',
    ended: 'A sessão foi encerrada. Aquele dispositivo precisa entrar de novo.',
    othersEnded: 'Todas as outras sessões foram encerradas. Esses dispositivos precisam entrar de novo.',
    none: 'Nenhum outro dispositivo está conectado à sua conta.',
    started: 'Início',
    lastUsed: 'Último uso',
    startedAt: '1 de dez. de 2026',
  },
} as const

const session = (id: string, navegador: string | null, sistema: string | null, endereco: string | null, atual = false): UserSession => ({
  id,
  navegador,
  sistema,
  endereco,
  iniciadaEm: '2026-12-01T09:15:00.000-03:00',
  ultimoUsoEm: '2026-12-05T18:30:00.000-03:00',
  atual,
})
const laptop = session('11111111-1111-4111-8111-111111111111', 'Chrome', 'Linux', '203.0.113.7', true)
const phone = session('22222222-2222-4222-8222-222222222222', 'Safari', 'iOS', '198.51.100.20')
const stranger = session('33333333-3333-4333-8333-333333333333', null, null, null)

describe.each(['en', 'pt-BR'] as const)('Change password in %s', (language) => {
  const t = texts[language]

  it('marks what is missing or wrong before sending anything', async () => {
    await renderApp({ language, path: '/alterar-senha' }, passwordPage())
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.passwordTitle)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.submit })))
    expect(screen.getByRole('alert')).toHaveTextContent(t.fill)
    fireEvent.change(screen.getByLabelText(t.current), { target: { value: 'old password' } })
    fireEvent.change(screen.getByLabelText(t.next), { target: { value: 'short' } })
    fireEvent.change(screen.getByLabelText(t.confirm), { target: { value: 'shorter' } })
    expect(screen.getByLabelText(t.next)).toHaveAccessibleDescription(expect.stringContaining(t.tooShort))
    expect(screen.getByLabelText(t.confirm)).toHaveAccessibleDescription(t.mismatch)
    expect(screen.getByRole('alert')).toHaveTextContent(t.check)
    expect(changePassword).not.toHaveBeenCalled()
  })

  it('a wrong current password lands on its field; the lockout says how long; a success empties the form and says so', async () => {
    changePassword
      .mockRejectedValueOnce(new ApiError({ status: 400, code: 'wrong_current_password', message: 'x', fieldErrors: { senhaAtual: 'wrong_current_password' } }))
      .mockRejectedValueOnce(new ApiError({ status: 429, code: 'rate_limited', message: 'x', retryAfter: 900 }))
      .mockResolvedValueOnce(undefined)
    const user = userEvent.setup()
    await renderApp({ language, path: '/alterar-senha' }, passwordPage())
    await user.type(screen.getByLabelText(t.current), 'not it')
    await user.type(screen.getByLabelText(t.next), 'a new password')
    await user.type(screen.getByLabelText(t.confirm), 'a new password')
    expect(screen.getByLabelText(t.next)).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: t.show }))
    expect(screen.getByLabelText(t.next)).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: t.submit }))
    await settle()
    expect(changePassword).toHaveBeenLastCalledWith({ senhaAtual: 'not it', novaSenha: 'a new password' })
    expect(screen.getByLabelText(t.current)).toHaveAccessibleDescription(t.wrong)
    expect(screen.getByRole('alert')).toHaveTextContent(t.check)
    await user.click(screen.getByRole('button', { name: t.submit }))
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent(t.locked)
    await user.click(screen.getByRole('button', { name: t.submit }))
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(t.changed)
    for (const label of [t.current, t.next, t.confirm]) expect(screen.getByLabelText(label)).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe.each(['en', 'pt-BR'] as const)('Sessions in %s', (language) => {
  const t = texts[language]

  it('lists this device first with its device, address and times; the others can be ended one by one, then all', async () => {
    loadSessions.mockResolvedValue([laptop, phone, stranger])
    endSessions.mockResolvedValue(undefined)
    const user = userEvent.setup()
    await renderApp({ language, path: '/sessoes' }, sessionsPage())
    await settle()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.sessionsTitle)
    const items = within(screen.getByRole('list', { name: t.list })).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual([`${t.laptop}${t.thisDevice}`, t.phone, t.unknownDevice])
    expect(items[0]).toHaveTextContent('203.0.113.7')
    expect(items[0]).toHaveTextContent(t.startedAt)
    expect(within(items[0]!).getByText(t.started)).toBeInTheDocument()
    expect(within(items[0]!).getByText(t.lastUsed)).toBeInTheDocument()
    expect(within(items[0]!).queryByRole('button')).toBeNull()
    expect(items[2]).toHaveTextContent(t.unknownAddress)

    await user.click(screen.getByRole('button', { name: t.endPhone }))
    const dialog = screen.getByRole('alertdialog')
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: t.endOne }))
    await settle()
    expect(endSessions).toHaveBeenCalledWith({ kind: 'one', id: phone.id })
    expect(screen.getByRole('status')).toHaveTextContent(t.ended)
    expect(within(screen.getByRole('list', { name: t.list })).getAllByRole('listitem')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: t.endOthers }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.endOthers }))
    await settle()
    expect(endSessions).toHaveBeenCalledTimes(2)
    expect(endSessions).toHaveBeenLastCalledWith({ kind: 'others' })
    expect(screen.getByRole('status')).toHaveTextContent(t.othersEnded)
    expect(screen.getByText(t.none)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.endOthers })).toBeNull()
  })

  it('Escape keeps the session', async () => {
    loadSessions.mockResolvedValue([laptop, phone])
    const user = userEvent.setup()
    await renderApp({ language, path: '/sessoes' }, sessionsPage())
    await settle()
    await user.click(screen.getByRole('button', { name: t.endPhone }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(endSessions).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: t.endPhone })).toHaveFocus()
  })
})
