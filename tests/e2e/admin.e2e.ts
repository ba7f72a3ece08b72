// Admin tools in a real browser against the real server (received messages, card statistics, change card
// status, include card image, slideshow; docs/product-rules.md#card-collection, docs/product-rules.md#limits):
// upload real PNGs and watch the statistics and the grid change, inactivate and activate a card, find an
// anonymous contact message with the filters, the slideshow and its autoplay overlay, every admin page in both
// languages, both themes and at 360 px, and a User kept out of every admin page and API call.
import { deflateSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CardSummary, CardUploadResult } from '../../src/contract/pokemon'
import { slideshow } from '../../server/src/content/slideshow'
import { apiRequest, newSignedInUser, signInAsAdmin, type Tokens } from './support/api'
import { admin, baseUrl, launchBrowser, newContext, screenshot, watchErrors, watchFailedResponses, type Language, type Theme } from './support/browser'
import { openSignedIn } from './support/session'

let browser: Browser
let adminTokens: Tokens
beforeAll(async () => {
  browser = await launchBrowser()
  adminTokens = await signInAsAdmin()
})
afterAll(async () => {
  await browser?.close()
})

// A real PNG (signature, IHDR, IDAT, IEND with their CRCs) of one colour, `padding` bytes of extra text chunk.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
function png(rgb: [number, number, number], { width = 60, height = 84, padding = 0 } = {}): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const extra = padding > 0 ? [chunk('tEXt', Buffer.concat([Buffer.from('pad\0'), Buffer.alloc(padding, 0x61)]))] : []
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), ...extra, chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}

