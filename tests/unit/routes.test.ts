import { describe, expect, it } from 'vitest'
import { matchRoute, useRouter } from 'wouter'
import { renderHook } from '@testing-library/react'
import { guardDecision, pageJumpEntries, paths, routes } from '@/app/routes'
import { isAllowed } from '@/lib/page'

describe('route table', () => {
  it('has the 20 routes of the original site, the bank account pages, the card statements, the statement import and /meus-dados with their access', () => {
    expect(routes.map((r) => [r.pattern, r.access])).toEqual([
      ['/', 'public'],
      ['/login', 'public'],
      ['/contato', 'public'],
      ['/sobre-mim', 'public'],
      ['/agradecimentos', 'public'],
      ['/criar-usuario', 'public'],
      ['/experimentar', 'public'],
      ['/livros', 'user'],
      ['/livros/cadastrar/:livroId', 'user'],
      ['/financas', 'user'],
      ['/financas/cadastrar-categoria', 'user'],
      ['/financas/cadastrar-cartao', 'user'],
      ['/financas/pessoa-conta', 'user'],
      ['/financas/lancamento-financeiro', 'user'],
      ['/financas/parcelamento', 'user'],
      ['/financas/parcelamento-mensais/:id', 'user'],
      ['/financas/contas', 'user'],
      ['/financas/contas/:id', 'user'],
      ['/financas/cartoes/:id/faturas', 'user'],
      ['/financas/recorrencias', 'user'],
      ['/financas/importar', 'user'],
      ['/meus-dados', 'user'],
      ['/verificacao-em-duas-etapas', 'user'],
      ['/alterar-senha', 'user'],
      ['/sessoes', 'user'],
      ['/listar-contatos', 'admin'],
      ['/pokemon', 'admin'],
      ['/pokemon/alterarsituacao', 'admin'],
      ['/pokemon/incluirPokemon', 'admin'],
      ['/amor', 'admin'],
    ])
  })

  it('path helpers build the parameterised paths', () => {
    expect(paths.livros.cadastrar(0)).toBe('/livros/cadastrar/0')
    expect(paths.livros.cadastrar(12)).toBe('/livros/cadastrar/12')
    expect(paths.financas.parcelamentoMensais(7)).toBe('/financas/parcelamento-mensais/7')
    expect(paths.financas.conta(3)).toBe('/financas/contas/3')
    expect(paths.financas.conta(3, '2026-05')).toBe('/financas/contas/3?mes=2026-05')
    expect(paths.financas.lancamentosDoMes('2026-05')).toBe('/financas/lancamento-financeiro?mes=2026-05')
    expect(paths.financas.cartaoFaturas(4)).toBe('/financas/cartoes/4/faturas')
  })

  it('every path helper produces a path its route pattern matches', () => {
    const { result } = renderHook(() => useRouter())
    const parser = result.current.parser
    const samples = [
      paths.home, paths.login, paths.contato, paths.sobreMim, paths.agradecimentos, paths.criarUsuario, paths.experimentar,
      paths.livros.list, paths.livros.cadastrar(0), paths.financas.panel, paths.financas.cadastrarCategoria,
      paths.financas.cadastrarCartao, paths.financas.pessoaConta, paths.financas.lancamentoFinanceiro,
      paths.financas.parcelamento, paths.financas.parcelamentoMensais(42), paths.financas.contas, paths.financas.conta(5), paths.financas.cartaoFaturas(6), paths.financas.recorrencias, paths.financas.importar, paths.meusDados, paths.verificacaoDuasEtapas, paths.alterarSenha, paths.sessoes, paths.listarContatos,
      paths.pokemon.stats, paths.pokemon.alterarSituacao, paths.pokemon.incluirPokemon, paths.amor,
    ]
    samples.forEach((path, index) => {
      const [matched] = matchRoute(parser, routes[index]!.pattern, path)
      expect(matched, `${path} ~ ${routes[index]!.pattern}`).toBe(true)
    })
    expect(matchRoute(parser, routes[15]!.pattern, paths.financas.parcelamentoMensais(42))[1]).toMatchObject({ id: '42' })
    expect(matchRoute(parser, routes[17]!.pattern, paths.financas.conta(5))[1]).toMatchObject({ id: '5' })
    expect(matchRoute(parser, routes[18]!.pattern, paths.financas.cartaoFaturas(6))[1]).toMatchObject({ id: '6' })
  })

  const session = { loggedIn: true, starting: false, role: 'User' as const }
  it.each([
    ['public', { ...session, loggedIn: false }, 'render'],
    ['public', { ...session, starting: true }, 'render'],
    ['user', { ...session, starting: true }, 'wait'],
    ['user', { ...session, loggedIn: false, role: null }, 'toLogin'],
    // Signed in: shown at once, whatever this visit's check (it runs in the background).
    ['user', session, 'render'],
    ['admin', session, 'toHome'],
    ['admin', { ...session, role: 'Admin' as const }, 'render'],
  ] as const)('%s route, session %o → %s', (access, state, decision) => {
    expect(guardDecision(access, state)).toBe(decision)
  })

  it('the page-jump entries take their access from the route they lead to', () => {
    expect(pageJumpEntries.map((entry) => [entry.href, entry.label.message, entry.access])).toEqual([
      ['/', 'Home', 'public'],
      ['/livros', 'List Books', 'user'],
      ['/amor', 'Love', 'admin'],
      ['/pokemon', 'Pokemon Data Table', 'admin'],
      ['/listar-contatos', 'Contacts Data Table', 'admin'],
      ['/financas', 'Finances', 'user'],
      ['/meus-dados', 'My data', 'user'],
      ['/verificacao-em-duas-etapas', 'Two-step verification', 'user'],
      ['/alterar-senha', 'Change password', 'user'],
      ['/sessoes', 'Sessions', 'user'],
    ])
    for (const entry of pageJumpEntries) expect(entry.access).toBe(routes.find((route) => route.pattern === entry.href)?.access)
  })

  it.each([
    ['public', null, true],
    ['user', 'User', true],
    ['admin', 'User', false],
    ['admin', null, false],
    ['admin', 'Admin', true],
  ] as const)('a %s route is open to role %s: %s', (access, role, allowed) => {
    expect(isAllowed(access, role)).toBe(allowed)
  })
})

