// The visitor's demo in the app, in both languages: the home page's and the login page's ways in (the login one only
// when a finance page sent the visitor there), /experimentar for someone already signed in, and, for a signed-in demo,
// the banner naming the expiry in the user's language on every page, with the page jump of an ordinary User (no admin
// entry). The flows themselves: tests/model/demo-start.model.test.tsx and tests/model/demo-banner.model.test.tsx.
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import DemoStartView from '@/views/auth/demo-start-view'
import { renderApp } from './support'

const t = {
  en: { tryIt: 'Try the finance manager', create: 'Create my account', jump: 'Go to page', love: 'Love', pokemon: 'Pokemon Data Table', contacts: 'Contacts Data Table', finances: 'Finances', signedIn: 'You are signed in: your finances are in the panel.', open: 'Open the finance panel', invite: /^No account yet\? Try the finance manager with a household’s data, no sign-up needed\.$/ },
  'pt-BR': { tryIt: 'Experimentar o gerenciador financeiro', create: 'Criar minha conta', jump: 'Ir para a página', love: 'Amor', pokemon: 'Tabela de Dados Pokémon', contacts: 'Tabela de Dados de Contatos', finances: 'Finanças', signedIn: 'Você já entrou: suas finanças estão no painel.', open: 'Abrir o painel financeiro', invite: /^Ainda não tem conta\? Experimente o gerenciador financeiro com os dados de uma casa, sem cadastro\.$/ },
} as const

/** The banner's words, the expiry written as the language writes a date and time (the browser's own time zone). */
const bannerText = {
  en: /^This is a demo: it and all its data are deleted on Dec 6, 2026, \d{2}:\d{2}\s?(AM|PM)\.Create my account$/,
  'pt-BR': /^Esta é uma demonstração: ela e todos os seus dados serão apagados em 6 de dez\. de 2026, \d{2}:\d{2}\.Criar minha conta$/,
} as const

describe.each(['en', 'pt-BR'] as const)('the demo (%s)', (language) => {
  const text = t[language]

  it('the home page offers it as a link to /experimentar', async () => {
    const app = await renderApp({ language, path: '/' })
    await app.answerTokenCheck(null)
    expect(await screen.findByRole('link', { name: text.tryIt })).toHaveAttribute('href', '/experimentar')
  })

  it('the login page offers it when a finance page sent the visitor there, not otherwise', async () => {
    const app = await renderApp({ language, path: '/login?next=%2Ffinancas%2Fcontas' })
    await app.answerTokenCheck(null)
    const invite = screen.getByTestId('demo-invite')
    expect(invite.textContent?.replace(/\s+/g, ' ').trim()).toMatch(text.invite)
    expect(within(invite).getByRole('link')).toHaveAttribute('href', '/experimentar')
    const other = await renderApp({ language, path: '/login?next=%2Flivros' })
    await other.answerTokenCheck(null)
    expect(screen.getAllByTestId('demo-invite')).toHaveLength(1)
  })

  it('/experimentar for someone signed in: their panel, no new demo', async () => {
    const app = await renderApp({ language, path: '/experimentar' }, <DemoStartView />)
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(screen.getByText(text.signedIn)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.open })).toHaveAttribute('href', '/financas')
    expect(screen.queryByRole('button', { name: /Start the demo|Começar a demonstração/ })).toBeNull()
  })

  it("a signed-in demo: the banner names the expiry; the page jump has a User's entries, no admin one", async () => {
    const app = await renderApp({ language, path: '/' })
    await app.answerTokenCheck({ username: 'demo-a1b2c3', role: 'User', demoExpiresAt: '2026-12-06T15:00:00.000Z' })
    // The banner is its own chunk in the layout.
    const banner = await screen.findByTestId('demo-banner')
    expect(banner.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(bannerText[language])
    expect(within(banner).getByRole('button', { name: text.create })).toBeInTheDocument()
    const menu = screen.getByText(text.jump).closest('details')!
    const entries = within(menu).getAllByRole('link', { hidden: true }).map((link) => link.textContent)
    expect(entries).toContain(text.finances)
    for (const admin of [text.love, text.pokemon, text.contacts]) expect(entries).not.toContain(admin)
  })

  it('no banner for an ordinary account', async () => {
    const app = await renderApp({ language, path: '/' })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(screen.queryByTestId('demo-banner')).toBeNull()
  })
})
