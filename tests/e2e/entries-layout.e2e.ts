// The entries page as laid out in a real browser, in both languages: at 360 px no
// money value breaks (summary cards, table, overdue banner), no date breaks, the filter bar is a closed
// disclosure whose toggle counts the active filters, the modal's category select is usable; the
// installments table's "Account holder" label is whole; a long bank account name stays inside its card. At
// 1280 px amounts align right under their header and a row's actions stay on one line ("Excluir" wrapped under
// "Marcar como pago"), the account column included. At 1024 and 1280 px a long description on an account and a
// long category word do not make the table scroll sideways. At 768 and 1024 px neither the entries table nor the
// installment plans table scrolls sideways in its panel (narrower than the screen): the full table fits or the
// rows are cards; screenshots at 768 px in both themes. At 640 and 700 px the bank accounts, an account statement
// and a plan's installments are cards (their wrappers have less than 660 px), at 768 px tables; the recurring
// entries are cards at all three; none scrolls sideways; screenshots at 640 px in both themes. A card statement's
// items likewise at 360, 640, 700, 768, 1024 and 1280 px: cards below 768 px, a table from 768 px up, never
// scrolling sideways, each item's date on one line; its facts (R$ 11.579,56) keep one line; screenshots at 360 and
// 640 px.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { zonedInstant, zonedWallTime } from '../../src/contract/calendar'
import type { Category } from '../../src/contract/category'
import type { Entry } from '../../src/contract/entry'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { newContext, screenshot, sharedBrowser, watchErrors, type Language, type Theme } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: { account: 'Account', filters: 'Filters', active: '(1 active)', description: 'Description', apply: 'Apply', add: 'New entry', newTitle: 'New entry', category: 'Category', type: 'Type', expense: 'Expense', person: 'Account holder', see: 'See them', sort: 'Sort by' },
  'pt-BR': { account: 'Conta', filters: 'Filtros', active: '(1 ativo)', description: 'Descrição', apply: 'Aplicar', add: 'Novo lançamento', newTitle: 'Novo lançamento', category: 'Categoria', type: 'Tipo', expense: 'Despesa', person: 'Pessoa/conta', see: 'Ver', sort: 'Ordenar por' },
} as const

const ACCOUNT = 'Conta Corrente Itaú Personnalité Empresa'

/** Noon of `day` of the month `offset` months from now, São Paulo. */
function day(dayOfMonth: number, offset = 0): string {
  const { year, month } = zonedWallTime(new Date())
  const index = year * 12 + (month - 1) + offset
  return zonedInstant({ year: Math.floor(index / 12), month: (index % 12) + 1, day: dayOfMonth, hour: 12, minute: 0, second: 0, millisecond: 0 }).toISOString()
}

async function seed(tokens: Tokens) {
  const token = tokens.accessToken
  const house = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Contas da casa', tipoCategoria: 'Despesa' } })).body
  const salary = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Salário', tipoCategoria: 'Receita' } })).body
  // The longest name an account may have (40 characters), on the rows with the most actions.
  const created = await apiRequest<{ id: number }>('/v1/api/contabancaria', { token, body: { nome: ACCOUNT, tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: day(1).slice(0, 10) } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const account = created.body.id
  const entries = [
    { dataLancamento: day(1), descricao: 'Venda do apartamento', valor: 488593.67, tipoLancamento: 'Receita', categoriaId: salary.id, situacao: 'Recebido' },
    { dataLancamento: day(28), descricao: 'Reforma da casa', valor: 79207.69, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar' },
    { dataLancamento: day(15), descricao: 'Conta de luz', valor: 187.33, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar', contaBancariaId: account },
    // Income to receive: Edit, Mark as received and Delete, the widest row of actions.
    { dataLancamento: day(10), descricao: 'Freela', valor: 700.2, tipoLancamento: 'Receita', categoriaId: salary.id, situacao: 'A Receber', contaBancariaId: account },
    // Overdue: last month, still to pay.
    { dataLancamento: day(20, -1), descricao: 'IPTU atrasado', valor: 12345.67, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar' },
  ]
  for (const body of entries) {
    const created = await apiRequest('/v1/api/lancamento', { token, body })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
  }
}

async function open(language: Language, width: number, tokens: Tokens, username: string, path: string, theme: Theme = 'light') {
  const context = await newContext(browser(), { language, theme, width, height: 800 })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await openSignedIn(page, tokens, username, path)
  return { page, errors }
}

/** How many lines an element's text takes: the distinct tops of its text's line boxes. */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops: number[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top)
    }
    // Line boxes more than half a line apart.
    return tops.sort((a, b) => a - b).filter((top, index, all) => index === 0 || top - all[index - 1]! > 6).length
  })

/** The right edge of an element's text (not of its box). */
const textRight = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return Math.max(...[...range.getClientRects()].map((rect) => rect.right))
  })