describe('routeForPath (main.tsx preloads the page being opened)', () => {
  it('finds the route the router would render, parameters included, and nothing for an unknown path', async () => {
    const { routeForPath } = await import('@/app/routes')
    expect(routeForPath('/')?.pattern).toBe('/')
    expect(routeForPath('/login')?.pattern).toBe('/login')
    expect(routeForPath('/livros/cadastrar/12')?.pattern).toBe('/livros/cadastrar/:livroId')
    expect(routeForPath('/financas/parcelamento-mensais/3')?.pattern).toBe('/financas/parcelamento-mensais/:id')
    expect(routeForPath('/pokemon/incluirPokemon')?.pattern).toBe('/pokemon/incluirPokemon')
    expect(routeForPath('/nada')).toBeUndefined()
  })

  it('routeToPreload: a public page always, a guarded one only for a session that may open it', async () => {
    const { routeToPreload } = await import('@/app/routes')
    const anonymous = { loggedIn: false, role: null }
    const user = { loggedIn: true, role: 'User' as const }
    const admin = { loggedIn: true, role: 'Admin' as const }
    expect(routeToPreload('/contato', anonymous)?.pattern).toBe('/contato')
    expect(routeToPreload('/financas', anonymous)).toBeUndefined()
    expect(routeToPreload('/financas', user)?.pattern).toBe('/financas')
    expect(routeToPreload('/amor', user)).toBeUndefined()
    expect(routeToPreload('/amor', admin)?.pattern).toBe('/amor')
    expect(routeToPreload('/nada', admin)).toBeUndefined()
  })

  it('a preloaded page renders without suspending', async () => {
    const { routeForPath } = await import('@/app/routes')
    const page = routeForPath('/agradecimentos')!.page
    await page.preload()
    // Rendering the component calls it: with the chunk in, it returns the page's element, not a lazy one.
    const element = page({ params: {}, title: routeForPath('/agradecimentos')!.title })
    expect(typeof element.type).toBe('function')
    expect((element.type as { $$typeof?: symbol }).$$typeof).toBeUndefined()
  })
})
