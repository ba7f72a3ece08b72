// Hints in a hand's words: with a mouse, About Me's typewriter says click and right-click and the project carousel says
// click and move over; on a touch phone (touch emulated: hover none, pointer coarse) they say tap, touch and hold, and
// drag — in both languages, on the prerendered page before the app is in, and once it is.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { projects } from '../../src/content/projects'
import { baseUrl, newContext, sharedBrowser, watchErrors, watchFailedResponses, type Language } from './support/browser'

const browser = sharedBrowser()

const words = {
  en: {
    typewriter: {
      mouse: 'Click (or press Enter) to finish the paragraph or go to the next one. Right-click (or press R) to start over.',
      touch: 'Tap to finish the paragraph or go to the next one. Touch and hold to start over.',
    },
    zoomIn: { mouse: 'Click the image to zoom in.', touch: 'Tap the image to zoom in.' },
    zoomed: { mouse: 'Move over the image (or use the arrow keys) to look around; click to zoom out.', touch: 'Drag across the image to look around; tap to zoom out.' },
  },
  'pt-BR': {
    typewriter: {
      mouse: 'Clique (ou pressione Enter) para concluir o parágrafo ou ir para o próximo. Clique com o botão direito (ou pressione R) para recomeçar.',
      touch: 'Toque para concluir o parágrafo ou ir para o próximo. Toque e segure para recomeçar.',
    },
    zoomIn: { mouse: 'Clique na imagem para ampliar.', touch: 'Toque na imagem para ampliar.' },
    zoomed: { mouse: 'Passe o cursor sobre a imagem (ou use as setas) para percorrê-la; clique para reduzir.', touch: 'Arraste o dedo sobre a imagem para percorrê-la; toque para reduzir.' },
  },
} as const

/** The words of `hint` (mouse and touch) the page shows: the visible text of the element holding both. */
const shown = (page: Page, hint: { mouse: string; touch: string }) =>
  page
    .locator('p')
    .filter({ hasText: hint.mouse })
    .first()
    .evaluate((element) => (element as HTMLElement).innerText.trim())

async function open(language: Language, touch: boolean): Promise<Page> {
  if (!touch) return (await newContext(browser(), { language })).newPage()
  // A phone: touch events, the mobile viewport, and the media features of a finger (hover: none, pointer: coarse).
  const phone = await browser().newContext({ baseURL: baseUrl, locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
  await phone.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  return phone.newPage()
}

describe.each(['en', 'pt-BR'] as const)('touch wording (%s)', (language) => {
  const w = words[language]
  for (const touch of [false, true]) {
    const hand = touch ? 'touch' : 'mouse'
    it(`a ${touch ? 'touch phone' : 'mouse'} reads its own words: typewriter and carousel`, async () => {
      const page = await open(language, touch)
      const errors = watchErrors(page)
      const failed = watchFailedResponses(page)
      expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(touch)
      await page.goto('/sobre-mim')
      // The prerendered page already says it, and so does the app once it is in.
      expect(await shown(page, w.typewriter)).toBe(w.typewriter[hand])
      await page.getByTestId('typewriter').click()
      expect(await shown(page, w.typewriter)).toBe(w.typewriter[hand])

      await page.goto('/')
      const featured = projects[0]!
      await page.getByRole('button', { name: language === 'en' ? featured.englishName : featured.name, exact: true }).first().click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(await shown(page, w.zoomIn)).toBe(w.zoomIn[hand])
      await dialog.getByTestId('carousel-frame').locator('img').click()
      await expect.poll(() => dialog.getByRole('button', { pressed: true }).count()).toBe(1)
      expect(await shown(page, w.zoomed)).toBe(w.zoomed[hand])
      expect(failed).toEqual([])
      expect(errors).toEqual([])
      await page.context().close()
    })
  }
})
