import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { owner } from '@/content/owner'
import { storage } from '@/lib/storage'
import { fakeSessionLogic, renderApp, settle } from './support'
import { pendingPanel } from './pending-pages'

// The whole app renders here: /financas starts the finance panel's machines, whose actors never answer here (the
// panel has its own tests).
const logic = pendingPanel()

const texts = {
  en: { user: 'Welcome, User', login: 'Log in', logout: 'Log out', jump: 'Go to page', about: 'About Me', contact: 'Contact', thanks: 'Acknowledgements', docs: 'API documentation', dark: 'Switch to dark theme', home: 'Home', books: 'List Books', finances: 'Finances', myData: 'My data', twoStep: 'Two-step verification', password: 'Change password', sessions: 'Sessions', love: 'Love', pokemon: 'Pokemon Data Table', contacts: 'Contacts Data Table', signedIn: 'Signed in as bia' },
  'pt-BR': { user: 'Bem-vindo(a), Usuário', login: 'Entrar', logout: 'Sair', jump: 'Ir para a página', about: 'Sobre Mim', contact: 'Contato', thanks: 'Agradecimentos', docs: 'Documentação da API', dark: 'Mudar para o tema escuro', home: 'Início', books: 'Listar Livros', finances: 'Finanças', myData: 'Meus dados', twoStep: 'Verificação em duas etapas', password: 'Alterar senha', sessions: 'Sessões', love: 'Amor', pokemon: 'Tabela de Pokémon', contacts: 'Tabela de Contatos', signedIn: 'Conectado(a) como bia' },
} as const

describe.each(['en', 'pt-BR'] as const)('layout in %s', (language) => {
  const t = texts[language]

  it('anonymous: brand, welcome "User", theme toggle, language select, login button, footer', async () => {
    const app = await renderApp({ logic, language, path: '/criar-usuario' })
    await app.answerTokenCheck(null)
    expect(screen.getByRole('link', { name: new RegExp(owner.name) })).toHaveAttribute('href', '/')
    expect(screen.getByTestId('welcome')).toHaveTextContent(t.user)
    expect(screen.queryByText(t.jump)).toBeNull()
    expect(screen.getByRole('button', { name: t.dark })).toBeInTheDocument()
    const select = screen.getByRole('combobox')
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Português', 'English'])
    expect(select).toHaveValue(language)
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: t.login })).toHaveAttribute('href', '/login')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: t.about })).toHaveAttribute('href', '/sobre-mim')
    expect(within(footer).getByRole('link', { name: t.contact })).toHaveAttribute('href', '/contato')
    expect(within(footer).getByRole('link', { name: t.thanks })).toHaveAttribute('href', '/agradecimentos')
    expect(within(footer).getByRole('link', { name: t.docs })).toHaveAttribute('href', '/api/docs')
    for (const url of [owner.social.linkedin, owner.social.instagram, owner.social.github]) {
      const link = footer.querySelector(`a[href="${url}"]`)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('on /login itself the header offers no second Log in', async () => {
    const app = await renderApp({ logic, language, path: '/criar-usuario' })
    await app.answerTokenCheck(null)
    await settle(() => app.location.navigate('/login'))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.login)
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: t.login })).toBeNull()
    await settle(() => app.location.navigate('/criar-usuario'))
    expect(within(screen.getByRole('banner')).getByRole('link', { name: t.login })).toBeInTheDocument()
  })

  it('logged in as User: stored username, page jump without admin entries, logout', async () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'bia' })
    // /financas is still a placeholder that calls no API (the book list would fetch its first page).
    const app = await renderApp({ logic, language, path: '/financas', sessionLogic: fakeSessionLogic() })
    await app.answerTokenCheck({ username: 'bia', role: 'User' })
    expect(screen.getByTestId('welcome')).toHaveTextContent('bia')
    const menu = screen.getByText(t.jump).closest('details')!
    // Where the bar has no room for the welcome line, the menu says who is signed in.
    expect(within(menu).getByText(t.signedIn)).toBeInTheDocument()
    const entries = within(menu).getAllByRole('link', { hidden: true }).map((a) => [a.textContent, a.getAttribute('href')])
    expect(entries).toEqual([
      [t.home, '/'],
      [t.books, '/livros'],
      [t.finances, '/financas'],
      [t.myData, '/meus-dados'],
      [t.twoStep, '/verificacao-em-duas-etapas'],
      [t.password, '/alterar-senha'],
      [t.sessions, '/sessoes'],
    ])
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.logout })))
    expect(app.path()).toBe('/')
    expect(storage.get('accessToken')).toBeNull()
    expect(screen.getByTestId('welcome')).toHaveTextContent(t.user)
  })

  it('logged in as Admin: the admin entries show too', async () => {
    // The home page calls no API (the slideshow at /amor now loads its pictures from the server).
    const app = await renderApp({ logic, language, path: '/' })
    await app.answerTokenCheck({ username: 'ana', role: 'Admin' })
    const menu = screen.getByText(t.jump).closest('details')!
    expect(within(menu).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual([t.home, t.books, t.love, t.pokemon, t.contacts, t.finances, t.myData, t.twoStep, t.password, t.sessions])
  })
})

describe('layout controls', () => {
  it('the language select switches every text and <html lang>, and is remembered', async () => {
    const app = await renderApp({ logic, language: 'en', path: '/login' })
    await app.answerTokenCheck(null)
    await settle(() => fireEvent.change(screen.getByRole('combobox'), { target: { value: 'pt-BR' } }))
    expect(screen.getByTestId('welcome')).toHaveTextContent('Bem-vindo(a), Usuário')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Entrar')
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(storage.get('language')).toBe('pt-BR')
  })

  it('the theme toggle switches the <html> class and is remembered', async () => {
    const app = await renderApp({ logic, language: 'en', path: '/login' })
    await app.answerTokenCheck(null)
    expect(document.documentElement).toHaveClass('theme-light')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' })))
    expect(document.documentElement).toHaveClass('theme-dark')
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument()
    expect(storage.get('theme')).toBe('dark')
  })

  it('the page-jump menu closes on Escape, on a pointer outside it and after choosing a page', async () => {
    const app = await renderApp({ logic, language: 'en', path: '/financas' })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    const menu = screen.getByText('Go to page').closest('details')!
    menu.open = true
    fireEvent.keyDown(menu, { key: 'Escape' })
    expect(menu.open).toBe(false)
    menu.open = true
    fireEvent.pointerDown(within(menu).getByRole('link', { name: 'Home', hidden: true }))
    expect(menu.open).toBe(true)
    fireEvent.pointerDown(screen.getByRole('main'))
    expect(menu.open).toBe(false)
    menu.open = true
    await settle(() => fireEvent.click(within(menu).getByRole('link', { name: 'Home', hidden: true })))
    expect(menu.open).toBe(false)
    expect(app.path()).toBe('/')
  })
})
