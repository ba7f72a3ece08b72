// Route walk: the original site's 20 routes, the bank account pages, a card's statements, the statement import and /meus-dados as anonymous, User and Admin, in pt-BR and en, light
// and dark, at 1280 and 360 px. For each visit: the guard outcome (no token → /login, a role
// mismatch → /, otherwise the page), a visible h1, no page or console error, no failed request except an
// expected 401/403/404, and an axe scan (WCAG 2.1 AA) with 0 violations. The route list is the app's own
// route table, so a new route cannot skip the walk.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it, type ExpectStatic } from 'vitest'
import type { InstallmentPlan } from '../../src/contract/installment'
import { apiRequest, newSignedInUser, signInAsAdmin, type Tokens } from './support/api'
import { storeSession } from './support/session'
import { admin, axeViolations, sharedBrowser, newContext, type Language, type Theme } from './support/browser'

const browser = sharedBrowser()

type Access = 'public' | 'user' | 'admin'
type Role = 'anonymous' | 'User' | 'Admin'

/** The original site's route table, with the access each route requires. Checked below against src/app/routes.tsx. */
const routes: ReadonlyArray<{ pattern: string; access: Access }> = [
  { pattern: '/', access: 'public' },
  { pattern: '/login', access: 'public' },
  { pattern: '/contato', access: 'public' },
  { pattern: '/sobre-mim', access: 'public' },
  { pattern: '/agradecimentos', access: 'public' },
  { pattern: '/criar-usuario', access: 'public' },
  { pattern: '/experimentar', access: 'public' },
  { pattern: '/livros', access: 'user' },
  { pattern: '/livros/cadastrar/:livroId', access: 'user' },
  { pattern: '/financas', access: 'user' },
  { pattern: '/financas/cadastrar-categoria', access: 'user' },
  { pattern: '/financas/cadastrar-cartao', access: 'user' },
  { pattern: '/financas/pessoa-conta', access: 'user' },
  { pattern: '/financas/lancamento-financeiro', access: 'user' },
  { pattern: '/financas/parcelamento', access: 'user' },
  { pattern: '/financas/parcelamento-mensais/:id', access: 'user' },
  { pattern: '/financas/contas', access: 'user' },
  { pattern: '/financas/contas/:id', access: 'user' },
  { pattern: '/financas/cartoes/:id/faturas', access: 'user' },
  { pattern: '/financas/recorrencias', access: 'user' },
  { pattern: '/financas/importar', access: 'user' },
  { pattern: '/meus-dados', access: 'user' },
  { pattern: '/verificacao-em-duas-etapas', access: 'user' },
  { pattern: '/alterar-senha', access: 'user' },
  { pattern: '/sessoes', access: 'user' },
  { pattern: '/listar-contatos', access: 'admin' },
  { pattern: '/pokemon', access: 'admin' },
  { pattern: '/pokemon/alterarsituacao', access: 'admin' },
  { pattern: '/pokemon/incluirPokemon', access: 'admin' },
  { pattern: '/amor', access: 'admin' },
]

/** Where a visit ends: the page itself, /login without a token, / on a role mismatch. */
function expectedPath(path: string, access: Access, role: Role): string {
  if (access === 'public') return path
  if (role === 'anonymous') return '/login'
  if (access === 'admin' && role !== 'Admin') return '/'
  return path
}

interface Visitor {
  role: Role
  username?: string
  tokens?: Tokens
  /** An installment plan of this visitor, for /financas/parcelamento-mensais/:id. */
  planId: number
  /** A bank account of this visitor, for /financas/contas/:id. */
  accountId: number
  /** A card with statement days of this visitor, for /financas/cartoes/:id/faturas. */
  cardId: number
}

const visitors = {} as Record<Role, Visitor>

async function seedPlan(tokens: Tokens): Promise<number> {
  const token = tokens.accessToken
  const holder = await apiRequest<{ id: number }>('/v1/api/pessoaconta', { token, body: { nomePessoa: 'Maria Souza' } })
  expect(holder.status).toBe(201)
  const plan = await apiRequest<InstallmentPlan>('/v1/api/parcelamento', {
    token,
    body: { descricao: 'Geladeira', valorTotal: 100, numeroParcelas: 3, dataPrimeiraParcela: new Date().toISOString(), intervaloParcelas: 30, pessoaContaId: holder.body.id, situacao: 'Ativo' },
  })
  expect(plan.status).toBe(201)
  return plan.body.id
}

