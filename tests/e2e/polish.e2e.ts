// The polish where only a real browser can tell: layout at every width, focus rings, focus
// that never falls to the page body, and the look of third-party parts (the captcha).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newContext, screenshot } from './support/browser'
import type { Language, Theme } from './support/browser'
import { apiRequest, newSignedInUser, signIn, signUp } from './support/api'
import type { Tokens } from './support/api'
import { openSignedIn, solveCaptchaWidget } from './support/session'
import { owner } from '../../src/content/owner'
import { projects } from '../../src/content/projects'

let browser: Browser
/** The featured project, whatever the owner's content calls it. */
const featured = projects[0]!
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The longest username the API takes (40 characters). */
const longUsername = `polish.${Date.now().toString(36)}`.padEnd(40, 'x')
let longUser: Tokens
beforeAll(async () => {
  await signUp(longUsername, 'correct-horse-42')
  longUser = await signIn(longUsername, 'correct-horse-42')
})

async function openPage(options: { language: Language; theme?: Theme; width?: number; height?: number; signedIn?: boolean; path: string }): Promise<Page> {
  const context = await newContext(browser, { language: options.language, theme: options.theme ?? 'light', width: options.width, height: options.height })
  const page = await context.newPage()
  if (options.signedIn) await openSignedIn(page, longUser, longUsername, options.path)
  else await page.goto(options.path)
  await page.waitForLoadState('networkidle')
  return page
}

/** The header's box and the boxes of everything visible in its row. */
function headerRow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!
    const row = header.firstElementChild as HTMLElement
    const visible = [...row.querySelectorAll<HTMLElement>('a, button, summary, select, label, p')].filter((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 2 && box.height > 2 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('nav')
    })
    return {
      height: header.getBoundingClientRect().height,
      scrollWidth: document.documentElement.scrollWidth,
      items: visible.map((element) => {
        const box = element.getBoundingClientRect()
        return { text: (element.textContent ?? '').trim().slice(0, 30), top: box.top, bottom: box.bottom, left: box.left, right: box.right }
      }),
    }
  })
}

describe('the header holds one row', () => {
  const widths = [360, 390, 480, 620, 700, 768, 800, 1024, 1280, 1920]
  for (const language of ['pt-BR', 'en'] as const) {
    for (const signedIn of [false, true]) {
      it(`${language}, ${signedIn ? 'signed in with a 40-character username' : 'anonymous'}: one row from 360 to 1920 px`, async () => {
        const page = await openPage({ language, signedIn, path: signedIn ? '/livros' : '/' })
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 })
          const row = await headerRow(page)
          const where = `${width}px`
          // One row of 40 px controls plus the padding: at most 72 px (three rows took ≈ 135 px).
          expect(row.height, where).toBeLessThanOrEqual(72)
          expect(row.scrollWidth, where).toBeLessThanOrEqual(width)
          const top = Math.min(...row.items.map((item) => item.top))
          const bottom = Math.max(...row.items.map((item) => item.bottom))
          expect(bottom - top, `${where}: ${JSON.stringify(row.items)}`).toBeLessThanOrEqual(44)
          for (const item of row.items) expect(item.right, `${where} ${item.text}`).toBeLessThanOrEqual(width)
          const session = signedIn ? (language === 'en' ? 'Log out' : 'Sair') : language === 'en' ? 'Log in' : 'Entrar'
          expect(row.items.some((item) => item.text === session), `${where}: ${session}`).toBe(true)
          if (signedIn && width < 1024) {
            // The welcome line moves into the page-jump menu, which opens inside the screen.
            await page.locator('header summary').click()
            const panel = page.locator('header nav')
            await expect.poll(() => panel.getByText(longUsername).isVisible()).toBe(true)
            const box = (await panel.boundingBox())!
            expect(box.x, where).toBeGreaterThanOrEqual(0)
            expect(box.x + box.width, where).toBeLessThanOrEqual(width)
            await page.keyboard.press('Escape')
          } else if (signedIn) {
            expect(await page.getByTestId('welcome').isVisible(), where).toBe(true)
          }
        }
        await page.setViewportSize({ width: 360, height: 800 })
        await screenshot(page, `polish-header-${signedIn ? 'user' : 'anonymous'}-${language}-360`)
        await page.context().close()
      })
    }
  }

  it('hides the header Log in button on /login itself', async () => {
    const page = await openPage({ language: 'en', path: '/' })
    expect(await page.locator('header').getByRole('link', { name: 'Log in' }).count()).toBe(1)
    await page.locator('header').getByRole('link', { name: 'Log in' }).click()
    await page.waitForURL('**/login')
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).count()).toBe(1)
    expect(await page.locator('header').getByRole('link', { name: 'Log in' }).count()).toBe(0)
    await page.context().close()
  })
})

