// Public pages in a real browser against the real server:
// every modal, one carousel end to end, the typewriter's clicks, the resume per language, the contact form
// down to the admin API, the JavaScript the public pages download, and screenshots at 1280 and 360 px.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { about } from '../../src/content/about'
import { owner } from '../../src/content/owner'
import { projects } from '../../src/content/projects'
import { technologies } from '../../src/content/technologies'
import type { Contact } from '../../src/contract/contact'
import { apiRequest, signInAsAdmin } from './support/api'
import { launchBrowser, newContext, screenshot, watchErrors, type Language, type Theme } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A page in a fresh context; fails the test on page errors or console errors at the end. */
async function openPage(path: string, options: { language?: Language; theme?: Theme; width?: number } = {}) {
  const context = await newContext(browser, { language: options.language ?? 'en', theme: options.theme ?? 'light', width: options.width })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(path)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return {
    page,
    async close() {
      await context.close()
      expect(errors).toEqual([])
    },
  }
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null)
const pressed = (locator: Locator) => locator.getAttribute('aria-pressed')

describe('home page', () => {
  it('opens every technology modal; Escape closes it and focus returns to the card', async () => {
    const { page, close } = await openPage('/')
    for (const technology of technologies) {
      const card = page.getByRole('button', { name: technology.englishName, exact: true })
      await card.click()
      const dialog = page.getByRole('dialog', { name: technology.englishName })
      await dialog.waitFor()
      expect(await dialog.getAttribute('aria-modal')).toBe('true')
      await dialog.getByText(technology.description.en).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      expect(await focusedText(page)).toBe(technology.englishName)
    }
    await close()
  })

  it('opens every project modal with its carousel, description and repository link', async () => {
    const { page, close } = await openPage('/')
    for (const project of projects) {
      await page.getByRole('button', { name: project.englishName, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: project.englishName })
      await dialog.waitFor()
      expect(await dialog.getByTestId('carousel-counter').textContent()).toContain(`1 / ${project.images.length}`)
      expect(await dialog.getByRole('img', { name: project.imageAlts.en[0] }).getAttribute('src')).toBe(project.images[0])
      expect(await dialog.getByRole('link', { name: /View repository/ }).getAttribute('href')).toBe(project.repositoryUrl)
      await dialog.getByText(project.text.en.split('\n\n')[0]!).waitFor()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await focusedText(page)).toBe(project.englishName)
    }
    await close()
  })

  it('walks one carousel end to end: counter, disabled ends, zoom toggle and reset', async () => {
    const { page, close } = await openPage('/')
    const project = projects[0]!
    const total = project.images.length
    await page.getByRole('button', { name: project.englishName, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: project.englishName })
    const previous = dialog.getByRole('button', { name: 'Previous image' })
    const next = dialog.getByRole('button', { name: 'Next image' })
    const counter = dialog.getByTestId('carousel-counter')
    const zoom = dialog.locator('button[aria-pressed]')
    const image = dialog.getByRole('img')

    const unavailable = async (button: typeof previous) => (await button.getAttribute('aria-disabled')) === 'true'
    expect(await unavailable(previous)).toBe(true)
    expect(await unavailable(next)).toBe(false)
    expect(await pressed(zoom)).toBe('false')
    await zoom.click()
    expect(await pressed(zoom)).toBe('true')
    await page.waitForFunction(() => {
      const img = document.querySelector('[role="dialog"] img')
      return img !== null && getComputedStyle(img).transform !== 'none'
    })
    await zoom.click()
    expect(await pressed(zoom)).toBe('false')

    for (let index = 1; index < total; index++) {
      await zoom.click()
      await next.click()
      expect(await counter.textContent()).toContain(`${index + 1} / ${total}`)
      expect(await pressed(zoom)).toBe('false')
      expect(await image.getAttribute('alt')).toBe(project.imageAlts.en[index])
      expect(await unavailable(previous)).toBe(false)
    }
    expect(await unavailable(next)).toBe(true)
    // Still focused at the end (it was clicked last): focus never falls to the page body.
    expect(await next.evaluate((button) => document.activeElement === button)).toBe(true)
    await zoom.click()
    await previous.click()
    expect(await counter.textContent()).toContain(`${total - 1} / ${total}`)
    expect(await pressed(zoom)).toBe('false')

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await focusedText(page)).toBe(project.englishName)
    await close()
  })

  it.each([
    ['en', owner.resume.en],
    ['pt-BR', owner.resume['pt-BR']],
  ] as const)('links the %s resume PDF as a download', async (language, href) => {
    const { page, close } = await openPage('/', { language })
    const link = page.getByRole('link', { name: language === 'en' ? /Download resume/ : /Baixar currículo/ })
    expect(await link.getAttribute('href')).toBe(href)
    expect(await link.getAttribute('download')).toBe(href.split('/').pop())
    const pdf = await page.request.get(href)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await close()
  })
})

