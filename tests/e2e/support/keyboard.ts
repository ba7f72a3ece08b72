// What a keyboard user meets: the focused control's name, and Tab pressed until a control is reached.
import type { Page } from 'playwright-core'
import { normalise } from './browser'

/**
 * The focused element's accessible name as a keyboard user hears it (inside shadow roots too): its aria-labelledby,
 * its labels, aria-label or text, with white space folded.
 */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const folded = (text: string) => text.replace(/\s+/g, ' ').trim()
    let element = document.activeElement as HTMLElement | null
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLElement
    if (!element || element === document.body) return ''
    const labelled = element.getAttribute('aria-labelledby')
    if (labelled) return folded(labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '))
    const labels = (element as HTMLInputElement).labels
    if (labels && labels.length > 0) return folded([...labels].map((label) => label.textContent ?? '').join(' '))
    return folded(element.getAttribute('aria-label') ?? element.textContent ?? '')
  })
}

/** Presses Tab until the focused control's name matches `name` (at most `stops` times); fails when it never does. */
export async function tabTo(page: Page, name: RegExp, stops = 60): Promise<void> {
  const seen: string[] = []
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab')
    const current = normalise(await focusedName(page))
    if (name.test(current)) return
    seen.push(current)
  }
  throw new Error(`Tab never reached ${name}; it stopped at: ${seen.join(' | ')}`)
}
