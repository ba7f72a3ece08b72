// Words and dates on the finance pages in a real browser (docs/product-rules.md#accessibility): at 360, 768, 1024
// and 1280 px, in both languages, no word or amount is broken across two lines (a name like "Estacionamento" or
// "Mariana" was cut in two at 1280 px when cells let words break anywhere), nothing scrolls sideways, and every
// date is written in the one style of the language ("10 de dez. de 2026" / "Dec 10, 2026", never "10/12/2026").
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { newContext, sharedBrowser, watchErrors } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()
const WIDTHS = [360, 768, 1024, 1280] as const

/** Today in São Paulo, 'YYYY-MM-DD'. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

/**
 * The words of the main area drawn on more than one line (a word: a run of letters and digits without spaces,
 * hyphens or slashes, where a line may break), and whether any all-numeric date is shown.
 */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!
    const broken = new Set<string>()
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement
      if (!element || element.closest('svg, [aria-hidden="true"], option, script, style')) continue
      const box = element.getBoundingClientRect()
      // Hidden or visually hidden (1 px boxes for screen readers).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue
      for (const match of node.data.matchAll(/[^\s\-/]{2,}/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)))
        if (lines.size > 1) broken.add(match[0])
      }
    }
    return {
      broken: [...broken],
      numericDates: main.innerText.match(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/g) ?? [],
      sideScroll: document.documentElement.scrollWidth > window.innerWidth,
    }
  })
}

describe.each(['pt-BR', 'en'] as const)('words and dates on the finance pages (%s)', (language) => {
  let user: { username: string; tokens: Tokens }
  let accountId = 0
  let cardId = 0
  beforeAll(async () => {
    user = await newSignedInUser(`words.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    const day = today()
    const post = async <T>(path: string, body: unknown) => {
      const answer = await apiRequest<T>(path, { token, body })
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201)
      return answer.body
    }
    const parking = await post<{ id: number }>('/v1/api/categoria', { nomeCategoria: 'Estacionamento', tipoCategoria: 'Despesa' })
    const holder = await post<{ id: number }>('/v1/api/pessoaconta', { nomePessoa: 'Mariana Albuquerque' })
    accountId = (await post<{ id: number }>('/v1/api/contabancaria', { nome: 'Conta conjunta Itaú', tipo: 'Corrente', saldoInicial: 12345.67, dataSaldoInicial: `${day.slice(0, 7)}-01` })).id
    cardId = (await post<{ id: number }>('/v1/api/cartao', { nomeUsuario: 'Mariana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10, limite: 15000 })).id
    for (const [descricao, valor, extra] of [
      ['Estacionamento do shopping Iguatemi', 32.5, { contaBancariaId: accountId, situacao: 'Pago', valorPago: 32.5, dataPagamento: day }],
      ['Drogasil — remédios da Mariana', 187.9, { cartaoId: cardId, situacao: 'A Pagar' }],
      ['Supermercado Pão de Açúcar', 1234.56, { situacao: 'A Pagar' }],
    ] as const) {
      await post('/v1/api/lancamento', { dataLancamento: day, descricao, valor, tipoLancamento: 'Despesa', categoriaId: parking.id, ...extra })
    }
    await post('/v1/api/parcelamento', { descricao: 'Geladeira Brastemp Frost Free', valorTotal: 4800, numeroParcelas: 12, dataPrimeiraParcela: day, pessoaContaId: holder.id, categoriaId: parking.id })
  })

  const pages = () => ['/financas', '/financas/lancamento-financeiro', '/financas/contas', `/financas/contas/${accountId}`, '/financas/cadastrar-cartao', `/financas/cartoes/${cardId}/faturas`, '/financas/parcelamento', '/financas/cadastrar-categoria', '/financas/pessoa-conta']

  it('no word breaks, no sideways scroll and one date style at every width', { timeout: 240_000 }, async () => {
    const context = await newContext(browser(), { language, theme: 'light', width: 1280 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const problems: string[] = []
    await openSignedIn(page, user.tokens, user.username, '/financas')
    for (const path of pages()) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await page.locator('main h1').first().waitFor()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.waitForTimeout(50)
        const found = await brokenWords(page)
        if (found.broken.length > 0) problems.push(`${path} at ${width} px: broken ${found.broken.join(', ')}`)
        if (found.numericDates.length > 0) problems.push(`${path} at ${width} px: numeric dates ${found.numericDates.join(', ')}`)
        if (found.sideScroll) problems.push(`${path} at ${width} px: scrolls sideways`)
      }
    }
    expect(problems).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
