// Received messages: an Admin deletes a message after a confirmation dialog, with the keyboard and the mouse.
// The dialog takes focus on Cancel, keeps Tab inside, Escape cancels and gives focus back to the row's button;
// confirmed, the message leaves the list and focus goes to the heading. axe runs on the open dialog, and the
// page must meet no 4xx/5xx answer nor console error.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Contact } from '../../src/contract/contact'
import { apiRequest, signInAsAdmin, type Tokens } from './support/api'
import { admin, axeViolations, sharedBrowser, newContext, screenshot, watchErrors, watchFailedResponses } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()
let adminTokens: Tokens
beforeAll(async () => {
  adminTokens = await signInAsAdmin()
})

/** The focused element's accessible text (its aria-label, else its text). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null)

describe('deleting a received message as Admin', () => {
  it('asks in a dialog; Escape keeps the message; Delete removes it from the list and from the server', async () => {
    const name = `Delete Target ${Date.now().toString(36)}`
    const sent = await apiRequest<Contact>('/v1/api/contato', { body: { nome: name, email: 'delete@example.com', mensagem: 'Please delete me.' } })
    expect(sent.status).toBe(201)

    const context = await newContext(browser(), { language: 'en', theme: 'light' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const failed = watchFailedResponses(page)
    await openSignedIn(page, adminTokens, admin.username, '/listar-contatos')
    await page.getByRole('heading', { level: 1, name: 'Received messages' }).waitFor()
    await page.getByRole('table').waitFor()
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1)

    // Opened with the keyboard: focus on Cancel, Tab stays inside, Escape cancels and focus comes back.
    const deleteButton = page.getByRole('button', { name: `Delete the message from ${name}` })
    await deleteButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Delete message?' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(`Do you really want to delete the message from ${name}? This cannot be undone.`)
    expect(await focused(page)).toBe('Cancel')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Delete')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('Cancel')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, 'admin-messages-delete-dialog-en-light')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await focused(page)).toBe(`Delete the message from ${name}`)
    expect(await page.locator('tbody tr').count()).toBe(1)

    // Confirmed with the mouse: the row goes, focus goes to the heading, the server no longer has it.
    await deleteButton.click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    // Empty for the filter (or empty at all, when it was the only message).
    await page.getByText('No message matches the filters.').or(page.getByText('No messages yet.')).waitFor()
    expect(await page.locator('tbody tr').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1')
    const read = await apiRequest(`/v1/api/contato/${sent.body.id}`, { token: adminTokens.accessToken })
    expect(read.status).toBe(404)
    // After a reload it is still gone.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Received messages' }).waitFor()
    await page.getByRole('table').or(page.getByText('No messages yet.')).first().waitFor()
    expect(await page.getByText(name).count()).toBe(0)

    await context.close()
    expect(errors).toEqual([])
    expect(failed).toEqual([])
  })
})