describe('page grid', () => {
  it('/livros spans the same columns as the header', async () => {
    const page = await openPage({ language: 'en', signedIn: true, path: '/livros', width: 1280 })
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Books' }).count()).toBe(1)
    const [header, books] = await page.evaluate(() => {
      const row = document.querySelector('header')!.firstElementChild as HTMLElement
      const style = getComputedStyle(row)
      const box = row.getBoundingClientRect()
      const section = document.querySelector('main section')!.getBoundingClientRect()
      return [
        [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)],
        [section.left, section.right],
      ]
    })
    // The 1152 px content column (where it sits depends on the scrollbar gutter the page reserves).
    expect(header[1]! - header[0]!).toBe(1152)
    expect(books).toEqual(header)
    await page.context().close()
  })
})

describe('typewriter', () => {
  for (const width of [360, 1280]) {
    it(`reserves the final height of the intro at ${width} px: the Skills card never moves`, async () => {
      const page = await openPage({ language: 'pt-BR', path: '/sobre-mim', width })
      const typewriter = page.getByTestId('typewriter')
      const measure = () =>
        page.evaluate(() => ({
          box: document.querySelector('[data-testid="typewriter"]')!.getBoundingClientRect().height,
          skills: document.getElementById('about-skills')!.getBoundingClientRect().top + window.scrollY,
        }))
      expect(await typewriter.getAttribute('data-state')).toBe('typing')
      const start = await measure()
      // Each click finishes the paragraph being typed or starts the next one.
      for (let i = 0; i < 20 && (await typewriter.getAttribute('data-state')) !== 'done'; i++) {
        await typewriter.click()
        const now = await measure()
        expect(Math.abs(now.box - start.box), `click ${i}`).toBeLessThanOrEqual(1)
        expect(Math.abs(now.skills - start.skills), `click ${i}`).toBeLessThanOrEqual(1)
      }
      expect(await typewriter.getAttribute('data-state')).toBe('done')
      await page.context().close()
    })
  }
})

