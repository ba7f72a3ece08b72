import { describe, expect, it } from 'vitest'
import { userDataSchema } from '@contract/user-data'
import { sharedTestApp, createTestClock } from './support/test-app'

// Imports into one empty account at the same time (docs/product-rules.md#a-users-data). The import locks the user's row and
// then checks the account is empty; the check ran in the statement that waited for the lock, whose snapshot
// on PostgreSQL predates the first import's commit, so the others found the account empty, wrote, and hit
// the unique category name: 400 'category_exists' blaming a valid document. Each but one must answer as an
// account with data does (409 'account_not_empty'), and the data be imported once.

const t = sharedTestApp({ clock: createTestClock(Date.parse('2026-11-15T12:30:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })

const PATH = '/v1/api/usuario/dados'

const document = {
  formato: 'portfolio-financas',
  versao: 1,
  livros: [],
  categorias: [
    { id: 7, nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' },
    { id: 8, nomeCategoria: 'Salário', tipoCategoria: 'Receita' },
  ],
  cartoes: [],
  pessoas: [{ id: 3, nomePessoa: 'Maria' }],
  lancamentos: Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    dataLancamento: '2026-11-10T10:00:00-03:00',
    descricao: `Lançamento ${index + 1}`,
    valor: 10 + index,
    tipoLancamento: 'Despesa',
    categoriaId: 7,
    parcelamentoMensalId: null,
    situacao: 'A Pagar',
    valorPago: null,
    dataPagamento: null,
  })),
  parcelamentos: [],
}

describe('imports into one empty account at the same time', () => {
  it('5 at once: one 201, the others 409 account_not_empty (translated), the data written once', async () => {
    const session = await t.asUser()
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        t.request(PATH, { method: 'POST', body: document, headers: session.headers, language: index % 2 === 0 ? 'pt-BR' : 'en' }),
      ),
    )
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: JSON.parse(await answer.text()) as Record<string, unknown> })))
    expect(bodies.filter((answer) => answer.status === 201), JSON.stringify(bodies)).toHaveLength(1)
    const losers = bodies.flatMap((answer, index) => (answer.status === 201 ? [] : [{ ...answer, index }]))
    expect(losers.map((answer) => [answer.status, answer.body.code])).toEqual(Array.from({ length: 4 }, () => [409, 'account_not_empty']))
    for (const loser of losers) {
      expect(loser.body.message).toBe(
        loser.index % 2 === 0
          ? 'Sua conta já tem dados: a importação só é feita em uma conta vazia.'
          : 'Your account already has data: data can only be imported into an empty account.',
      )
    }

    const exported = await t.request(PATH, { headers: session.headers })
    expect(exported.status).toBe(200)
    const data = userDataSchema.parse(await exported.json())
    expect(data.categorias.map((row) => row.nomeCategoria).sort()).toEqual(['Mercado', 'Salário'])
    expect(data.pessoas.map((row) => row.nomePessoa)).toEqual(['Maria'])
    expect(data.lancamentos).toHaveLength(20)
  })
})
