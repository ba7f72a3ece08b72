// Installable on a phone, in a real browser against the real server: the web app manifests (valid, icons served,
// the page's language), the service worker registered and controlling the page; a signed-in user views a month,
// goes offline, reloads and still reads that month with the offline banner, a payment attempt says it needs the
// network; signing out deletes the kept API answers. And the sign-in that returns where the user was going.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { zonedInstant, zonedWallTime } from '../../src/contract/calendar'
import type { Category } from '../../src/contract/category'
import { apiRequest, newSignedInUser, signUp } from './support/api'
import { baseUrl, newContext, screenshot, sharedBrowser, watchErrors, type Language } from './support/browser'
import { openSignedIn, solveCaptchaWidget } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: {
    banner: 'No connection — showing the saved data; changes need the internet.',
    needsNetwork: 'No connection: this change needs the internet. What you typed is kept; save again once you are back online.',
    pay: (name: string) => `Mark ${name} as paid`,
    confirm: 'Confirm payment',
    title: 'Financial entries',
    logout: 'Log out',
    login: 'Log in',
    username: 'Username',
    password: 'Password',
    hi: 'Hi, Maria',
    shortName: 'Finances',
    addExpense: 'Add expense',
  },
  'pt-BR': {
    banner: 'Sem conexão — mostrando os dados salvos; alterações precisam de internet.',
    needsNetwork: 'Sem conexão: esta alteração precisa de internet. O que você digitou foi mantido; salve de novo quando a conexão voltar.',
    pay: (name: string) => `Marcar ${name} como pago`,
    confirm: 'Confirmar pagamento',
    title: 'Lançamentos financeiros',
    logout: 'Sair',
    login: 'Entrar',
    username: 'Nome de Usuário',
    password: 'Senha',
    hi: 'Olá, Maria',
    shortName: 'Finanças',
    addExpense: 'Adicionar despesa',
  },
} as const

/** Noon of `day` of the current month in São Paulo: inside the month whatever the time of the run. */
function dayOfThisMonth(day: number): Date {
  const { year, month } = zonedWallTime(new Date())
  return zonedInstant({ year, month, day, hour: 12, minute: 0, second: 0, millisecond: 0 })
}

/** The service worker's caches of API answers, as the page sees them. */
const apiCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('financas-api-')))

