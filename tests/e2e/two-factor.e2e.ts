// Two-step verification in a real browser against the real server: a new user turns it on from the page of the user
// menu (the QR code drawn on the page decodes to the otpauth URI of the key shown beside it; the test computes the
// app's code from that key), saves the recovery codes, signs out, signs in with a code, then with a recovery code; in
// both languages, with the page's states screenshotted at 360 and 1280 px in both themes; and once with the keyboard
// alone.
import type { Page } from 'playwright-core'
import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import { base32Decode, hotp, timeStep } from '../../server/src/services/totp'
import { newSignedInUser } from './support/api'
import { axeViolations, newContext, normalise, screenshot, sharedBrowser, watchErrors, watchFailedResponses, type Language } from './support/browser'
import { openSignedIn, solveCaptchaWidget } from './support/session'

const browser = sharedBrowser()
const PASSWORD = 'correct-horse-42'

const texts = {
  en: {
    title: 'Two-step verification',
    turnOn: 'Turn on',
    code: 'Code',
    recoveryCode: 'Recovery code',
    useRecovery: 'Use a recovery code',
    verify: 'Verify',
    saved: 'I saved them',
    on: 'On',
    left: (n: number) => `${n} recovery codes left.`,
    logout: 'Log out',
    login: 'Log in',
    username: 'Username',
    password: 'Password',
    wrongCode: 'Wrong or already used code. Enter the code your app shows now.',
    download: 'Download',
    jump: 'Go to page',
    pages: 'Pages',
  },
  'pt-BR': {
    title: 'Verificação em duas etapas',
    turnOn: 'Ativar',
    code: 'Código',
    recoveryCode: 'Código de recuperação',
    useRecovery: 'Usar um código de recuperação',
    verify: 'Verificar',
    saved: 'Já guardei',
    on: 'Ativada',
    left: (n: number) => `${n} códigos de recuperação restantes.`,
    logout: 'Sair',
    login: 'Entrar',
    username: 'Nome de Usuário',
    password: 'Senha',
    wrongCode: 'Código errado ou já usado. Digite o código que o aplicativo mostra agora.',
    download: 'Baixar',
    jump: 'Ir para a página',
    pages: 'Páginas',
  },
} as const

/** The code an authenticator app shows for `secret` (base32), `offset` steps from now. */
const appCode = (secret: string, offset = 0) => hotp(base32Decode(secret), timeStep(Date.now()) + offset)

/** The QR code on the page, read back from its pixels: drawn on a canvas in the page, decoded here. */
async function readQr(page: Page): Promise<string> {
  const image = await page.getByRole('img', { name: /QR/ }).evaluate(async (svg) => {
    const size = 400
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }))
    const picture = new Image(size, size)
    await new Promise((resolve, reject) => {
      picture.onload = resolve
      picture.onerror = reject
      picture.src = url
    })
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')!
    context.drawImage(picture, 0, 0, size, size)
    URL.revokeObjectURL(url)
    return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) }
  })
  return decodeQR({ width: image.width, height: image.height, data: new Uint8Array(image.data) })
}