describe('long dialogs', () => {
  for (const [width, height] of [[360, 560], [1024, 600]] as const) {
    it(`keeps the close button in view while a long dialog scrolls (${width}×${height})`, async () => {
      const page = await openPage({ language: 'en', path: '/', width, height })
      await page.getByRole('button', { name: featured.englishName, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      const close = dialog.getByRole('button', { name: 'Close' })
      const scrollable = await page.evaluate(() => {
        const backdrop = document.querySelector<HTMLElement>('[data-testid="modal-backdrop"]')!
        return backdrop.scrollHeight > backdrop.clientHeight
      })
      expect(scrollable).toBe(true)
      for (const part of [0.5, 1]) {
        await page.evaluate((fraction) => {
          const backdrop = document.querySelector<HTMLElement>('[data-testid="modal-backdrop"]')!
          backdrop.scrollTop = (backdrop.scrollHeight - backdrop.clientHeight) * fraction
        }, part)
        await page.waitForTimeout(100)
        const box = (await close.boundingBox())!
        expect(box.y, `scrolled ${part}`).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height, `scrolled ${part}`).toBeLessThanOrEqual(height)
        // Nothing of the dialog's body covers it: a click reaches the button.
        expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label'), [box.x + box.width / 2, box.y + box.height / 2])).toBe('Close')
      }
      await page.screenshot({ path: `tests/e2e/screenshots/polish-dialog-scrolled-${width}.png` })
      await close.click()
      await dialog.waitFor({ state: 'detached' })
      await page.context().close()
    })
  }
})

describe('project image zoom', () => {
  for (const width of [360, 1280]) {
    it(`the zoomed image follows the pointer and the arrow keys, so every edge can be read (${width} px)`, async () => {
      const page = await openPage({ language: 'en', path: '/', width, height: 800 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.getByRole('button', { name: featured.englishName, exact: true }).click()
      const dialog = page.getByRole('dialog')
      const frame = dialog.getByTestId('carousel-frame')
      const image = frame.locator('img')
      await image.click()
      await expect.poll(() => dialog.getByRole('button', { pressed: true }).count()).toBe(1)
      const box = (await frame.boundingBox())!
      const imageBox = async () => {
        await page.waitForTimeout(50)
        return (await image.boundingBox())!
      }
      // The pointer on an edge of the frame brings that edge of the screenshot into view (the corners are
      // rounded, so the edges are probed in their middle).
      const { x, y, width: w, height: h } = box
      await page.mouse.move(x + 1, y + h / 2)
      let shown = await imageBox()
      expect(shown.width).toBeGreaterThan(w * 1.5)
      expect(Math.abs(shown.x - x), 'left edge').toBeLessThanOrEqual(3)
      await page.mouse.move(x + w / 2, y + 1)
      shown = await imageBox()
      expect(Math.abs(shown.y - y), 'top edge').toBeLessThanOrEqual(3)
      await page.mouse.move(x + w - 1, y + h / 2)
      shown = await imageBox()
      expect(Math.abs(shown.x + shown.width - (x + w)), 'right edge').toBeLessThanOrEqual(3)
      await page.mouse.move(x + w / 2, y + h - 1)
      shown = await imageBox()
      expect(Math.abs(shown.y + shown.height - (y + h)), 'bottom edge').toBeLessThanOrEqual(3)
      // Arrow keys pan while zoomed (and do not change the image).
      await page.mouse.move(0, 0)
      const before = await imageBox()
      await page.keyboard.press('ArrowLeft')
      const after = await imageBox()
      expect(after.x).toBeGreaterThan(before.x)
      expect(await dialog.getByTestId('carousel-counter').textContent()).toContain('1 /')
      await page.context().close()
    })
  }
})

/** The focus ring of an element as the browser draws it. */
function ringOf(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const style = getComputedStyle(element)
    return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor }
  })
}
const focusColor = { light: 'rgb(67, 56, 202)', dark: 'rgb(165, 180, 252)' } as const

describe('focus rings', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`a focused field shows the buttons' 3 px ring, valid or invalid (${theme})`, async () => {
      const page = await openPage({ language: 'en', theme, path: '/contato' })
      const ring = { width: '3px', style: 'solid', color: focusColor[theme] }
      await page.getByLabel('Name').focus()
      expect(await ringOf(page, 'input[name="nome"]')).toEqual(ring)
      // Submitting the empty form marks every field invalid; focus still shows the same ring on each.
      await page.getByRole('button', { name: 'Send message' }).press('Enter')
      await expect.poll(() => page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true')
      for (const selector of ['input[name="nome"]', 'input[name="email"]', 'textarea[name="mensagem"]']) {
        await page.locator(selector).focus()
        expect(await page.locator(selector).getAttribute('aria-invalid'), selector).toBe('true')
        expect(await ringOf(page, selector), selector).toEqual(ring)
      }
      // The very ring a focused button draws.
      await page.getByRole('button', { name: 'Send message' }).focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      expect(await ringOf(page, 'button[type="submit"]')).toEqual(ring)
      await page.context().close()
    })
  }
})

