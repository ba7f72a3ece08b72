// What a test reads on the screen, one way everywhere: text as a reader sees it (the no-break spaces money and
// dates are written with become spaces, runs of white space one space, no white space at the ends), and the
// page's alert for a machine's `alert` context.
import { i18n } from '@lingui/core'
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { Alert } from '@machines/alert'

/** `text` as a reader sees it: no-break spaces as spaces, white space collapsed, trimmed. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The page shows `alert`: a danger one as an `alert` region, any other as a `status` one, holding its message (and
 * detail); no alert region when it is null. `scope` narrows where (a section of the page).
 */
export function expectAlertShown(alert: Alert | null | undefined, scope?: HTMLElement): void {
  const where = scope ? within(scope) : screen
  if (!alert) {
    expect(where.queryByRole('alert')).toBeNull()
    return
  }
  const text = plain(`${i18n._(alert.message)}${alert.detail ? ` ${alert.detail}` : ''}`)
  const regions = where.queryAllByRole(alert.tone === 'danger' ? 'alert' : 'status')
  expect(
    regions.some((region) => plain(region.textContent).includes(text)),
    `an ${alert.tone} region says "${text}"; shown: ${JSON.stringify(regions.map((region) => plain(region.textContent)))}`,
  ).toBe(true)
}