/** The table's rows on screen: the table stays out of the layout while a part above it waits for its first answer. */
const rows = (page: Page) => page.locator('main tbody tr').filter({ visible: true })

/** How far the table's scrolling wrapper, the table in it and the page scroll sideways (0 or less: not at all). */
const sidewaysOverflow = (page: Page) =>
  page.locator('main table').evaluate((table) => {
    const wrap = table.parentElement!
    return {
      wrap: wrap.scrollWidth - wrap.clientWidth,
      table: table.scrollWidth - wrap.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cards: getComputedStyle(table).display !== 'table',
    }
  })

/** The sideways overflow of the table's wrapper, the table and the page, each expected to be none; `where` names the case. */
async function expectNoSidewaysOverflow(page: Page, name: string) {
  const overflow = await sidewaysOverflow(page)
  const where = `${name}: ${JSON.stringify(overflow)}`
  expect(overflow.wrap, where).toBeLessThanOrEqual(0)
  expect(overflow.table, where).toBeLessThanOrEqual(0)
  expect(overflow.page, where).toBeLessThanOrEqual(0)
  return { overflow, where }
}

describe.each(['pt-BR', 'en'] as const)('entries page layout (%s)', (language) => {
  const t = texts[language]

  it('360 px: money and dates on one line, the filter bar closed with its count, a usable category select, whole table labels', async () => {
    const user = await newSignedInUser(`layout.${language === 'en' ? 'en' : 'pt'}`)
    await seed(user.tokens)
    const { page, errors } = await open(language, 360, user.tokens, user.username, '/financas/lancamento-financeiro')
    // The first visit loads the page's chunks: up to 15 s on a busy machine, over the polls' default (tests/e2e/vitest.config.ts).
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(4)

    // Summary cards: every amount on one line, inside its card.
    const cards = page.getByRole('list', { name: /Totals|Totais/ }).getByRole('listitem')
    expect(await cards.count()).toBe(5)
    for (const card of await cards.all()) {
      const value = card.locator('span').last()
      expect(await lines(value), await value.innerText()).toBe(1)
      const [box, inner] = [await card.boundingBox(), await value.boundingBox()]
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(box!.x + box!.width)
    }
    // Table (stacked cards): dates and amounts on one line.
    for (const row of await rows(page).all()) {
      expect(await lines(row.locator('td').nth(0)), await row.innerText()).toBe(1)
      expect(await lines(row.locator('td').nth(2)), await row.innerText()).toBe(1)
      // The row's actions inside the card, and on one line but for the widest row (Edit, Mark as received,
      // Delete), which wraps rather than running off the card's left edge.
      const actions = row.locator('td').last()
      const boxes = await actions
        .locator('a, button')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map((rect) => ({ top: Math.round(rect.top), left: rect.left, right: rect.right })))
      if (!(await row.innerText()).includes('Freela')) expect(new Set(boxes.map((box) => box.top)).size, await row.innerText()).toBe(1)
      const rowBox = (await row.boundingBox())!
      // The account, a stacked cell like the others, inside the card; an entry without one has no empty
      // labelled line (the empty cell is hidden).
      const account = row.locator(`td[data-label="${t.account}"]`)
      const accountBox = await account.boundingBox()
      if (accountBox === null) expect(await account.textContent()).toBe('')
      else expect(accountBox.x + accountBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5)
      for (const box of boxes) {
        expect(box.right).toBeLessThanOrEqual(rowBox.x + rowBox.width)
        expect(box.left, await row.innerText()).toBeGreaterThanOrEqual(rowBox.x)
      }
    }
    // The overdue banner: its sums and the listed amount on one line.
    const banner = page.locator('main details').filter({ hasText: t.see })
    await banner.locator('summary').click()
    for (const sum of await banner.locator('summary span').all()) expect(await lines(sum), await sum.innerText()).toBe(1)
    for (const item of await banner.locator('li > span').all()) {
      if (/R\$/.test(await item.innerText())) expect(await lines(item), await item.innerText()).toBe(1)
    }
    await banner.locator('summary').click()

    // The filter bar: closed, the first entry near the top; open, filtered, its toggle counts 1.
    const filters = page.locator('main details').filter({ has: page.getByRole('search', { includeHidden: true }) })
    expect(await page.getByRole('search').isVisible()).toBe(false)
    const firstY = (await rows(page).first().boundingBox())!.y
    // The issue measured the first entry at y = 1,353 px with the six fields always open.
    expect(firstY).toBeLessThan(1050)
    await screenshot(page, `entries-layout-360-${language}`)
    await filters.locator('summary').click()
    await page.getByRole('search').getByLabel(t.description).fill('casa')
    await page.getByRole('search').getByRole('button', { name: t.apply }).click()
    await expect.poll(async () => (await filters.locator('summary').innerText()).replace(/\s+/g, ' ')).toContain(`${t.filters} ${t.active}`)

    // The modal's category select takes the dialog's width, "Contas da casa" readable.
    await page.getByRole('button', { name: t.add }).click()
    const dialog = page.getByRole('dialog', { name: t.newTitle })
    await dialog.getByLabel(t.type).selectOption({ label: t.expense })
    const select = dialog.getByLabel(t.category)
    await select.selectOption({ label: 'Contas da casa' })
    const selectBox = (await select.boundingBox())!
    expect(selectBox.width).toBeGreaterThan(250)
    const fits = await select.evaluate((element: HTMLSelectElement) => element.scrollWidth <= element.clientWidth)
    expect(fits).toBe(true)
    await screenshot(page, `entries-layout-360-modal-${language}`)
    await page.keyboard.press('Escape')

    // The installments table: "Account holder" is read whole in its stacked label column.
    const token = user.tokens.accessToken
    const holder = await apiRequest<{ id: number }>('/v1/api/pessoaconta', { token, body: { nomePessoa: 'Maria Souza' } })
    const plan = await apiRequest('/v1/api/parcelamento', {
      token,
      body: { descricao: 'Geladeira', valorTotal: 100, numeroParcelas: 3, dataPrimeiraParcela: day(5), intervaloParcelas: 30, pessoaContaId: holder.body.id, situacao: 'Ativo' },
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(201)
    await page.goto('/financas/parcelamento')
    const cell = page.locator(`main td[data-label="${t.person}"]`).first()
    await cell.waitFor()
    const label = await cell.evaluate((element) => {
      const before = getComputedStyle(element, '::before')
      const probe = document.createElement('span')
      probe.textContent = element.getAttribute('data-label')
      Object.assign(probe.style, { position: 'absolute', whiteSpace: 'nowrap', font: before.font, letterSpacing: before.letterSpacing, textTransform: before.textTransform })
      document.body.append(probe)
      const width = probe.getBoundingClientRect().width
      probe.remove()
      return { width, column: Number.parseFloat(getComputedStyle(element).gridTemplateColumns.split(' ')[0]!) }
    })
    expect(label.width).toBeLessThanOrEqual(label.column)

    expect(errors).toEqual([])
    await page.context().close()
  })

  it('1024 and 1280 px: the table fits its panel (no sideways scroll) with a long description on an account, the account still shown', async () => {
    const user = await newSignedInUser(`layout.mid.${language === 'en' ? 'en' : 'pt'}`)
    await seed(user.tokens)
    const token = user.tokens.accessToken
    // A long description on an account and a long category word: the bank-account column made the table
    // ~1,080 px wide in a 927 px panel at 1024 px (pt-BR), and it scrolled sideways.
    const accounts = (await apiRequest<Array<{ id: number; nome: string }>>('/v1/api/contabancaria', { token })).body
    const market = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Supermercado e padaria', tipoCategoria: 'Despesa' } })).body
    const long = 'Conta de luz da casa de praia em Ubatuba referente a outubro e novembro'
    const created = await apiRequest('/v1/api/lancamento', {
      token,
      body: { dataLancamento: day(16), descricao: long, valor: 1234.56, tipoLancamento: 'Despesa', categoriaId: market.id, situacao: 'A Pagar', contaBancariaId: accounts[0]!.id },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { page, errors } = await open(language, 1024, user.tokens, user.username, '/financas/lancamento-financeiro')
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(5)
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const fit = await page.locator('main table').evaluate((table) => ({ table: table.scrollWidth, wrap: table.parentElement!.scrollWidth, client: table.parentElement!.clientWidth }))
      expect(fit.table, `${width} px: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.client)
      expect(fit.wrap, `${width} px: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.client)
      // The page itself does not scroll sideways either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width} px`).toBeLessThanOrEqual(0)
      for (const row of await rows(page).all()) {
        const text = await row.innerText()
        // The account is read in the row (in its column, or under the description where the column is left out).
        if (text.includes(long) || text.includes('Freela')) expect(text, `${width} px`).toContain(ACCOUNT)
        expect(await lines(row.locator('td').nth(0)), `${width} px: ${text}`).toBe(1)
        expect(await lines(row.locator('td').nth(2)), `${width} px: ${text}`).toBe(1)
        const rowBox = (await row.boundingBox())!
        for (const box of await row.locator('td').last().locator('a, button').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right))) {
          expect(box, `${width} px: ${text}`).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5)
        }
      }
      await screenshot(page, `entries-layout-${width}-long-${language}`)
    }
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('768 and 1024 px: the entries and installment plans tables do not scroll sideways in their panel (a table that fits, or cards)', async () => {
    const user = await newSignedInUser(`layout.tablet.${language === 'en' ? 'en' : 'pt'}`)
    await seed(user.tokens)
    const token = user.tokens.accessToken
    const market = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Supermercado e padaria', tipoCategoria: 'Despesa' } })).body
    const accounts = (await apiRequest<Array<{ id: number }>>('/v1/api/contabancaria', { token })).body
    const long = await apiRequest('/v1/api/lancamento', {
      token,
      body: { dataLancamento: day(16), descricao: 'Conta de luz da casa de praia em Ubatuba referente a outubro e novembro', valor: 1234.56, tipoLancamento: 'Despesa', categoriaId: market.id, situacao: 'A Pagar', contaBancariaId: accounts[0]!.id },
    })
    expect(long.status, JSON.stringify(long.body)).toBe(201)
    const card = await apiRequest<{ id: number }>('/v1/api/cartao', { token, body: { nomeUsuario: 'Ana Souza', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '1234', diaFechamento: 3, diaVencimento: 10, limite: 5000 } })
    expect(card.status, JSON.stringify(card.body)).toBe(201)
    const holder = await apiRequest<{ id: number }>('/v1/api/pessoaconta', { token, body: { nomePessoa: 'Maria Souza de Albuquerque' } })
    // Seven columns and three actions: the plans table was 819 px (pt-BR) and 862 px (en) in the 671 px panel at 768 px.
    const plan = await apiRequest('/v1/api/parcelamento', {
      token,
      body: { descricao: 'Geladeira Brastemp frost free', valorTotal: 12345.67, numeroParcelas: 12, dataPrimeiraParcela: day(5), intervaloParcelas: 30, pessoaContaId: holder.body.id, situacao: 'Ativo', cartaoId: card.body.id },
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(201)

    for (const theme of ['light', 'dark'] as const) {
      const { page, errors } = await open(language, 768, user.tokens, user.username, '/financas/lancamento-financeiro', theme)
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(5)
      for (const [name, path, count] of [['entries', '/financas/lancamento-financeiro', 5], ['plans', '/financas/parcelamento', 1]] as const) {
        if (name === 'plans') {
          await page.setViewportSize({ width: 768, height: 800 })
          await page.goto(path)
          await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(count)
        }
        for (const width of [768, 1024]) {
          await page.setViewportSize({ width, height: 800 })
          // The entries table was 870 px (pt-BR) and 793 px (en) in the same 671 px panel at 768 px.
          const { overflow, where } = await expectNoSidewaysOverflow(page, `${name} at ${width} px (${theme})`)
          // No room for the columns at 768 px: cards; at 1024 px the whole table.
          expect(overflow.cards, where).toBe(width === 768)
          const amountColumn = name === 'entries' ? 2 : 1
          for (const row of await rows(page).all()) {
            const text = await row.innerText()
            expect(await lines(row.locator('td').nth(amountColumn)), `${where} ${text}`).toBe(1)
            const rowBox = (await row.boundingBox())!
            for (const right of await row.locator('td').last().locator('a, button').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right))) {
              expect(right, `${where} ${text}`).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5)
            }
          }
          if (width === 1024) {
            // The table: amounts right-aligned under their right-aligned header.
            const header = page.locator('main thead th').nth(amountColumn)
            expect(await header.evaluate((element) => getComputedStyle(element).textAlign), where).toBe('right')
            const headerRight = await textRight(header)
            for (const row of await rows(page).all()) expect(Math.abs((await textRight(row.locator('td').nth(amountColumn))) - headerRight), where).toBeLessThan(2)
            // The column headers sort: no sort select.
            if (name === 'entries') expect(await page.getByRole('combobox', { name: t.sort }).isVisible(), where).toBe(false)
          } else if (name === 'entries') {
            // Cards: an entry without an account has no empty "Account" line; the order is a select.
            const empty = page.locator(`main td[data-label="${t.account}"]:empty`)
            expect(await empty.count(), where).toBeGreaterThan(0)
            for (const cell of await empty.all()) expect(await cell.boundingBox(), where).toBeNull()
            expect(await page.getByRole('combobox', { name: t.sort }).isVisible(), where).toBe(true)
            await screenshot(page, `entries-layout-768-${theme}-${language}`)
          } else {
            await screenshot(page, `installments-layout-768-${theme}-${language}`)
          }
        }
      }
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('640, 700 and 768 px (a card statement also 360, 1024 and 1280 px): the bank accounts, an account statement, a plan\'s installments, the recurring entries and a card statement do not scroll sideways (cards, or a table that fits); a card statement\'s facts and item dates on one line each', async () => {
    const user = await newSignedInUser(`layout.medium.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    // Long names, six-digit balances and a paid installment: at 640 px the accounts table was 85/93 px (pt-BR/en)
    // wider than its 543 px wrapper, the statement 66/23 px and a plan's installments 152/69 px; at 700 px 25/33,
    // 6/0 and 92/9 px; at 768 px the installments still 24 px in pt-BR. The recurring entries were 219/201, 159/141
    // and 91/73 px wider than theirs at 640, 700 and 768 px.
    const opening = day(1).slice(0, 10)
    const big = await apiRequest<{ id: number }>('/v1/api/contabancaria', { token, body: { nome: ACCOUNT, tipo: 'Corrente', saldoInicial: 488593.67, dataSaldoInicial: opening } })
    expect(big.status, JSON.stringify(big.body)).toBe(201)
    const wallet = await apiRequest<{ id: number }>('/v1/api/contabancaria', { token, body: { nome: 'Carteira', tipo: 'Carteira', saldoInicial: -123456.78, dataSaldoInicial: opening } })
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(201)
    const transfer = await apiRequest('/v1/api/transferencia', { token, body: { contaOrigemId: big.body.id, contaDestinoId: wallet.body.id, valor: 123456.78, data: opening, descricao: 'Reserva de emergência para a reforma' } })
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201)
    const market = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Supermercado e padaria', tipoCategoria: 'Despesa' } })).body
    const light = await apiRequest('/v1/api/lancamento', {
      token,
      body: { dataLancamento: day(1), descricao: 'Conta de luz da casa de praia em Ubatuba referente a outubro', valor: 187.33, tipoLancamento: 'Despesa', categoriaId: market.id, situacao: 'Pago', contaBancariaId: big.body.id },
    })
    expect(light.status, JSON.stringify(light.body)).toBe(201)
    const holder = await apiRequest<{ id: number }>('/v1/api/pessoaconta', { token, body: { nomePessoa: 'Maria Souza de Albuquerque' } })
    const plan = await apiRequest<{ id: number }>('/v1/api/parcelamento', {
      token,
      body: { descricao: 'Geladeira Brastemp frost free', valorTotal: 123456.78, numeroParcelas: 12, dataPrimeiraParcela: day(5), intervaloParcelas: 30, pessoaContaId: holder.body.id, situacao: 'Ativo' },
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(201)
    // The first installment paid: its payment date and paid value fill two more cells.
    const period = `dataInicio=${encodeURIComponent(day(1))}&dataFim=${encodeURIComponent(day(28))}`
    const first = (await apiRequest<Entry[]>(`/v1/api/lancamento/periodo?${period}`, { token })).body.find((entry) => entry.descricao.startsWith('Geladeira'))!
    const paid = await apiRequest(`/v1/api/lancamento/${first.id}/pagar`, { token, method: 'PUT', body: { Id: first.id, valorPago: first.valor, dataPagamento: new Date().toISOString() } })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const rent = await apiRequest('/v1/api/recorrencia', {
      token,
      body: { descricao: 'Aluguel do apartamento da praia em Ubatuba', valor: 12345.67, tipoLancamento: 'Despesa', categoriaId: market.id, contaBancariaId: big.body.id, frequencia: 'Mensal', dataInicio: opening },
    })
    expect(rent.status, JSON.stringify(rent.body)).toBe(201)
    // A card statement of R$ 11.579,56: four facts in a row broke it after its fifth digit from 640 to 768 px, two
    // in a row after its comma at 360 px. Its item's date (today's, e.g. '3 de dez. de 2026') broke over 2-3 lines
    // in the table from 640 to 767 px; kept on one line there, the table was 16/19 px (pt-BR/en) wider than its
    // 543 px wrapper at 640 px.
    const card = await apiRequest<{ id: number }>('/v1/api/cartao', { token, body: { nomeUsuario: 'Ana Souza', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '1234', diaFechamento: 3, diaVencimento: 10, limite: 50000 } })
    expect(card.status, JSON.stringify(card.body)).toBe(201)
    const purchase = await apiRequest('/v1/api/lancamento', {
      token,
      body: { dataLancamento: new Date().toISOString(), descricao: 'Supermercado Pão de Açúcar', valor: 11579.56, tipoLancamento: 'Despesa', categoriaId: market.id, situacao: 'A Pagar', cartaoId: card.body.id },
    })
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201)

    const tables = [
      ['accounts', '/financas/contas', 2],
      ['statement', `/financas/contas/${big.body.id}`, 2],
      ['installments', `/financas/parcelamento-mensais/${plan.body.id}`, 12],
      ['recurrences', '/financas/recorrencias', 1],
      ['card-statements', `/financas/cartoes/${card.body.id}/faturas`, 1],
    ] as const
    for (const theme of ['light', 'dark'] as const) {
      const { page, errors } = await open(language, 640, user.tokens, user.username, tables[0][1], theme)
      for (const [name, path, count] of tables) {
        await page.setViewportSize({ width: 640, height: 800 })
        if (name !== 'accounts') await page.goto(path)
        await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(count)
        for (const width of name === 'card-statements' ? [360, 640, 700, 768, 1024, 1280] : [640, 700, 768]) {
          await page.setViewportSize({ width, height: 800 })
          const { overflow, where } = await expectNoSidewaysOverflow(page, `${name} at ${width} px (${theme})`)
          if (name === 'card-statements') {
            // Each item's date on one line, in the table and in the cards.
            for (const row of await rows(page).all()) {
              const date = row.locator('td').nth(0)
              expect(await lines(date), `${where} ${await date.innerText()}`).toBe(1)
            }
          }
          // Less than 660 px of room (a 543 px and a 603 px wrapper, and phones): cards; from 768 px (671 px) the
          // table. The recurring entries' five columns and two actions need 900 px: cards at all three.
          expect(overflow.cards, where).toBe(name === 'recurrences' || width < 768)
          // The facts (one a row on phones, two from 640 px, four from 1024 px): each on one line.
          if (name === 'card-statements') {
            for (const fact of await page.getByRole('list', { name: language === 'en' ? 'Bill summary' : 'Resumo da fatura' }).locator('li > span:last-child').all()) {
              expect(await lines(fact), `${where} ${await fact.innerText()}`).toBe(1)
            }
          }
          for (const row of await rows(page).all()) {
            const text = await row.innerText()
            const rowBox = (await row.boundingBox())!
            // Every cell and action inside its row (a cell cut off at a card's edge does not scroll the wrapper).
            for (const box of await row.locator('td, td a, td button').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0))) {
              expect(box.right, `${where} ${text}`).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5)
              expect(box.left, `${where} ${text}`).toBeGreaterThanOrEqual(rowBox.x - 0.5)
            }
          }
          if (width === 640 || width === 360) await screenshot(page, `${name}-layout-${width}-${theme}-${language}`)
        }
      }
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('1280 px: amounts right-aligned under their header, a row\'s actions on one line, dates on one line', async () => {
    const user = await newSignedInUser(`layout.wide.${language === 'en' ? 'en' : 'pt'}`)
    await seed(user.tokens)
    const { page, errors } = await open(language, 1280, user.tokens, user.username, '/financas/lancamento-financeiro')
    // The first visit loads the page's chunks: up to 15 s on a busy machine, over the polls' default (tests/e2e/vitest.config.ts).
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(4)
    // The filter bar is closed at every width until the user opens it (open, its fields were ~190 px above the table).
    expect(await page.getByRole('search').isVisible()).toBe(false)
    expect(await page.locator('main thead th').nth(5).textContent()).toBe(t.account)
    await expect.poll(() => page.locator(`main td[data-label="${t.account}"]`).filter({ hasText: ACCOUNT }).count()).toBe(2)
    // Eight columns and the widest actions fit: the table does not scroll sideways (the account column cut "Excluir" off).
    const overflow = await page.locator('main table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const header = page.locator('main thead th').nth(2)
    expect(await header.evaluate((element) => getComputedStyle(element).textAlign)).toBe('right')
    const headerRight = await textRight(header)
    for (const row of await rows(page).all()) {
      const amount = row.locator('td').nth(2)
      expect(Math.abs((await textRight(amount)) - headerRight)).toBeLessThan(2)
      expect(await lines(amount)).toBe(1)
      expect(await lines(row.locator('td').nth(0))).toBe(1)
      const tops = await row.locator('td').last().locator('a, button').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)))
      expect(new Set(tops).size, await row.innerText()).toBe(1)
    }
    await screenshot(page, `entries-layout-1280-${language}`)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
