// Where sign-in returns to: only a path of this app is taken from the login's ?next= (no open redirect).
import { describe, expect, it } from 'vitest'
import { loginPathFor, returnPathOfSearch, safeReturnPath, withReturnPath } from '@/lib/return-path'

describe('safeReturnPath', () => {
  it.each([
    ['/financas', '/financas'],
    ['/financas/cartoes/3/faturas?mes=2026-11', '/financas/cartoes/3/faturas?mes=2026-11'],
    ['/livros#fim', '/livros#fim'],
    ['/', '/'],
    // Normalized the way the browser would: the dots go, the escapes stay.
    ['/financas/../livros', '/livros'],
    ['/financas/contas?mes=2026-11&x=%2F%2Fevil', '/financas/contas?mes=2026-11&x=%2F%2Fevil'],
  ])('takes %j as %j', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path)
  })

  it.each([
    null,
    undefined,
    '',
    'financas',
    'https://evil.example',
    'https://evil.example/financas',
    '//evil.example',
    '//evil.example/financas',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /financas',
    '/a/..//evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    '/login',
    '/login?next=%2Flivros',
    '/criar-usuario',
    `/${'a'.repeat(1000)}`,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull()
  })
})

describe('loginPathFor', () => {
  it('names the page in ?next=, encoded', () => {
    expect(loginPathFor('/financas/cartoes/3/faturas?mes=2026-11')).toBe('/login?next=%2Ffinancas%2Fcartoes%2F3%2Ffaturas%3Fmes%3D2026-11')
  })

  it('is the plain login page when there is nowhere to return to', () => {
    expect(loginPathFor('/')).toBe('/login')
    expect(loginPathFor(null)).toBe('/login')
    expect(loginPathFor('/login?next=%2Flivros')).toBe('/login')
    expect(loginPathFor('//evil.example')).toBe('/login')
  })

  it('round-trips through the login page query', () => {
    const target = '/financas/contas/7?mes=2026-02'
    const search = loginPathFor(target).split('?')[1]!
    expect(returnPathOfSearch(search)).toBe(target)
    expect(returnPathOfSearch(`?${search}`)).toBe(target)
    expect(returnPathOfSearch('next=https%3A%2F%2Fevil.example')).toBeNull()
  })
})

describe('withReturnPath', () => {
  it('carries a safe page between the login and sign-up pages, and nothing else', () => {
    expect(withReturnPath('/criar-usuario', '/financas/contas')).toBe('/criar-usuario?next=%2Ffinancas%2Fcontas')
    expect(withReturnPath('/criar-usuario', '//evil.example')).toBe('/criar-usuario')
    expect(withReturnPath('/criar-usuario', null)).toBe('/criar-usuario')
    expect(withReturnPath('/login', '/')).toBe('/login')
  })
})