describe('web app manifest', () => {
  it.each([
    ['/manifest.webmanifest', 'pt-BR'],
    ['/manifest.en.webmanifest', 'en'],
  ] as const)('%s is served as a manifest, valid, with icons that load', async (path, language) => {
    const response = await fetch(`${baseUrl}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as { lang: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[]; shortcuts: { name: string; url: string }[] }
    expect(manifest).toMatchObject({ lang: language, short_name: texts[language].shortName, start_url: '/financas', display: 'standalone' })
    expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: texts[language].addExpense, url: '/financas?novo=1' })])
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) {
      const image = await fetch(`${baseUrl}${icon.src}`)
      expect(image.status, icon.src).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
    }
  })

  it('each prerendered page links the manifest of its language; the CSP lets the service worker and the manifest load', async () => {
    const context = await newContext(browser(), { language: 'en' })
    const page = await context.newPage()
    const answer = await page.goto('/sobre-mim')
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.en.webmanifest')
    const csp = answer!.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("worker-src 'self'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toMatch(/manifest-src/)
    // Switching the language switches the manifest an install would use.
    await page.locator('header select').selectOption('pt-BR')
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
    await context.close()
  })
})

describe.each(['pt-BR', 'en'] as const)('offline (%s)', (language: Language) => {
  const t = texts[language]

  it('the service worker controls the page; offline the month viewed reads again with the banner, a payment needs the network; sign-out deletes the kept answers', async () => {
    const user = await newSignedInUser(`pwa.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    const category = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Farmácia', tipoCategoria: 'Despesa' } })).body
    const entry = { dataLancamento: dayOfThisMonth(12).toISOString(), descricao: 'Drogasil vitaminas', valor: 48.9, tipoLancamento: 'Despesa', categoriaId: category.id, situacao: 'A Pagar' }
    expect((await apiRequest('/v1/api/lancamento', { token, body: entry })).status).toBe(201)

    const context = await newContext(browser(), { language, theme: 'light', serviceWorkers: 'allow', width: 360, height: 780 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openSignedIn(page, user.tokens, user.username, '/financas/lancamento-financeiro')
    await page.getByText('Drogasil vitaminas').first().waitFor()

    // Registered once the page has loaded; it takes over the open page at once (clients.claim).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toBe(`${baseUrl}/sw.js`)
    const registration = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null)
    expect(registration).toBe(`${baseUrl}/`)
    // The month is read again through it, which keeps the answers for this user.
    await page.reload()
    await page.getByText('Drogasil vitaminas').first().waitFor()
    await expect.poll(() => apiCaches(page)).toHaveLength(1)

    // Offline: the reload is the cached shell, the session stands, the month is the kept answer, the banner says so.
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor()
    await page.getByText('Drogasil vitaminas').first().waitFor()
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.banner }).count()).toBe(1)
    await screenshot(page, `pwa-offline-${language}-360`)

    // A change needs the network, and the form says so (nothing is queued).
    await page.getByRole('button', { name: t.pay('Drogasil vitaminas') }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: t.confirm }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(t.needsNetwork)
    await page.keyboard.press('Escape')

    // Back online the banner goes; the entry is still unpaid (the attempt was not kept for later).
    await context.setOffline(false)
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.banner }).count()).toBe(0)
    const stored = (await apiRequest<{ descricao: string; situacao: string }[]>('/v1/api/lancamento/periodo', { token })).body
    expect(stored.find((row) => row.descricao === 'Drogasil vitaminas')?.situacao).toBe('A Pagar')

    // Signing out deletes every kept API answer (the shell stays: it is nobody's data).
    await page.getByRole('button', { name: t.logout }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => apiCaches(page)).toEqual([])
    expect(await page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('financas-shell-')))).toBe(true)
    // Offline again, nobody's month is there to read: the guarded page asks for a login.
    await context.setOffline(true)
    await page.goto('/financas/lancamento-financeiro')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.getByText('Drogasil vitaminas').count()).toBe(0)
    expect(errors.filter((error) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([])
    await context.close()
  })
})

describe.each(['en', 'pt-BR'] as const)('sign-in returns where the user was going (%s)', (language: Language) => {
  const t = texts[language]

  async function signInThroughForm(page: Page, username: string) {
    await page.getByLabel(t.username).fill(username)
    await page.getByLabel(t.password, { exact: true }).fill('correct-horse-42')
    await solveCaptchaWidget(page)
    await page.locator('form').getByRole('button', { name: t.login, exact: true }).click()
  }

  it('a guarded page opened signed out → login → lands there, greeted by first name; a crafted next lands home', async () => {
    const username = `pwa.next.${Date.now().toString(36)}${language === 'en' ? 'e' : 'p'}`
    await signUp(username, 'correct-horse-42', 'Maria da Silva')
    // Four sign-ins through the form a language: from an address of their own (10 a minute per address).
    const clientAddress = `10.93.${language === 'en' ? 1 : 2}.${Math.floor(Math.random() * 250) + 1}`
    const context = await newContext(browser(), { language, clientAddress })
    const page = await context.newPage()
    await page.goto('/financas/contas')
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/financas/contas')
    await signInThroughForm(page, username)
    await page.waitForURL((url) => url.pathname === '/financas/contas')
    // Shown once: the header's greeting (the closed page-jump menu holds the phone's one, not visible here).
    await expect.poll(() => page.getByText(t.hi, { exact: true }).filter({ visible: true }).count()).toBe(1)
    await context.close()

    // A crafted next that names another site is ignored: the sign-in lands on the default page, on this site.
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const crafted = await newContext(browser(), { language, clientAddress })
      const other = await crafted.newPage()
      await other.goto(`/login?next=${encodeURIComponent(next)}`)
      await signInThroughForm(other, username)
      await other.waitForURL((url) => url.origin === baseUrl && url.pathname === '/')
      await expect.poll(() => other.getByText(t.hi, { exact: true }).filter({ visible: true }).count()).toBe(1)
      await crafted.close()
    }
  })
})