async function axeClean(page: Page, label: string) {
  const scan = await new AxeBuilder({ page }).analyze()
  const serious = scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious.map((violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** The count in the statistics table at a rarity row (by its accessible name) and a booster column. */
async function statCount(page: Page, rarity: string, booster: string): Promise<number> {
  const table = page.getByRole('table')
  const headers = await table.locator('thead th').allTextContents()
  const column = headers.indexOf(booster)
  expect(column).toBeGreaterThan(0)
  const row = table.locator('tbody tr').filter({ has: page.getByRole('img', { name: rarity, exact: true }) })
  return Number(await row.locator('th, td').nth(column).textContent())
}

const GOOD_COMMON = 'GeneticApex_1_901_Bulbasaur_1D_Grass_70_Basic_Any.png'
const GOOD_CROWN = 'GeneticApex_1_902_Pikachu-ex_CR_Lightning_120_Basic_Pikachu.png'
const BAD_RARITY = 'GeneticApex_1_903_Oddish_9Z_Grass_50_Basic_Any.png'

describe('card collection as Admin', () => {
  it('uploads 3 PNGs (one badly named); the statistics and the grid change; a card is inactivated and activated', async () => {
    const context = await newContext(browser, { language: 'en', theme: 'light' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openSignedIn(page, adminTokens, admin.username, '/pokemon')
    await page.getByRole('heading', { level: 1, name: 'Card statistics' }).waitFor()
    await page.getByRole('table').waitFor()
    const before = { common: await statCount(page, '1 diamond', 'Any'), crown: await statCount(page, 'Crown', 'Pikachu') }

    await page.getByRole('link', { name: 'Add Pokémon' }).click()
    await page.waitForURL('**/pokemon/incluirPokemon')
    await page.getByRole('heading', { level: 1, name: 'Add card images' }).waitFor()
    await page.getByRole('button', { name: 'Send images' }).click()
    await page.getByRole('status').getByText('Select at least one PNG image.').waitFor()
    await page.locator('input[type="file"]').setInputFiles([
      { name: GOOD_COMMON, mimeType: 'image/png', buffer: png([90, 170, 90]) },
      { name: GOOD_CROWN, mimeType: 'image/png', buffer: png([240, 200, 40]) },
      { name: BAD_RARITY, mimeType: 'image/png', buffer: png([120, 60, 160]) },
    ])
    const selected = page.getByRole('list', { name: 'Selected files' })
    await expect.poll(() => selected.getByRole('listitem').count()).toBe(3)
    expect(await selected.getByRole('listitem').filter({ hasText: BAD_RARITY }).textContent()).toContain('Unknown rarity (use 1D–4D, 1S–3S, CR, 1SH or 2SH, or the Portuguese words: Diamante… Duas Shinnys).')
    expect(await selected.getByRole('listitem').filter({ hasText: GOOD_CROWN }).textContent()).toContain('Name fits the convention')
    await axeClean(page, 'upload with a selection')
    await page.getByRole('button', { name: 'Send images' }).click()
    const status = page.getByRole('status')
    await status.getByText('Images sent successfully!').waitFor()
    // The page did not send the file it flagged; the outcome names it with its reason.
    expect(await status.getByRole('list', { name: 'Rejected files' }).textContent()).toContain(
      `${BAD_RARITY}: Unknown rarity (use 1D–4D, 1S–3S, CR, 1SH or 2SH, or the Portuguese words: Diamante… Duas Shinnys).`,
    )
    expect(await page.getByRole('list', { name: 'Selected files' }).count()).toBe(0)
    await screenshot(page, 'admin-upload-done-en-light')

    // The statistics count the two new active cards.
    await page.goto('/pokemon')
    await page.getByRole('table').waitFor()
    expect(await statCount(page, '1 diamond', 'Any')).toBe(before.common + 1)
    expect(await statCount(page, 'Crown', 'Pikachu')).toBe(before.crown + 1)

    // The grid shows them with their images, newest first.
    await page.getByRole('link', { name: 'Change status' }).click()
    await page.waitForURL('**/pokemon/alterarsituacao')
    const crown = page.getByRole('article', { name: 'Pikachu-ex' })
    await crown.waitFor()
    const titles = await page.getByRole('article').getByRole('heading').allTextContents()
    expect(titles.slice(0, 2)).toEqual(['Pikachu-ex', 'Bulbasaur'])
    expect(titles).not.toContain('Oddish')
    const image = crown.getByRole('img', { name: 'Card Pikachu-ex' })
    await image.waitFor()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(60)
    await axeClean(page, 'status grid')

    // Inactivate: the status comes back from the server; the statistics stop counting it; activate again.
    await crown.getByRole('button', { name: 'Inactivate Pikachu-ex', exact: true }).click()
    await crown.getByRole('button', { name: 'Activate Pikachu-ex', exact: true }).waitFor()
    expect(await crown.getByText('Inactive', { exact: true }).count()).toBe(1)
    await page.getByLabel('Situation').selectOption('I')
    await expect.poll(() => page.getByRole('article').getByRole('heading').allTextContents()).toContain('Pikachu-ex')
    expect(await page.getByRole('article').getByRole('heading').allTextContents()).not.toContain('Bulbasaur')
    await screenshot(page, 'admin-status-inactive-en-light')
    await page.goto('/pokemon')
    await page.getByRole('table').waitFor()
    expect(await statCount(page, 'Crown', 'Pikachu')).toBe(before.crown)
    await page.goto('/pokemon/alterarsituacao')
    await page.getByRole('article', { name: 'Pikachu-ex' }).getByRole('button', { name: 'Activate Pikachu-ex', exact: true }).click()
    await page.getByRole('article', { name: 'Pikachu-ex' }).getByRole('button', { name: 'Inactivate Pikachu-ex', exact: true }).waitFor()
    const cards = await apiRequest<CardSummary[]>('/v1/api/pokemon/obtertodossemimagem', { token: adminTokens.accessToken })
    expect(cards.body.find((card) => card.nomePokemon === 'Pikachu-ex')).toMatchObject({ situacao: 'A', raridade: 'CR', booster: 'Pikachu' })

    // Back is history back.
    await page.getByRole('button', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/pokemon')

    await context.close()
    expect(errors).toEqual([])
  })

  it('50 PNGs of 1 MiB in one request are saved (the upload time is printed)', async () => {
    const form = new FormData()
    for (let i = 0; i < 50; i++) {
      const bytes = png([i * 5, 100, 200 - i * 3], { padding: 1024 * 1024 - 400 })
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `CelestialGuardians_6_${String(i + 1).padStart(3, '0')}_Card${i + 1}_1D_Grass_60_Basic_Lunala.png`)
    }
    const started = performance.now()
    const response = await fetch(`${baseUrl}/v1/api/pokemon/salvarimagenspokemon`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminTokens.accessToken}` },
      body: form,
    })
    const body = (await response.json()) as CardUploadResult
    const elapsed = performance.now() - started
    console.info(`[e2e] 50 PNGs of 1 MiB uploaded over loopback in ${Math.round(elapsed)} ms`)
    expect(response.status).toBe(200)
    expect(body.saved).toHaveLength(50)
    expect(body.rejected).toEqual([])
  })
})

describe('received messages as Admin', () => {
  it('an anonymous contact message is found with the name and date filters, and its details open', async () => {
    const visitor = await newContext(browser, { language: 'en', theme: 'light' })
    const page = await visitor.newPage()
    const name = `Filter Target ${Date.now().toString(36)}`
    const text = `Please call me back.\nSecond line ${Date.now()}`
    await page.goto('/contato')
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    await page.getByRole('textbox', { name: 'E-mail' }).fill('target@example.com')
    await page.getByRole('textbox', { name: 'Message' }).fill(text)
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('status').getByText('Message sent successfully! I will contact you soon.').waitFor()
    await visitor.close()

    const context = await newContext(browser, { language: 'pt-BR', theme: 'dark' })
    const inbox = await context.newPage()
    const errors = watchErrors(inbox)
    await openSignedIn(inbox, adminTokens, admin.username, '/listar-contatos')
    await inbox.getByRole('heading', { level: 1, name: 'Mensagens recebidas' }).waitFor()
    await inbox.getByRole('table').waitFor()
    const today = await inbox.evaluate(() => {
      const now = new Date()
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    })
    await inbox.getByLabel('Nome', { exact: true }).fill(name.toUpperCase())
    await inbox.getByLabel('De', { exact: true }).fill(today)
    await inbox.getByLabel('Até', { exact: true }).fill(today)
    await inbox.getByRole('button', { name: 'Buscar' }).click()
    await expect.poll(() => inbox.locator('tbody tr').count()).toBe(1)
    expect(await inbox.locator('tbody tr td').first().textContent()).toBe(name)
    // A day before today finds nothing.
    await inbox.getByLabel('Até', { exact: true }).fill('2000-01-01')
    await inbox.getByRole('button', { name: 'Buscar' }).click()
    await inbox.getByText('Nenhuma mensagem corresponde aos filtros.').waitFor()
    await inbox.getByLabel('Até', { exact: true }).fill(today)
    await inbox.getByRole('button', { name: 'Buscar' }).click()
    await inbox.getByRole('button', { name: `Ver a mensagem de ${name}` }).click()
    const dialog = inbox.getByRole('dialog', { name })
    await dialog.getByText('Second line', { exact: false }).waitFor()
    expect(await dialog.getByRole('link', { name: 'target@example.com' }).getAttribute('href')).toBe('mailto:target@example.com')
    await inbox.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)))
    await axeClean(inbox, 'message dialog')
    await screenshot(inbox, 'admin-messages-dialog-pt-BR-dark')
    await inbox.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await context.close()
    expect(errors).toEqual([])
  })
})

describe('slideshow as Admin', () => {
  it('advances with Next and the arrow keys, and shows the autoplay overlay when the browser blocks the music', async () => {
    const context = await newContext(browser, { language: 'en', theme: 'light' })
    // Headless Chromium lets every page play sound (Playwright's navigations carry user activation, and
    // --autoplay-policy does not change that), so the desktop policy is put back for this page: play() is
    // refused, as Chrome refuses it, until the user has clicked or typed in the document.
    await context.addInitScript(() => {
      let interacted = false
      const mark = (event: Event) => {
        if (event.isTrusted) interacted = true
      }
      addEventListener('pointerdown', mark, true)
      addEventListener('keydown', mark, true)
      const play = HTMLMediaElement.prototype.play
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        return interacted ? play.call(this) : Promise.reject(new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError'))
      }
    })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const failed = watchFailedResponses(page)
    await openSignedIn(page, adminTokens, admin.username, '/amor')
    await page.getByRole('heading', { level: 1, name: 'For you' }).waitFor()
    const overlay = page.getByRole('button', { name: 'Play music' })
    await overlay.waitFor()
    expect(await page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true)
    // The play bar leaves slide 1's text in view, and nothing offers Mute while nothing plays.
    const first = slideshow.slides[0]!
    const firstText = first.kind === 'text' ? first.text.en : ''
    const textCovered = (text: string) =>
      page.evaluate((wanted) => {
        const element = [...document.querySelectorAll('figure p')].find((p) => p.textContent === wanted)
        if (!element) return 'missing'
        const box = element.getBoundingClientRect()
        const points = [0.1, 0.5, 0.9].map((x) => [box.left + box.width * x, box.top + box.height / 2] as const)
        return points.some(([x, y]) => !element.contains(document.elementFromPoint(x, y)))
      }, text)
    expect(await textCovered(firstText)).toBe(false)
    expect(await page.getByRole('button', { name: /Mute music/ }).count()).toBe(0)
    await screenshot(page, 'admin-slideshow-blocked-en-light')
    await axeClean(page, 'slideshow with the overlay')
    // The click is the interaction: the music starts, looping, and the overlay goes.
    await overlay.click()
    await overlay.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.paused)).toBe(false)
    expect(await page.evaluate(() => document.querySelector('audio')?.loop)).toBe(true)

    const total = slideshow.slides.length
    const counter = () => page.getByText(/^\d+ \/ \d+$/).textContent()
    expect(await counter()).toBe(`1 / ${total}`)
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await counter()).toBe(`2 / ${total}`)
    const second = slideshow.slides[1]!
    expect(second.kind).toBe('image')
    if (second.kind === 'image') {
      // The picture came with the session (an object URL of the API's answer) and is really drawn.
      const picture = page.getByRole('img', { name: second.caption.en })
      await picture.waitFor()
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      expect(await picture.getAttribute('src')).toMatch(/^blob:/)
      expect(await page.evaluate(() => document.querySelector('audio')?.getAttribute('src'))).toMatch(/^blob:/)
    }
    await page.keyboard.press('ArrowRight')
    expect(await counter()).toBe(`3 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    expect(await counter()).toBe(`2 / ${total}`)
    await page.getByRole('button', { name: 'Mute music' }).click()
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.muted)).toBe(true)
    await screenshot(page, 'admin-slideshow-playing-en-light')

    // Previous and Next stay where they are between text and image slides, wide and at 360 px.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      const tops = new Set<number>()
      for (let i = 0; i < total; i++) {
        // Images are measured loaded: their size is what could move the buttons.
        await page.waitForFunction(() => [...document.querySelectorAll('figure img')].every((img) => (img as HTMLImageElement).complete))
        const previous = await page.getByRole('button', { name: 'Previous' }).boundingBox()
        const next = await page.getByRole('button', { name: /^(Next|Start again)$/ }).boundingBox()
        tops.add(Math.round(previous!.y))
        tops.add(Math.round(next!.y))
        await page.getByRole('button', { name: /^(Next|Start again)$/ }).click()
      }
      expect([...tops], `button tops at ${width} px`).toHaveLength(1)
    }
    await context.close()
    expect(errors).toEqual([])
    expect(failed).toEqual([])
  })

  it('nothing of the slideshow is public: its old file addresses are 404, its API 401 without a session', async () => {
    const images = slideshow.slides.flatMap((slide) => (slide.kind === 'image' ? [slide.file] : []))
    for (const path of [...images.map((file) => `/images/slideshow/${file}`), `/music/${slideshow.music}`]) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404)
    }
    const texts = await fetch(`${baseUrl}/api/slideshow`)
    expect(texts.status).toBe(401)
    const content = (await (await fetch(`${baseUrl}/api/slideshow`, { headers: { authorization: `Bearer ${adminTokens.accessToken}` } })).json()) as {
      music: string
    }
    expect((await fetch(`${baseUrl}${content.music}`)).status).toBe(401)
  })
})

