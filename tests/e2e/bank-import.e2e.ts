// The statement import in a real browser against the real server, in both languages (docs/product-rules.md#bank-statement-import):
// from the finance panel's button, a bank OFX chosen with the keyboard alone (Tab, Enter on "Choose a file", the
// account typed into its select) goes into an account that holds a rent typed by hand two days before the
// bank's: the preview names that rent as a possible duplicate with a link to it and says the balance will
// equal the bank's; one row's category is changed, the import confirmed; the account's balance and statement
// show it. A Nubank card CSV (purchases positive, an installment, a refund) goes into a card with statement
// days and lands on its November statement. The same OFX again goes by itself to the same account, every
// row already imported; Undo of the first import puts the account back as it was. Fixture files with
// fictional names: tests/fixtures/bank-import/.
import { join } from 'node:path'
import type { FileChooser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BankAccount } from '../../src/contract/bank-account'
import type { BankCard } from '../../src/contract/bank-card'
import type { CardStatementDetail } from '../../src/contract/card-statement'
import type { Category } from '../../src/contract/category'
import type { Entry } from '../../src/contract/entry'
import type { ImportSummary } from '../../src/contract/bank-import'
import { formatCurrency } from '../../src/i18n/format'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { axeViolations, newContext, normalise, sharedBrowser, watchErrors, type Language } from './support/browser'
import { openSignedIn } from './support/session'
import { tabTo } from './support/keyboard'

const browser = sharedBrowser()
const loads = { timeout: 20_000 }
const fixture = (name: string) => join(import.meta.dirname, '../fixtures/bank-import', name)
const money = (language: Language, value: number) => normalise(formatCurrency(value, language))



const words = {
  en: {
    panelButton: 'Import a bank statement',
    title: 'Import a bank statement',
    choose: /^Choose a file$/,
    target: /^Account or card/,
    see: /^See the rows$/,
    review: 'Review the rows',
    duplicate: 'Possible duplicate',
    sameAs: 'Same as “Aluguel” of Oct 2, 2026, R$ 1,500.00.',
    seeRent: 'See “Aluguel” of Oct 2, 2026',
    reconciliation: "Balance of Conta Fictícia on Oct 31, 2026 after importing: R$ 3,055.54 — the same as the bank's.",
    category: /^Category of SUPERMERCADO BOM PRECO$/,
    confirm: /^Import 5 rows$/,
    imported: 'Imported into your finances',
    written: ['New entries4', 'Linked to entries already here1', 'Transfers and bill payments0', 'Left out0'],
    seeStatement: 'See the statement of Conta Fictícia',
    installment: 'Installment 2 of 5',
    onStatement: 'On the November 2026 bill',
    confirmCard: 'Import 4 rows',
    seeCardStatements: 'See the bills of Roxinho',
    remembered: 'Chosen because the last file of this bank account went there.',
    alreadyImported: 'Already imported (5)',
    back: 'Back',
    history: 'Past imports',
    historyLine: /\d+ imports, the last on /,
    undo: 'Undo the import of conta-corrente.ofx',
    undoConfirm: 'Undo import',
    undone: 'Import undone: its entries and transfers were removed and the entries it linked are as they were.',
    undoneStatus: 'Undone',
  },
  'pt-BR': {
    panelButton: 'Importar extrato bancário',
    title: 'Importar extrato bancário',
    choose: /^Escolher arquivo$/,
    target: /^Conta ou cartão/,
    see: /^Ver as linhas$/,
    review: 'Revise as linhas',
    duplicate: 'Possível duplicata',
    sameAs: 'Igual a “Aluguel” de 2 de out. de 2026, R$ 1.500,00.',
    seeRent: 'Ver “Aluguel” de 2 de out. de 2026',
    reconciliation: 'Saldo de Conta Fictícia em 31 de out. de 2026 após importar: R$ 3.055,54 — igual ao do banco.',
    category: /^Categoria de SUPERMERCADO BOM PRECO$/,
    confirm: /^Importar 5 linhas$/,
    imported: 'Importado nas suas finanças',
    written: ['Novos lançamentos4', 'Vinculadas a lançamentos existentes1', 'Transferências e pagamentos de fatura0', 'Deixadas de fora0'],
    seeStatement: 'Ver o extrato de Conta Fictícia',
    installment: 'Parcela 2/5',
    onStatement: 'Na fatura de novembro de 2026',
    confirmCard: 'Importar 4 linhas',
    seeCardStatements: 'Ver as faturas de Roxinho',
    remembered: 'Escolhido porque o último arquivo desta conta bancária foi para lá.',
    alreadyImported: 'Já importada (5)',
    back: 'Voltar',
    history: 'Importações anteriores',
    historyLine: /\d+ importações, a última em /,
    undo: 'Desfazer a importação de conta-corrente.ofx',
    undoConfirm: 'Desfazer importação',
    undone: 'Importação desfeita: seus lançamentos e transferências foram removidos e os lançamentos vinculados voltaram a ser como eram.',
    undoneStatus: 'Desfeita',
  },
} as const