describe('about page typewriter', () => {
  const paragraphs = about.paragraphs.en
  const typed = (page: Page) => page.getByTestId('typed-paragraph').allTextContents()
  const state = (page: Page) => page.getByTestId('typewriter').getAttribute('data-state')

  it('types by itself; a click completes, the next click advances, a right-click restarts', async () => {
    const { page, close } = await openPage('/sobre-mim')
    const region = page.getByTestId('typewriter')
    await page.waitForFunction(() => (document.querySelector('[data-testid="typed-paragraph"]')?.textContent?.length ?? 0) > 3)
    const first = await typed(page)
    expect(first).toHaveLength(1)
    expect(paragraphs[0]!.startsWith(first[0]!)).toBe(true)

    await region.click()
    expect(await typed(page)).toEqual([paragraphs[0]])
    expect(await state(page)).toBe('paused')

    await region.click()
    expect(await state(page)).toBe('typing')
    const afterAdvance = await typed(page)
    expect(afterAdvance[0]).toBe(paragraphs[0])
    expect(afterAdvance).toHaveLength(2)
    expect(afterAdvance[1]!.length).toBeLessThan(paragraphs[1]!.length)

    await region.click({ button: 'right' })
    expect(await state(page)).toBe('typing')
    const restarted = await typed(page)
    expect(restarted).toHaveLength(1)
    expect(restarted[0]!.length).toBeLessThan(paragraphs[0]!.length)

    // Left alone, it finishes the paragraph, pauses, then types the next one.
    await page.waitForFunction(() => document.querySelector('[data-testid="typewriter"]')?.getAttribute('data-state') === 'paused', null, { timeout: 10_000 })
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="typed-paragraph"]').length === 2, null, { timeout: 2_000 })

    // Clicking through shows every paragraph.
    for (let click = 0; click < paragraphs.length * 2; click++) await region.click()
    expect(await typed(page)).toEqual(paragraphs)
    expect(await state(page)).toBe('done')
    await close()
  })

  it('shows the whole intro at once with reduced motion', async () => {
    const context = await newContext(browser, { language: 'en' })
    const page = await context.newPage()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/sobre-mim')
    await page.getByTestId('typewriter').waitFor()
    // The prerendered page holds the intro's first frame; the whole text is there once the page has hydrated
    // (the app's code loads after the first paint), without any typing step in between.
    await expect.poll(() => typed(page)).toEqual(paragraphs)
    expect(await state(page)).toBe('done')
    await context.close()
  })
})

