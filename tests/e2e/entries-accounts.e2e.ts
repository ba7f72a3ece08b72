// Bank accounts on the entries page in a real browser against the real server, in both languages: two
// accounts created through the API; a new entry saved in one of them through the modal; another entry paid
// from the other through the mark-as-paid modal, which proposes the account last used; the table's Account
// column names them and the Account filter keeps one account, or the entries without one; the API agrees.
import { describe, expect, it } from 'vitest'
import { zonedInstant, zonedWallTime } from '../../src/contract/calendar'
import type { Category } from '../../src/contract/category'
import type { Entry } from '../../src/contract/entry'
import { apiRequest, newSignedInUser } from './support/api'
import { newContext, normalise, screenshot, sharedBrowser, watchErrors, watchFailedResponses } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: {
    add: 'New entry',
    newTitle: 'New entry',
    description: 'Description',
    amount: 'Amount (R$)',
    type: 'Type',
    expense: 'Expense',
    status: 'Status',
    toPay: 'To pay',
    category: 'Category',
    bankAccount: 'Bank account',
    none: 'None',
    save: 'Save',
    pay: (name: string) => `Mark ${name} as paid`,
    payTitle: 'Mark as paid',
    confirm: 'Confirm payment',
    paid: 'Paid',
    account: 'Account',
    noAccount: 'No account',
    apply: 'Apply',
    done: 'Operation completed successfully!',
  },
  'pt-BR': {
    add: 'Novo lançamento',
    newTitle: 'Novo lançamento',
    description: 'Descrição',
    amount: 'Valor (R$)',
    type: 'Tipo',
    expense: 'Despesa',
    status: 'Situação',
    toPay: 'A Pagar',
    category: 'Categoria',
    bankAccount: 'Conta bancária',
    none: 'Nenhuma',
    save: 'Salvar',
    pay: (name: string) => `Marcar ${name} como pago`,
    payTitle: 'Marcar como pago',
    confirm: 'Confirmar pagamento',
    paid: 'Pago',
    account: 'Conta',
    noAccount: 'Sem conta',
    apply: 'Aplicar',
    done: 'Operação realizada com sucesso!',
  },
} as const

/** Noon of `day` of the current month, São Paulo. */
function day(dayOfMonth: number): string {
  const { year, month } = zonedWallTime(new Date())
  return zonedInstant({ year, month, day: dayOfMonth, hour: 12, minute: 0, second: 0, millisecond: 0 }).toISOString()
}

describe.each(['pt-BR', 'en'] as const)('bank accounts on the entries page (%s)', (language) => {
  const t = texts[language]

  it('an entry added in an account, another paid from another, the column and the filter', async () => {
    const user = await newSignedInUser(`accounts.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    const house = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' } })).body
    const account = async (nome: string) => {
      const created = await apiRequest<{ id: number }>('/v1/api/contabancaria', { token, body: { nome, tipo: 'Corrente', saldoInicial: 1000, dataSaldoInicial: day(1).slice(0, 10) } })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      return created.body.id
    }
    const nubank = await account('Nubank')
    const wallet = await account('Carteira')
    for (const descricao of ['Conta de água', 'Aluguel']) {
      const created = await apiRequest('/v1/api/lancamento', { token, body: { dataLancamento: day(3), descricao, valor: 80.1, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar' } })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
    }

    const context = await newContext(browser(), { language, theme: 'light', width: 1280, height: 900 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const failed = watchFailedResponses(page)
    await openSignedIn(page, user.tokens, user.username, '/financas/lancamento-financeiro')
    const rows = page.locator('main tbody tr')
    // The first visit loads the page's chunks: up to 15 s on a busy machine, over the polls' default (tests/e2e/vitest.config.ts).
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
    const accountOf = async (description: string) => normalise(await rows.filter({ hasText: description }).locator(`td[data-label="${t.account}"]`).innerText())

    // A new entry: no account yet (nothing used before), Nubank chosen.
    await page.getByRole('button', { name: t.add }).click()
    const dialog = page.getByRole('dialog', { name: t.newTitle })
    const select = dialog.getByLabel(t.bankAccount, { exact: true })
    expect(await select.locator('option').allInnerTexts()).toEqual([t.none, 'Carteira', 'Nubank'])
    expect(await select.inputValue()).toBe('')
    await dialog.getByLabel(t.description, { exact: true }).fill('Mercado')
    await dialog.getByLabel(t.amount, { exact: true }).fill('50')
    await dialog.getByLabel(t.type, { exact: true }).selectOption({ label: t.expense })
    await dialog.getByLabel(t.status, { exact: true }).selectOption({ label: t.toPay })
    await dialog.getByLabel(t.category, { exact: true }).selectOption({ label: 'Casa' })
    await select.selectOption({ label: 'Nubank' })
    await dialog.getByRole('button', { name: t.save }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.done }).count()).toBe(1)
    await expect.poll(() => rows.count()).toBe(3)
    expect(await accountOf('Mercado')).toBe('Nubank')
    expect(await accountOf('Aluguel')).toBe('')

    // The payment proposes the account last used (Nubank); paid from the wallet instead.
    await page.getByRole('button', { name: t.pay('Conta de água') }).click()
    const pay = page.getByRole('dialog', { name: t.payTitle })
    const payAccount = pay.getByLabel(t.bankAccount, { exact: true })
    expect(await payAccount.inputValue()).toBe(String(nubank))
    await payAccount.selectOption({ label: 'Carteira' })
    await pay.getByRole('button', { name: t.confirm }).click()
    await expect.poll(() => pay.count()).toBe(0)
    await expect.poll(() => accountOf('Conta de água')).toBe('Carteira')
    expect(normalise(await rows.filter({ hasText: 'Conta de água' }).locator('td').nth(6).innerText())).toBe(t.paid)
    await screenshot(page, `entries-accounts-1280-${language}`)

    // The Account filter: one account, or the entries without one.
    await page.locator('main details').filter({ has: page.getByRole('search', { includeHidden: true }) }).locator('summary').click()
    const search = page.getByRole('search')
    const filter = search.getByLabel(t.account, { exact: true })
    const descriptions = async () => (await rows.locator('td:nth-child(2)').allInnerTexts()).map(normalise)
    await filter.selectOption({ label: 'Carteira' })
    await search.getByRole('button', { name: t.apply }).click()
    await expect.poll(descriptions).toEqual(['Conta de água'])
    await filter.selectOption({ label: 'Nubank' })
    await search.getByRole('button', { name: t.apply }).click()
    await expect.poll(descriptions).toEqual(['Mercado'])
    await filter.selectOption({ label: t.noAccount })
    await search.getByRole('button', { name: t.apply }).click()
    await expect.poll(descriptions).toEqual(['Aluguel'])

    // The API (the current month) agrees; the wallet is the account remembered for the next new entry.
    const saved = (await apiRequest<Entry[]>('/v1/api/lancamento/periodo', { token })).body
    expect(Object.fromEntries(saved.map((entry) => [entry.descricao, entry.contaBancariaId]))).toEqual({ 'Conta de água': wallet, Aluguel: null, Mercado: nubank })
    expect(await page.evaluate(() => localStorage.getItem('financas.ultimaConta'))).toBe(String(wallet))

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })
})