interface Seeded {
  user: { username: string; tokens: Tokens }
  account: BankAccount
  card: BankCard
  mercado: Category
}

async function seed(language: Language): Promise<Seeded> {
  const user = await newSignedInUser(`importa.${language === 'en' ? 'en' : 'pt'}`)
  const token = user.tokens.accessToken
  const post = async <T>(path: string, body: unknown) => {
    const answer = await apiRequest<T>(path, { token, body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return answer.body
  }
  const account = await post<BankAccount>('/v1/api/contabancaria', { nome: 'Conta Fictícia', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2026-09-30' })
  const card = await post<BankCard>('/v1/api/cartao', { nomeUsuario: 'Maria', nomeBanco: 'Nubank', apelido: 'Roxinho', diaFechamento: 3, diaVencimento: 10 })
  const casa = await post<Category>('/v1/api/categoria', { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const mercado = await post<Category>('/v1/api/categoria', { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
  await post<Category>('/v1/api/categoria', { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  // The rent typed by hand, two days before the bank's row: the import offers to link them.
  await post<Entry>('/v1/api/lancamento', { dataLancamento: '2026-10-02', descricao: 'Aluguel', valor: 1500, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', contaBancariaId: account.id })
  return { user, account, card, mercado }
}

async function octoberEntries(seeded: Seeded): Promise<Entry[]> {
  const answer = await apiRequest<Entry[]>('/v1/api/lancamento/periodo?dataInicio=2026-10-01&dataFim=2026-10-31', { token: seeded.user.tokens.accessToken })
  expect(answer.status).toBe(200)
  return answer.body
}

async function accountBalance(seeded: Seeded): Promise<number> {
  const answer = await apiRequest<BankAccount>(`/v1/api/contabancaria/${seeded.account.id}`, { token: seeded.user.tokens.accessToken })
  return answer.body.saldoAtual
}

describe.each(['pt-BR', 'en'] as const)('statement import (%s)', (language) => {
  const t = words[language]
  let seeded: Seeded
  let page: Page
  let errors: string[]
  const choosers: FileChooser[] = []
  beforeAll(async () => {
    seeded = await seed(language)
    const context = await newContext(browser(), { language, theme: language === 'en' ? 'dark' : 'light', width: 1280 })
    page = await context.newPage()
    errors = watchErrors(page)
    // Listening from the start: the file chooser is intercepted before any key opens it (a listener added
    // with the key press raced it, and the chooser opened unseen once in a few runs).
    page.on('filechooser', (chooser) => choosers.push(chooser))
  }, 60_000)

  const main = async () => normalise(await page.locator('main').textContent())
  const review = () => page.getByRole('region', { name: t.review })

  it('a bank OFX into an account, with the keyboard alone: the duplicate explained, a category changed, confirmed', async () => {
    await openSignedIn(page, seeded.user.tokens, seeded.user.username, '/financas')
    await page.getByRole('link', { name: t.panelButton }).click()
    await page.waitForURL('**/financas/importar')
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor()
    await expect.poll(async () => page.getByLabel(t.target).isEnabled(), loads).toBe(true)

    // Enter on "Choose a file" opens the system's file chooser.
    await page.locator('body').focus()
    await tabTo(page, t.choose, 80)
    await page.keyboard.press('Enter')
    await expect.poll(() => choosers.length, loads).toBe(1)
    await choosers[0]!.setFiles(fixture('conta-corrente.ofx'))
    await expect.poll(main, loads).toContain('conta-corrente.ofx')
    await expect.poll(main, loads).toContain('OFX · ')
    await tabTo(page, t.target, 80)
    await page.keyboard.type('Conta Fic')
    expect(await page.getByLabel(t.target).inputValue()).toBe(`conta:${seeded.account.id}`)
    await tabTo(page, t.see, 80)
    await page.keyboard.press('Enter')

    await review().waitFor(loads)
    // The preview's heading takes the focus: the button that led there is gone.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('preview-title')
    const rent = review().getByRole('row').filter({ hasText: 'ALUGUEL OUTUBRO' })
    expect(normalise(await rent.textContent())).toContain(t.duplicate)
    expect(normalise(await rent.textContent())).toContain(t.sameAs)
    expect(await rent.getByRole('link', { name: t.seeRent }).getAttribute('href')).toBe('/financas/lancamento-financeiro?mes=2026-10')
    expect(normalise(await review().textContent())).toContain(t.reconciliation)

    await tabTo(page, t.category, 80)
    await page.keyboard.type('Mercado')
    expect(await page.getByLabel(t.category).inputValue()).toBe(String(seeded.mercado.id))
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, t.confirm, 80)
    await page.keyboard.press('Enter')

    const done = page.getByRole('region', { name: t.imported })
    await done.waitFor(loads)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('result-title')
    expect((await done.getByRole('listitem').allTextContents()).map(normalise)).toEqual(t.written)
    expect(normalise(await done.textContent())).toContain(t.reconciliation)

    // What the server wrote: the balance the bank says, the rent settled by the bank's row, the category chosen.
    expect(await accountBalance(seeded)).toBe(3055.54)
    const entries = await octoberEntries(seeded)
    expect(entries.find((entry) => entry.descricao === 'Aluguel')).toMatchObject({ situacao: 'Pago', valorPago: 1500 })
    expect(entries.find((entry) => entry.descricao === 'SUPERMERCADO BOM PRECO')).toMatchObject({ categoriaId: seeded.mercado.id, valor: 234.56, situacao: 'Pago' })

    await done.getByRole('link', { name: t.seeStatement }).click()
    await page.waitForURL(`**/financas/contas/${seeded.account.id}?mes=2026-10`)
    await expect.poll(main, loads).toContain('SUPERMERCADO BOM PRECO')
    expect(await main()).toContain(money(language, 3055.54))
    expect(errors).toEqual([])
  }, 90_000)

  it('a Nubank card CSV into a card with statement days: the installment and the statement each row lands on', async () => {
    await page.goto('/financas/importar')
    await expect.poll(async () => page.getByLabel(t.target).isEnabled(), loads).toBe(true)
    await page.locator('input[type=file]').setInputFiles(fixture('nubank-cartao.csv'))
    await expect.poll(main, loads).toContain('nubank-cartao.csv')
    await page.getByLabel(t.target).selectOption(`cartao:${seeded.card.id}`)
    await page.getByRole('button', { name: t.see }).click()
    await review().waitFor(loads)
    const bookshop = review().getByRole('row').filter({ hasText: 'Livraria Fictícia - Parcela 2/5' })
    expect(normalise(await bookshop.textContent())).toContain(t.installment)
    expect(normalise(await bookshop.textContent())).toContain(t.onStatement)
    // Purchases are written positive in the file: here they are money out, the refund money in.
    expect(normalise(await bookshop.textContent())).toContain(`-${money(language, 80)}`)
    const refund = normalise(await review().getByRole('row').filter({ hasText: 'Estorno Loja Exemplo' }).textContent())
    expect(refund).toContain(money(language, 19.9))
    expect(refund).not.toContain(`-${money(language, 19.9)}`)
    await review().getByRole('button', { name: t.confirmCard }).click()
    const done = page.getByRole('region', { name: t.imported })
    await done.waitFor(loads)

    const statement = await apiRequest<CardStatementDetail>(`/v1/api/cartao/${seeded.card.id}/faturas/2026-11`, { token: seeded.user.tokens.accessToken })
    expect(statement.body.itens.map((item) => item.descricao).sort()).toEqual(['Estorno Loja Exemplo', 'Livraria Fictícia - Parcela 2/5', 'Padaria Pão Quente', 'Posto Estrela'])
    expect(statement.body.total).toBe(233.6)
    await done.getByRole('link', { name: t.seeCardStatements }).click()
    await page.waitForURL(`**/financas/cartoes/${seeded.card.id}/faturas?mes=2026-11`)
    await expect.poll(main, loads).toContain('Posto Estrela')
    expect(await main()).toContain(money(language, 233.6))
    expect(errors).toEqual([])
  }, 90_000)

  it('the same OFX again goes to the same account, already imported; Undo puts the account back', async () => {
    await page.goto('/financas/importar')
    await expect.poll(async () => page.getByLabel(t.target).isEnabled(), loads).toBe(true)
    await page.locator('input[type=file]').setInputFiles(fixture('conta-corrente.ofx'))
    await expect.poll(async () => page.getByLabel(t.target).inputValue(), loads).toBe(`conta:${seeded.account.id}`)
    expect(await main()).toContain(t.remembered)
    await page.getByRole('button', { name: t.see }).click()
    await review().waitFor(loads)
    await review().getByRole('button', { name: t.alreadyImported }).waitFor()
    await review().getByRole('button', { name: t.back }).click()

    // Folded above the steps, the past imports say how many there are; unfolded, they list them. The fold is a
    // button in the heading, reached with Tab, that says whether the list it controls shows; Enter and Space toggle it.
    const history = page.getByRole('region', { name: t.history })
    const fold = history.getByRole('button', { name: new RegExp(`^${t.history}`) })
    await expect.poll(async () => normalise(await fold.textContent()), loads).toMatch(t.historyLine)
    const list = page.locator(`#${await fold.getAttribute('aria-controls')}`)
    const unfolded = async () => [await fold.getAttribute('aria-expanded'), await list.isVisible()]
    expect(await unfolded()).toEqual(['false', false])
    await page.locator('body').focus()
    await tabTo(page, new RegExp(t.history), 60)
    expect(await fold.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(unfolded).toEqual(['true', true])
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Space')
    await expect.poll(unfolded).toEqual(['false', false])
    await page.keyboard.press('Enter')
    await expect.poll(unfolded).toEqual(['true', true])
    await history.getByRole('button', { name: t.undo }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('button', { name: t.undoConfirm }).click()
    await expect.poll(async () => normalise(await history.textContent()), loads).toContain(t.undone)
    // The list is read again after the undo.
    const undone = history.getByRole('row').filter({ has: page.getByRole('cell', { name: t.undoneStatus, exact: true }) })
    await expect.poll(() => undone.count(), loads).toBe(1)
    expect(normalise(await undone.textContent())).toContain('conta-corrente.ofx')
    // Undone, it offers no Undo any more; the card's import still does.
    expect(await history.getByRole('button', { name: t.undo }).count()).toBe(0)

    expect(await accountBalance(seeded)).toBe(0)
    // The account's own entries: the rent typed by hand, to pay again; the card's purchases stay.
    const entries = await octoberEntries(seeded)
    const ofAccount = entries.filter((entry) => entry.contaBancariaId === seeded.account.id)
    expect(ofAccount.map((entry) => entry.descricao)).toEqual(['Aluguel'])
    expect(ofAccount[0]).toMatchObject({ situacao: 'A Pagar', valorPago: null })
    expect(entries.filter((entry) => entry.cartaoId === seeded.card.id)).toHaveLength(4)
    const imports = await apiRequest<ImportSummary[]>('/v1/api/importacao', { token: seeded.user.tokens.accessToken })
    expect(imports.body.filter((summary) => summary.situacao === 'desfeita').map((summary) => summary.nomeArquivo)).toEqual(['conta-corrente.ofx'])
    expect(errors).toEqual([])
    await page.context().close()
  }, 90_000)
})
