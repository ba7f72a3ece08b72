// Contact page in both languages: labelled fields, inline errors, live status, links.
import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { owner } from '@/content/owner'
import { ApiError } from '@/api/errors'
import ContactView from '@/views/contact/contact-view'
import { contactFormMachine } from '@machines/site/contact-form.machine'
import type { ContactValues } from '@machines/site/contact-form.machine'
import type { Language } from '@/lib/storage'
import { apiActor } from '../support/api-actors'
import { renderApp } from './support'

/** The send the machine invokes, answered as each test programs it (the fields as typed: the actor trims). */
let send = apiActor<unknown, ContactValues>()
beforeEach(() => {
  send = apiActor<unknown, ContactValues>()
})

const texts = {
  en: {
    title: 'Contact',
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    send: 'Send message',
    required: 'Required field',
    invalidEmail: 'Invalid email format',
    sent: 'Message sent successfully! I will contact you soon.',
    failed: 'An error occurred while sending your message. Please try again.',
    check: 'Please correct the marked fields.',
    direct: /Or write to me directly at/,
  },
  'pt-BR': {
    title: 'Contato',
    name: 'Nome',
    email: 'E-mail',
    message: 'Mensagem',
    send: 'Enviar mensagem',
    required: 'Campo obrigatório',
    invalidEmail: 'Formato de e-mail inválido',
    sent: 'Mensagem enviada com sucesso! Entrarei em contato em breve.',
    failed: 'Ocorreu um erro ao enviar sua mensagem. Tente novamente.',
    check: 'Corrija os campos destacados.',
    direct: /Ou escreva diretamente para/,
  },
} as const

const render = (language: Language) =>
  renderApp({ language, path: '/contato' }, <ContactView logic={contactFormMachine.provide({ actors: { submitContact: send.logic } })} />)

describe.each(['en', 'pt-BR'] as const)('contact page (%s)', (language) => {
  const t = texts[language]
  const field = (name: string) => screen.getByRole('textbox', { name })
  /** Types the three fields as a visitor does and presses Send. */
  const sendTyped = async (nome: string) => {
    const user = userEvent.setup()
    await user.type(field(t.name), nome)
    await user.type(field(t.email), 'ana@example.com')
    await user.type(field(t.message), 'Olá')
    await user.click(screen.getByRole('button', { name: t.send }))
    return user
  }

  it('has labelled fields, a send button, social links and a direct e-mail line', async () => {
    await render(language)
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    expect(field(t.name)).toHaveAttribute('name', 'nome')
    expect(field(t.email)).toHaveAttribute('type', 'email')
    expect(field(t.message).tagName).toBe('TEXTAREA')
    expect(screen.getByRole('button', { name: t.send })).toBeEnabled()
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', owner.social.linkedin)
    expect(screen.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', owner.social.github)
    expect(screen.getByText(t.direct)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: owner.email })).toHaveAttribute('href', `mailto:${owner.email}`)
  })

  it('shows inline errors on submit, then on change and blur; nothing is sent', async () => {
    await render(language)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.send }))
    for (const name of [t.name, t.email, t.message]) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true')
      expect(field(name)).toHaveAccessibleDescription(t.required)
    }
    await user.type(field(t.email), 'ana')
    expect(field(t.email)).toHaveAccessibleDescription(t.invalidEmail)
    await user.type(field(t.email), '@example.com')
    expect(field(t.email)).not.toHaveAttribute('aria-invalid')
    expect(field(t.email)).not.toHaveAccessibleDescription()
    await user.type(field(t.name), 'Ana')
    await user.clear(field(t.name))
    expect(field(t.name)).toHaveAccessibleDescription(t.required)
    expect(send).not.toHaveBeenCalled()
  })

  it('a refused submit focuses the first invalid field and announces the summary until all is fixed', async () => {
    await render(language)
    const user = userEvent.setup()
    await user.type(field(t.name), 'Ana')
    await user.click(screen.getByRole('button', { name: t.send }))
    expect(screen.getByRole('alert')).toHaveTextContent(t.check)
    await waitFor(() => expect(field(t.email)).toHaveFocus())
    await user.type(field(t.email), 'ana@example.com')
    expect(screen.getByRole('alert')).toHaveTextContent(t.check)
    await user.type(field(t.message), 'Olá!')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(send).not.toHaveBeenCalled()
  })

  it('validates a field on blur', async () => {
    await render(language)
    const user = userEvent.setup()
    await user.click(field(t.name))
    await user.tab()
    expect(field(t.name)).toHaveAccessibleDescription(t.required)
    expect(field(t.message)).not.toHaveAttribute('aria-invalid')
  })

  it('sends, announces success and clears the form', async () => {
    send.mockResolvedValueOnce({ id: 1, nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá', dataContato: new Date().toISOString() })
    await render(language)
    await sendTyped(' Ana ')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.sent))
    // The fields as typed; the actor trims them (tests/machines/contact-form.test.ts).
    expect(send).toHaveBeenCalledWith({ nome: ' Ana ', email: 'ana@example.com', mensagem: 'Olá' })
    for (const name of [t.name, t.email, t.message]) {
      expect(field(name)).toHaveValue('')
      expect(field(name)).not.toHaveAttribute('aria-invalid')
    }
  })

  it('announces a failure and keeps the form for a retry', async () => {
    send.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await render(language)
    const user = await sendTyped('Ana')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.failed))
    expect(field(t.name)).toHaveValue('Ana')
    send.mockResolvedValueOnce({ id: 2, nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá', dataContato: new Date().toISOString() })
    await user.click(screen.getByRole('button', { name: t.send }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.sent))
  })
})