describe('every admin page in both languages and themes, and at 360 px', () => {
  const pages = [
    { path: '/listar-contatos', heading: { en: 'Received messages', 'pt-BR': 'Mensagens recebidas' } },
    { path: '/pokemon', heading: { en: 'Card statistics', 'pt-BR': 'Estatísticas das cartas' } },
    { path: '/pokemon/alterarsituacao', heading: { en: 'Change card status', 'pt-BR': 'Alterar situação das cartas' } },
    { path: '/pokemon/incluirPokemon', heading: { en: 'Add card images', 'pt-BR': 'Incluir imagens de cartas' } },
    { path: '/amor', heading: { en: 'For you', 'pt-BR': 'Para você' } },
  ]
  for (const language of ['en', 'pt-BR'] as const satisfies readonly Language[]) {
    for (const [theme, width] of [
      ['light', 1280],
      ['dark', 360],
    ] as const satisfies ReadonlyArray<readonly [Theme, number]>) {
      it(`${language}, ${theme}, ${width} px: no side scrolling, no serious accessibility violation`, async () => {
        const context = await newContext(browser, { language, theme, width, height: 800 })
        const page = await context.newPage()
        const errors = watchErrors(page)
        for (const { path, heading } of pages) {
          await openSignedIn(page, adminTokens, admin.username, path)
          await page.getByRole('heading', { level: 1, name: heading[language] }).waitFor()
          await page.waitForLoadState('networkidle')
          expect(await noSideScroll(page), path).toBe(true)
          await axeClean(page, `${path} ${language} ${theme} ${width}`)
          await screenshot(page, `admin${path.replace(/\W+/g, '-')}-${language}-${theme}-${width}`)
          if (width === 360 && path === '/pokemon') {
            // The wide table scrolls inside its card, its first column stays in place.
            const region = page.getByRole('region', { name: /^(Active cards|Cartas ativas):/ })
            expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
            expect(await page.locator('tbody th').first().evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky')
          }
          if (width === 360 && path === '/listar-contatos') {
            // Below 768 px the rows are cards: no header row, each value labelled.
            await page.locator('tbody tr').first().waitFor()
            expect(await page.locator('thead tr').evaluate((row) => getComputedStyle(row).display)).toBe('none')
            expect(await page.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('grid')
          }
        }
        await context.close()
        expect(errors).toEqual([])
      })
    }
  }
})

describe('a User is kept out', () => {
  it('every admin page sends a User to / and every admin API call answers 403', async () => {
    const user = await newSignedInUser('admin.guard')
    const context = await newContext(browser, { language: 'en' })
    const page = await context.newPage()
    for (const path of ['/listar-contatos', '/pokemon', '/pokemon/alterarsituacao', '/pokemon/incluirPokemon', '/amor']) {
      await openSignedIn(page, user.tokens, user.username, path)
      await page.waitForURL((url) => url.pathname === '/')
      // A session stored without a full name is greeted by its username.
      await expect.poll(() => page.getByText(`Hi, ${user.username}`).count()).toBe(1)
    }
    await context.close()

    const token = user.tokens.accessToken
    const cards = await apiRequest<CardSummary[]>('/v1/api/pokemon/obtertodossemimagem', { token: adminTokens.accessToken })
    const id = cards.body[0]!.id
    const calls: Array<[string, string]> = [
      ['GET', '/v1/api/pokemon/obtertodossemimagem'],
      ['GET', '/v1/api/pokemon/filtrarporcriterios?version=1&sortDirection=desc&sortField=id'],
      ['PATCH', `/v1/api/pokemon/inativar/${id}`],
      ['PATCH', `/v1/api/pokemon/ativar/${id}`],
      ['GET', `/v1/api/pokemon/${id}/imagem`],
      ['GET', '/v1/api/contato'],
      ['GET', '/v1/api/contato/1'],
    ]
    for (const [method, path] of calls) {
      const answer = await apiRequest<{ code: string }>(path, { token, method })
      expect([method, path, answer.status, answer.body.code]).toEqual([method, path, 403, 'forbidden'])
    }
    const form = new FormData()
    form.append('files', new Blob([new Uint8Array(png([1, 2, 3]))], { type: 'image/png' }), 'GeneticApex_1_999_Nope_1D_Grass_10_Basic_Any.png')
    const upload = await fetch(`${baseUrl}/v1/api/pokemon/salvarimagenspokemon`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
    expect(upload.status).toBe(403)
    const after = await apiRequest<CardSummary[]>('/v1/api/pokemon/obtertodossemimagem', { token: adminTokens.accessToken })
    expect(after.body.find((card) => card.id === id)?.situacao).toBe(cards.body[0]!.situacao)
    expect(after.body.some((card) => card.nomePokemon === 'Nope')).toBe(false)
  })
})