/** Where `second` sits against `first`: after it on screen means below it, or to its right on the same row. */
async function comesAfterOnScreen(first: ReturnType<Page['locator']>, second: ReturnType<Page['locator']>) {
  const a = (await first.boundingBox())!
  const b = (await second.boundingBox())!
  return b.y >= a.y + a.height - 1 || (Math.abs(b.y - a.y) < 2 && b.x >= a.x + a.width - 1)
}

describe('button rows follow the tab order', () => {
  for (const width of [360, 768, 1280]) {
    it(`Log in / Create User, Create / Back to Login and Register / Cancel at ${width} px`, async () => {
      const rows: Array<{ path: string; signedIn?: boolean; names: [string, string] }> = [
        { path: '/login', names: ['Log in', 'Create User'] },
        { path: '/criar-usuario', names: ['Create', 'Back to Login'] },
        { path: '/livros/cadastrar/0', signedIn: true, names: ['Register', 'Cancel'] },
      ]
      for (const row of rows) {
        const page = await openPage({ language: 'en', width, path: row.path, signedIn: row.signedIn })
        const [first, second] = row.names.map((name) => page.locator('main').locator('a, button').filter({ hasText: new RegExp(`^${name}$`) }))
        await first!.focus()
        await page.keyboard.press('Tab')
        expect(await second!.evaluate((element) => element === document.activeElement), `${row.path}: Tab goes from ${row.names[0]} to ${row.names[1]}`).toBe(true)
        expect(await comesAfterOnScreen(first!, second!), `${row.path}: ${row.names[1]} after ${row.names[0]} on screen`).toBe(true)
        await page.context().close()
      }
    })
  }
})

describe('the captcha checkbox', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has a visible box and the app's 3 px focus ring (${theme})`, async () => {
      const page = await openPage({ language: 'en', theme, path: '/login' })
      const checkbox = 'altcha-widget input[type="checkbox"]'
      // The widget loads on the first touch of the form.
      await page.getByLabel('Username').focus()
      await page.locator(checkbox).waitFor({ state: 'attached' })
      const box = await page.locator(checkbox).evaluate((element) => {
        const style = getComputedStyle(element)
        return { border: `${style.borderTopWidth} ${style.borderTopStyle}`, borderColor: style.borderTopColor, background: style.backgroundColor }
      })
      expect(box.border).toBe('2px solid')
      // The box's border stands out from its fill (ALTCHA's own: a faint grey on a near-black box in dark mode).
      expect(box.borderColor).not.toBe(box.background)
      // Reached with the keyboard (a ring shows for keyboard focus only).
      await page.getByLabel('Password', { exact: true }).focus()
      for (let stop = 0; stop < 5 && !(await page.evaluate(() => document.activeElement?.matches('altcha-widget input[type="checkbox"]'))); stop += 1) await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.matches('altcha-widget input[type="checkbox"]'))).toBe(true)
      expect(await ringOf(page, checkbox)).toEqual({ width: '3px', style: 'solid', color: focusColor[theme] })
      await screenshot(page, `polish-captcha-${theme}`)
      await page.context().close()
    })
  }
})