/** Screenshots of the page as it is at 360 and 1280 px in both themes (the theme switched with the header's button). */
async function shots(page: Page, name: string, language: Language) {
  for (const theme of ['light', 'dark'] as const) {
    const isDark = await page.evaluate(() => document.documentElement.classList.contains('theme-dark'))
    if (isDark !== (theme === 'dark')) await page.getByRole('button', { name: /theme|tema/i }).click()
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      // Nothing wider than the screen at 360 px.
      if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await screenshot(page, `two-factor-${name}-${width}-${theme}-${language}`)
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Signs in on /login with the password; the second step's heading answers. */
async function passwordStep(page: Page, t: (typeof texts)[Language], username: string) {
  await page.goto('/login')
  await page.getByLabel(t.username).fill(username)
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD)
  await solveCaptchaWidget(page)
  await page.getByRole('button', { name: t.login, exact: true }).click()
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor()
}

describe('two-step verification', () => {
  it.each(['en', 'pt-BR'] as const)('%s: turn it on, sign out, sign in with a code, then with a recovery code', async (language) => {
    const t = texts[language]
    const user = await newSignedInUser('twofa')
    const context = await newContext(browser(), { language, theme: 'light' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const failed = watchFailedResponses(page)
    await openSignedIn(page, user.tokens, user.username, '/financas')
    // The user menu leads to the page.
    await page.getByText(t.jump).click()
    await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.title }).click()
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor()
    await page.getByRole('button', { name: t.turnOn }).click()

    // The key as text, and the QR code holding its otpauth URI.
    const secretBox = page.getByTestId('two-factor-secret')
    await secretBox.waitFor()
    const secret = normalise(await secretBox.innerText()).replace(/\s+/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(await readQr(page))
    expect(uri.protocol).toBe('otpauth:')
    expect(decodeURIComponent(`${uri.host}${uri.pathname}`)).toBe(`totp/127.0.0.1:${user.username}`)
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('127.0.0.1')
    expect(await axeViolations(page)).toEqual([])
    await shots(page, 'enrol', language)

    // The code the app would show turns it on; the recovery codes are shown once.
    await page.getByLabel(t.code, { exact: true }).fill(appCode(secret))
    await page.getByRole('button', { name: t.turnOn }).click()
    const list = page.getByTestId('recovery-codes')
    await list.waitFor()
    const codes = (await list.getByRole('listitem').allInnerTexts()).map(normalise)
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.download }).click()])
    expect(download.suggestedFilename()).toBe(`recovery-codes-${user.username}.txt`)
    expect(await axeViolations(page)).toEqual([])
    await shots(page, 'codes', language)
    await page.getByRole('button', { name: t.saved }).click()
    await page.getByText(t.left(10)).waitFor()
    expect(await page.getByText(t.on, { exact: true }).count()).toBe(1)
    await shots(page, 'on', language)

    // Sign out, and in again: the password, then a code (a wrong one first).
    await page.getByRole('button', { name: t.logout }).click()
    await passwordStep(page, t, user.username)
    const codeField = page.getByLabel(t.code, { exact: true })
    expect(await codeField.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await codeField.getAttribute('inputmode')).toBe('numeric')
    expect(await axeViolations(page)).toEqual([])
    await shots(page, 'sign-in', language)
    const right = appCode(secret, 1)
    await codeField.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'))
    await page.getByRole('button', { name: t.verify }).click()
    await expect.poll(async () => normalise(await page.getByRole('alert').innerText())).toBe(t.wrongCode)
    await codeField.fill(right)
    await page.getByRole('button', { name: t.verify }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: t.logout }).waitFor()

    // And with a recovery code.
    await page.getByRole('button', { name: t.logout }).click()
    await passwordStep(page, t, user.username)
    await page.getByRole('button', { name: t.useRecovery }).click()
    const recoveryField = page.getByLabel(t.recoveryCode, { exact: true })
    expect(await recoveryField.evaluate((element) => element === document.activeElement)).toBe(true)
    await recoveryField.fill(codes[0]!)
    await page.getByRole('button', { name: t.verify }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/verificacao-em-duas-etapas')
    await page.getByText(t.left(9)).waitFor()

    // The one wrong code sent on purpose is the only refused call (the browser logs its 401).
    expect(errors.filter((line) => !/status of 401/.test(line))).toEqual([])
    expect(errors.filter((line) => /status of 401/.test(line))).toHaveLength(1)
    expect(failed.filter((line) => !/\b401\b/.test(line))).toEqual([])
    await context.close()
  })

  it('works with the keyboard alone: turn it on, then the second step of a sign-in', async () => {
    const t = texts.en
    const user = await newSignedInUser('twofakeys')
    const context = await newContext(browser(), { language: 'en', theme: 'light' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openSignedIn(page, user.tokens, user.username, '/verificacao-em-duas-etapas')
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor()
    const tabTo = async (name: RegExp) => {
      const seen: string[] = []
      for (let stop = 0; stop < 60; stop += 1) {
        await page.keyboard.press('Tab')
        const current = normalise(
          await page.evaluate(() => {
            const element = document.activeElement as HTMLInputElement | null
            if (!element || element === document.body) return ''
            const labels = element.labels
            if (labels && labels.length > 0) return [...labels].map((label) => label.textContent ?? '').join(' ')
            return element.getAttribute('aria-label') ?? element.textContent ?? ''
          }),
        )
        if (name.test(current)) return
        seen.push(current)
      }
      throw new Error(`Tab never reached ${name}; it stopped at: ${seen.join(' | ')}`)
    }
    await tabTo(/^Turn on$/)
    await page.keyboard.press('Enter')
    const secretBox = page.getByTestId('two-factor-secret')
    await secretBox.waitFor()
    const secret = normalise(await secretBox.innerText()).replace(/\s+/g, '')
    await tabTo(/^Code$/)
    await page.keyboard.type(appCode(secret))
    await page.keyboard.press('Enter')
    await page.getByTestId('recovery-codes').waitFor()
    await tabTo(/^I saved them$/)
    await page.keyboard.press('Enter')
    await page.getByText(t.left(10)).waitFor()

    await tabTo(/^Log out$/)
    await page.keyboard.press('Enter')
    await page.goto('/login')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(/^Username$/)
    await page.keyboard.type(user.username)
    await tabTo(/^Password$/)
    await page.keyboard.type(PASSWORD)
    await tabTo(/not a robot/i)
    await page.keyboard.press('Space')
    const widget = page.locator('altcha-widget')
    await expect.poll(() => widget.evaluate((el) => el.querySelector('[data-state]')?.getAttribute('data-state') ?? el.getAttribute('data-state')), { timeout: 30_000 }).toBe('verified')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor()
    // The code field has the focus: type and press Enter.
    await page.keyboard.type(appCode(secret, 1))
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/')
    expect(errors).toEqual([])
    await context.close()
  })
})