describe('contact form', () => {
  it('loads the API client and its schemas on the first touch of the form, not before', async () => {
    const context = await newContext(browser, { language: 'en', theme: 'light' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    // The scripts that carry zod (the API client's schemas), told by the name of its error class.
    const zod: string[] = []
    const reads: Promise<void>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      reads.push(response.text().then((body) => void (body.includes('ZodError') && zod.push(response.url())), () => undefined))
    })
    await page.goto('/contato', { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    await Promise.all(reads)
    expect(zod).toEqual([])
    await page.getByRole('textbox', { name: 'Name' }).focus()
    await expect.poll(async () => (await Promise.all(reads), zod.length)).toBe(1)
    await context.close()
    expect(errors).toEqual([])
  })

  it('shows errors, sends, and the admin reads the message through the API', async () => {
    const { page, close } = await openPage('/contato')
    const name = page.getByRole('textbox', { name: 'Name' })
    const email = page.getByRole('textbox', { name: 'E-mail' })
    const message = page.getByRole('textbox', { name: 'Message' })
    const send = page.getByRole('button', { name: 'Send message' })

    await send.click()
    for (const field of [name, email, message]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      const describedBy = await field.getAttribute('aria-describedby')
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Required field')
    }
    await email.fill('ana')
    expect(await page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`).textContent()).toBe('Invalid email format')

    const text = `Hello from the e2e test ${Date.now()}`
    await name.fill('Ana E2E')
    await email.fill('ana.e2e@example.com')
    await message.fill(text)
    for (const field of [name, email, message]) expect(await field.getAttribute('aria-invalid')).toBeNull()
    await send.click()
    await page.getByRole('status').getByText('Message sent successfully! I will contact you soon.').waitFor()
    for (const field of [name, email, message]) expect(await field.inputValue()).toBe('')

    const { accessToken } = await signInAsAdmin()
    const list = await apiRequest<Contact[]>('/v1/api/contato', { token: accessToken })
    expect(list.status).toBe(200)
    const stored = list.body.find((contact) => contact.mensagem === text)
    expect(stored).toMatchObject({ nome: 'Ana E2E', email: 'ana.e2e@example.com', mensagem: text })
    expect(list.body[0]!.id).toBe(stored!.id)
    const one = await apiRequest<Contact>(`/v1/api/contato/${stored!.id}`, { token: accessToken })
    expect(one).toEqual({ status: 200, body: stored })
    expect((await apiRequest('/v1/api/contato')).status).toBe(401)
    await close()
  })

  it('speaks Portuguese', async () => {
    const { page, close } = await openPage('/contato', { language: 'pt-BR' })
    await page.getByRole('button', { name: 'Enviar mensagem' }).click()
    expect(await page.getByText('Campo obrigatório').count()).toBe(3)
    await close()
  })
})

describe('accessibility of the interactive states', () => {
  const serious = async (page: Page, label: string) => {
    const scan = await new AxeBuilder({ page }).analyze()
    return scan.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`an open project dialog, a zoomed image and the contact errors pass axe (${theme})`, async () => {
      const { page, close } = await openPage('/', { theme })
      await page.getByRole('button', { name: projects[0]!.englishName, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await page.waitForTimeout(350)
      expect(await serious(page, 'project dialog')).toEqual([])
      await dialog.locator('button[aria-pressed]').click()
      expect(await serious(page, 'zoomed image')).toEqual([])
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      await page.goto('/contato')
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.getByText('Required field').first().waitFor()
      expect(await serious(page, 'contact errors')).toEqual([])
      await close()
    })
  }
})

describe('code splitting', () => {
  /** Paths of the scripts a page downloads until the network is idle. */
  async function scriptsOf(path: string): Promise<string[]> {
    const context = await newContext(browser, { language: 'en' })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await context.close()
    return scripts
  }

  it.each(['/', '/sobre-mim', '/agradecimentos', '/contato'])('%s loads no finance, books or admin code', async (path) => {
    const scripts = await scriptsOf(path)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).not.toMatch(/financ|lancamento|parcel|categor|cartao|pessoa|livro|book|pokemon|card-|contatos|message-list|amor|slideshow|admin/i)
    if (path === '/') {
      const gzip = scripts.reduce((sum, script) => sum + gzipSync(readFileSync(join('dist', script))).length, 0)
      console.info(`[bundle] / loads ${scripts.length} scripts, ${(gzip / 1024).toFixed(1)} KiB gzip: ${scripts.join(', ')}`)
    }
  })
})

/** Loads the lazy images too and waits for every image, so that a full-page screenshot shows them. */
async function settleImages(page: Page) {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager'
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))
}

describe('screenshots', () => {
  const pages = [
    ['home', '/'],
    ['about', '/sobre-mim'],
    ['contact', '/contato'],
    ['acknowledgements', '/agradecimentos'],
  ] as const
  for (const width of [1280, 360]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${width} px, ${theme}`, async () => {
        const context = await newContext(browser, { language: 'en', theme, width, height: 800 })
        const page = await context.newPage()
        // The typewriter shows its whole text at once, so the screenshot shows the finished page.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        for (const [name, path] of pages) {
          await page.goto(path, { waitUntil: 'networkidle' })
          await page.getByRole('heading', { level: 1 }).first().waitFor()
          await settleImages(page)
          await screenshot(page, `${name}-${width}-${theme}`)
        }
        await page.goto('/', { waitUntil: 'networkidle' })
        await page.getByRole('button', { name: projects[0]!.englishName, exact: true }).click()
        await page.getByRole('dialog').waitFor()
        await page.waitForTimeout(100)
        await page.screenshot({ path: `tests/e2e/screenshots/home-modal-${width}-${theme}.png` })
        await context.close()
      })
    }
  }
})