describe('the captcha widget loads when the form is first touched', () => {
  const widgetState = (page: Page) =>
    page.locator('altcha-widget').evaluate((el) => el.querySelector('[data-state]')?.getAttribute('data-state') ?? el.getAttribute('data-state'))

  it('not with the page: its frame holds the place, focusing a field loads it, then the keyboard reaches it', async () => {
    const page = await openPage({ language: 'en', path: '/login' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForTimeout(800)
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true)
    const frame = await page.locator('altcha-widget').evaluate((el) => ({ height: Math.round(el.getBoundingClientRect().height), border: getComputedStyle(el).borderTopStyle }))
    expect(frame.border).toBe('solid')
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect(scripts.filter((url) => url.includes('load-altcha') || /\/client-[\w-]+\.js$/.test(url))).toEqual([])

    await page.getByLabel('Username').focus()
    await expect.poll(() => page.evaluate(() => customElements.get('altcha-widget') !== undefined)).toBe(true)
    await page.locator('altcha-widget input[type="checkbox"]').waitFor({ state: 'attached' })
    // The frame had the widget's height: nothing below it moves when it appears.
    expect(await page.locator('altcha-widget').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(frame.height)
    await page.getByLabel('Password', { exact: true }).focus()
    for (let stop = 0; stop < 5 && !(await page.evaluate(() => document.activeElement?.matches('altcha-widget input[type="checkbox"]'))); stop += 1) await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect.poll(() => widgetState(page), { timeout: 30_000 }).toBe('verified')
    await page.context().close()
  })

  it('until it loads, its frame paints the box and the label where the widget draws them', async () => {
    const page = await openPage({ language: 'pt-BR', width: 360, path: '/login' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true)
    const painted = await page.locator('altcha-widget').evaluate((el) => {
      const box = getComputedStyle(el, '::before')
      const label = getComputedStyle(el, '::after')
      const frame = el.getBoundingClientRect()
      return { box: `${box.width} ${box.height} ${box.borderTopStyle}`, label: label.content, height: Math.round(frame.height) }
    })
    expect(painted.box).toBe('22px 22px solid')
    expect(painted.label).toContain('Eu não sou um robô')
    await screenshot(page, 'polish-captcha-placeholder-360-pt-BR')
    await page.getByLabel('Nome de Usuário').focus()
    await page.locator('altcha-widget input[type="checkbox"]').waitFor({ state: 'attached' })
    // Nothing moves when the widget replaces the painted frame.
    expect(await page.locator('altcha-widget').evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBe(painted.height)
    await page.context().close()
  })

  it('the verified state shows its check mark at once, not a plain green square', async () => {
    const page = await openPage({ language: 'en', width: 360, path: '/login' })
    const checkbox = 'altcha-widget input[type="checkbox"]'
    await page.getByLabel('Username').focus()
    await page.locator(checkbox).waitFor({ state: 'attached' })
    // Read the mark on the first frame after the widget says verified.
    const mark = page.evaluate(
      () =>
        new Promise<{ opacity: string; dash: string }>((resolve) => {
          const widget = document.querySelector('altcha-widget')!
          widget.addEventListener('statechange', (event) => {
            if ((event as CustomEvent<{ state?: string }>).detail?.state !== 'verified') return
            requestAnimationFrame(() => {
              const style = getComputedStyle(widget.querySelector('input[type="checkbox"] + svg')!)
              resolve({ opacity: style.opacity, dash: style.strokeDashoffset })
            })
          })
        }),
    )
    await page.locator(checkbox).click({ force: true })
    expect(await mark).toEqual({ opacity: '1', dash: '0px' })
    await screenshot(page, 'polish-captcha-verified-360')
    await page.context().close()
  })

  it('a click on its box before it has loaded starts the check once it has', async () => {
    const page = await openPage({ language: 'pt-BR', path: '/login' })
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true)
    await page.locator('altcha-widget').click()
    await expect.poll(() => widgetState(page), { timeout: 30_000 }).toBe('verified')
    await page.context().close()
  })
})

describe('skip link', () => {
  it('moves focus to the main area, which draws no ring (it is a reading start, not a control)', async () => {
    const page = await openPage({ language: 'en', theme: 'dark', path: '/sobre-mim' })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none')
    await page.context().close()
  })
})

/** What has the focus: a short description, or 'BODY' when it fell to the page. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'BODY'
    return `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`
  })
}

/** Holds the answers of matching requests until `release()`, so a test can look at the busy state. */
async function holdRequests(page: Page, url: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

describe('focus never falls to the page body', () => {
  it('Load more keeps focus while it loads and after', async () => {
    const page = await openPage({ language: 'en', path: '/' })
    const { username, tokens } = await newSignedInUser('polish')
    for (let i = 1; i <= 6; i++) {
      const created = await apiRequest('/v1/api/livro', { token: tokens.accessToken, body: { titulo: `Book ${i}`, Escritor: 'Someone', preco: 10, dataLancamento: '2020-01-01', ativo: true } })
      expect(created.status).toBe(201)
    }
    await openSignedIn(page, tokens, username, '/livros')
    const loadMore = page.getByRole('button', { name: 'Load more' })
    await loadMore.waitFor()
    const release = await holdRequests(page, '**/v1/api/livro/desc/4/2')
    await loadMore.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('button', { name: 'Loading…' }).getAttribute('aria-disabled')).toBe('true')
    expect(await focused(page)).toBe('BUTTON Loading…')
    release()
    await expect.poll(() => page.getByRole('article').count()).toBe(6)
    expect(await focused(page)).toBe('BUTTON See less')
    await page.context().close()
  })

  it('the carousel keeps focus on Next at the last image and on Previous at the first', async () => {
    const page = await openPage({ language: 'en', path: '/' })
    await page.getByRole('button', { name: featured.englishName, exact: true }).click()
    const dialog = page.getByRole('dialog')
    const next = dialog.getByRole('button', { name: 'Next image' })
    await next.focus()
    for (let i = 0; i < 6; i++) await page.keyboard.press('Enter')
    expect(await next.getAttribute('aria-disabled')).toBe('true')
    expect(await focused(page)).toBe('BUTTON Next image')
    const previous = dialog.getByRole('button', { name: 'Previous image' })
    await previous.focus()
    for (let i = 0; i < 6; i++) await page.keyboard.press('Enter')
    expect(await previous.getAttribute('aria-disabled')).toBe('true')
    expect(await focused(page)).toBe('BUTTON Previous image')
    await page.context().close()
  })

  it('Send keeps focus while the message is sent', async () => {
    const page = await openPage({ language: 'en', path: '/contato' })
    await page.getByLabel('Name').fill('Maria')
    await page.getByLabel('E-mail').fill('maria@example.com')
    await page.getByLabel('Message').fill('Hello there')
    const release = await holdRequests(page, '**/v1/api/contato')
    await page.getByRole('button', { name: 'Send message' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe('true')
    expect(await focused(page)).toBe('BUTTON Sending…')
    release()
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Message sent successfully')
    expect(await focused(page)).toBe('BUTTON Send message')
    await page.context().close()
  })

  it('moving to another page focuses its heading (footer link, page-jump menu)', async () => {
    const page = await openPage({ language: 'en', signedIn: true, path: '/livros' })
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Me' }).click()
    await page.waitForURL('**/sobre-mim')
    await expect.poll(() => focused(page)).toBe(`H1 ${owner.name}`)
    await page.locator('header summary').click()
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'List Books' }).click()
    await page.waitForURL('**/livros')
    await expect.poll(() => focused(page)).toBe('H1 Books')
    // A programmatic reading start, not a control: no ring.
    expect(await ringOf(page, 'main h1')).toMatchObject({ style: 'none' })
    await page.context().close()
  })

  it('after a wrong password focus stays on Log in; after sign-up and after login the new page heading has it', async () => {
    const page = await openPage({ language: 'en', path: '/criar-usuario' })
    const name = `polish.f.${Date.now().toString(36)}`
    await page.getByLabel('Username').fill(name)
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-42')
    await page.getByLabel('Full Name').fill('Maria da Silva')
    await solveCaptchaWidget(page)
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.waitForURL('**/login')
    await expect.poll(() => focused(page)).toBe('H1 Log in')

    await page.getByLabel('Username').fill(name)
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await solveCaptchaWidget(page)
    const submit = page.locator('form button[type="submit"]')
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('Invalid username or password')
    expect(await focused(page)).toBe('BUTTON Log in')

    await page.getByLabel('Password', { exact: true }).fill('correct-horse-42')
    await solveCaptchaWidget(page)
    await submit.click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => focused(page)).toMatch(/^H1 /)
    await page.context().close()
  })
})
