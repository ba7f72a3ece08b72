// `npm run bench -- pages`: how long a move between finance pages takes in Debian's Chromium at 1280×800, at 1× and
// 4× CPU (DevTools throttling), for a signed-in household (2 accounts, 2 cards with statements, 12 categories, 160
// entries this month, 3 plans, 3 recurring series, budgets). Each page is visited once first (its code and data
// come in once: "first"), then the cycle of finance pages is walked RUNS times by the app's own navigation
// (history.pushState, as a link does): the time from the navigation to the frame after the page shows its heading
// with nothing left loading (no spinner, nothing aria-busy). Prints the first visit, the median and the p90 per page,
// and over all moves (for "first", the median of the pages' first visits).
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { percentile } from '../probes/server'

const RUNS = 5

export interface Session {
  accessToken: string
  refreshToken: string
  role: string
  username: string
}

async function call<T>(base: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'pt-BR' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A user with a household's month (`count` entries in it, 160 unless told), signed in. */
export async function household(base: string, count = 160): Promise<{ session: Session; paths: string[] }> {
  const username = `pages.${Date.now().toString(36)}`
  const senha = 'bench-password-123'
  const signup = await fetch(`${base}/api/auth/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nomeUsuario: username, senha, nomeCompleto: 'Maria Bench' }) })
  if (!signup.ok) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`)
  const signin = await fetch(`${base}/api/auth/v1/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nomeUsuario: username, senha }) })
  const tokens = (await signin.json()) as { accessToken: string; refreshToken: string; role: string }
  const token = tokens.accessToken
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  const month = today.slice(0, 7)
  const categories: number[] = []
  for (let i = 0; i < 12; i++) categories.push((await call<{ id: number }>(base, token, 'POST', '/v1/api/categoria', { nomeCategoria: `Bench ${i}`, tipoCategoria: i < 10 ? 'Despesa' : 'Receita' })).id)
  const accounts: number[] = []
  for (const nome of ['Conta corrente', 'Poupança']) accounts.push((await call<{ id: number }>(base, token, 'POST', '/v1/api/contabancaria', { nome, tipo: 'Corrente', saldoInicial: 5000, dataSaldoInicial: `${month}-01` })).id)
  const cards: number[] = []
  for (const nomeBanco of ['Nubank', 'Itaú']) cards.push((await call<{ id: number }>(base, token, 'POST', '/v1/api/cartao', { nomeUsuario: 'Maria', nomeBanco, diaFechamento: 3, diaVencimento: 10, limite: 8000 })).id)
  const holder = await call<{ id: number }>(base, token, 'POST', '/v1/api/pessoaconta', { nomePessoa: 'Maria' })
  // Four writers at once: 2,000 entries one after the other took most of a bench's minute.
  const entry = (i: number) => {
    const day = `${month}-${String(1 + (i % 28)).padStart(2, '0')}`
    const where = i % 3 === 0 ? { cartaoId: cards[i % 2], situacao: 'A Pagar' } : { contaBancariaId: accounts[i % 2], situacao: 'Pago', valorPago: 10 + i, dataPagamento: day }
    return call(base, token, 'POST', '/v1/api/lancamento', { dataLancamento: day, descricao: `Compra ${i}`, valor: 10 + i, tipoLancamento: 'Despesa', categoriaId: categories[i % 10], ...where })
  }
  for (let i = 0; i < count; i += 4) await Promise.all(Array.from({ length: Math.min(4, count - i) }, (_, k) => entry(i + k)))
  for (let i = 0; i < 3; i++) {
    await call(base, token, 'POST', '/v1/api/parcelamento', { descricao: `Plano ${i}`, valorTotal: 1200, numeroParcelas: 12, dataPrimeiraParcela: `${month}-05`, pessoaContaId: holder.id, categoriaId: categories[i] })
    await call(base, token, 'POST', '/v1/api/recorrencia', { descricao: `Conta fixa ${i}`, valor: 100 + i, tipoLancamento: 'Despesa', categoriaId: categories[i], contaBancariaId: accounts[0], frequencia: 'Mensal', dataInicio: `${month}-0${i + 1}`, dataFim: null, ajusteFimDeSemana: 'Nenhum', ativa: true })
    await call(base, token, 'PUT', '/v1/api/orcamento', { mes: month, categoriaId: categories[i], valorLimite: 1000, repetir: true })
  }
  const paths = [
    '/financas',
    '/financas/lancamento-financeiro',
    '/financas/contas',
    `/financas/contas/${accounts[0]}`,
    '/financas/cadastrar-cartao',
    `/financas/cartoes/${cards[0]}/faturas`,
    '/financas/parcelamento',
    '/financas/recorrencias',
    '/financas/cadastrar-categoria',
    '/financas/pessoa-conta',
  ]
  return { session: { ...tokens, username }, paths }
}

/**
 * In the page: milliseconds from a navigation to `target` (as a link makes it) to the frame after the page is
 * ready. A string, not a function: the bench runs through tsx, whose helpers a page does not have.
 */
const MOVE = `(target) => new Promise((resolve, reject) => {
  const started = performance.now()
  const ready = () => {
    const main = document.querySelector('main')
    if (!main || location.pathname !== target.split('?')[0]) return false
    const heading = main.querySelector('h1')
    if (!heading || (heading.textContent || '').trim() === '') return false
    return main.querySelector('[data-spinner], [aria-busy="true"]') === null
  }
  const timeout = setTimeout(() => reject(new Error(target + ' was not ready in 20 s')), 20000)
  const poll = () => {
    if (ready()) requestAnimationFrame(() => { clearTimeout(timeout); resolve(performance.now() - started) })
    else requestAnimationFrame(poll)
  }
  history.pushState(null, '', target)
  requestAnimationFrame(poll)
})`

const move = (page: Page, path: string): Promise<number> => page.evaluate(`(${MOVE})(${JSON.stringify(path)})`)

async function walk(browser: Browser, base: string, session: Session, paths: readonly string[], cpuRate: number): Promise<{ first: Record<string, number>; times: Record<string, number[]> }> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript(
      `Object.entries(${JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken, userRole: session.role, nomeUsuario: session.username, language: 'pt-BR' })}).forEach(([key, value]) => localStorage.setItem(key, value))`,
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(`${base}${paths[0]}`)
    await page.waitForLoadState('networkidle')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    // Each page once, a second after the first page: its first data (and its code, unless fetched ahead) come in.
    await page.waitForTimeout(1000)
    const first: Record<string, number> = {}
    for (const path of [...paths.slice(1), paths[0]!]) {
      first[path] = await move(page, path)
      await page.waitForTimeout(300)
    }
    await page.waitForLoadState('networkidle')
    const times: Record<string, number[]> = Object.fromEntries(paths.map((path) => [path, []]))
    for (let run = 0; run < RUNS; run++) {
      for (const path of [...paths.slice(1), paths[0]!]) {
        times[path]!.push(await move(page, path))
        // A person reads a page before moving on: what the page starts after it is ready is not the next one's cost.
        await page.waitForTimeout(300)
      }
    }
    return { first, times }
  } finally {
    await context.close()
  }
}

export async function pageChanges(base: string): Promise<void> {
  const { session, paths } = await household(base)
  const browser = await launchBrowser()
  try {
    const rows: Record<string, Record<string, number>> = {}
    const all: Record<number, number[]> = { 1: [], 4: [] }
    const firsts: Record<number, number[]> = { 1: [], 4: [] }
    for (const rate of [1, 4]) {
      const { first, times } = await walk(browser, base, session, paths, rate)
      for (const [path, list] of Object.entries(times)) {
        const name = path.replace(/\/\d+/g, '/:id')
        rows[name] = { ...rows[name], [`${rate}× first`]: Math.round(first[path]!), [`${rate}× p50`]: Math.round(percentile(list, 50)), [`${rate}× p90`]: Math.round(percentile(list, 90)) }
        all[rate]!.push(...list)
        firsts[rate]!.push(first[path]!)
      }
    }
    rows['every move'] = Object.fromEntries(
      [1, 4].flatMap((rate) => [
        [`${rate}× first`, Math.round(percentile(firsts[rate]!, 50))],
        [`${rate}× p50`, Math.round(percentile(all[rate]!, 50))],
        [`${rate}× p90`, Math.round(percentile(all[rate]!, 90))],
      ]),
    )
    console.info(`\nPage changes between finance pages after the first visit (ms, ${RUNS} runs, 1280×800)`)
    console.table(rows)
  } finally {
    await browser.close()
  }
}