async function seedAccount(tokens: Tokens): Promise<number> {
  const account = await apiRequest<{ id: number }>('/v1/api/contabancaria', {
    token: tokens.accessToken,
    body: { nome: `Conta ${Date.now()}`, tipo: 'Corrente', saldoInicial: 100, dataSaldoInicial: new Date().toISOString().slice(0, 10) },
  })
  expect(account.status).toBe(201)
  return account.body.id
}

async function seedCard(tokens: Tokens): Promise<number> {
  const card = await apiRequest<{ id: number }>('/v1/api/cartao', {
    token: tokens.accessToken,
    body: { nomeUsuario: 'Maria Souza', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10, limite: 5000 },
  })
  expect(card.status).toBe(201)
  return card.body.id
}

beforeAll(async () => {
  const user = await newSignedInUser('walk')
  const adminTokens = await signInAsAdmin()
  visitors.anonymous = { role: 'anonymous', planId: 1, accountId: 1, cardId: 1 }
  visitors.User = { role: 'User', username: user.username, tokens: user.tokens, planId: await seedPlan(user.tokens), accountId: await seedAccount(user.tokens), cardId: await seedCard(user.tokens) }
  visitors.Admin = {
    role: 'Admin',
    username: admin.username,
    tokens: adminTokens,
    planId: await seedPlan(adminTokens),
    accountId: await seedAccount(adminTokens),
    cardId: await seedCard(adminTokens),
  }
})

function pathOf(pattern: string, visitor: Visitor): string {
  if (pattern === '/financas/contas/:id') return `/financas/contas/${visitor.accountId}`
  if (pattern === '/financas/cartoes/:id/faturas') return `/financas/cartoes/${visitor.cardId}/faturas`
  return pattern.replace(':livroId', '0').replace(':id', String(visitor.planId))
}

/** "STATUS METHOD path" of every 4xx/5xx answer, and the page and console errors (resource errors apart). */
function watch(page: Page) {
  const failed: string[] = []
  const errors: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // Chromium logs each 4xx answer as "Failed to load resource"; those are judged by their status above.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`)
  })
  return { failed, errors }
}

/** The page has settled: its h1 is visible and nothing says it is still loading. */
async function settled(page: Page, expect: ExpectStatic) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 15_000 })
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0)
}

const combinations = (['pt-BR', 'en'] as const).flatMap((language) =>
  (['light', 'dark'] as const).flatMap((theme) => ([1280, 360] as const).map((width) => ({ language, theme, width }))),
)

it('walks exactly the routes of the app', async () => {
  const source = await import('node:fs/promises').then((fs) => fs.readFile('src/app/routes.tsx', 'utf8'))
  const table = [...source.matchAll(/\{ pattern: (?:paths\.([\w.]+)|'([^']+)'), access: '(\w+)'/g)].map(([, named, literal, access]) => ({ named, literal, access }))
  expect(table).toHaveLength(routes.length)
  expect(table.map((route) => route.access)).toEqual(routes.map((route) => route.access))
  for (const [index, route] of table.entries()) if (route.literal) expect(route.literal).toBe(routes[index]!.pattern)
})

// The visits mostly wait (loads, fades, axe): four contexts at a time share the one browser.
describe.concurrent.each(['anonymous', 'User', 'Admin'] as const)('route walk as %s', (role) => {
  it.for(combinations)('$language, $theme, $width px: guard, h1, no errors, axe clean on every route',
    // Twenty visits with an axe scan each, several walks at a time on two cores.
    { timeout: 300_000 },
    async ({ language, theme, width }: { language: Language; theme: Theme; width: number }, { expect }) => {
    const visitor = visitors[role]
    const context = await newContext(browser(), { language, theme, width, height: width === 360 ? 740 : 800 })
    const page = await context.newPage()
    const { failed, errors } = watch(page)
    if (visitor.tokens) {
      await page.goto('/')
      await storeSession(page, visitor.tokens, visitor.username ?? '')
    }
    const problems: string[] = []
    for (const route of routes) {
      const path = pathOf(route.pattern, visitor)
      failed.length = 0
      errors.length = 0
      await page.goto(path)
      const want = expectedPath(path, route.access, role)
      await expect.poll(() => new URL(page.url()).pathname, { message: `${path} as ${role}` }).toBe(want)
      await settled(page, expect)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
      expect(await page.evaluate(() => document.documentElement.classList.contains('theme-dark'))).toBe(theme === 'dark')
      for (const violation of await axeViolations(page)) problems.push(`${path}: axe ${violation}`)
      for (const error of errors) problems.push(`${path}: ${error}`)
      for (const answer of failed) if (!/^40[134] /.test(answer)) problems.push(`${path}: ${answer}`)
      if (width === 360) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
        if (overflow > 360) problems.push(`${path}: the page is ${overflow} px wide at 360 px`)
      }
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
