import type { UserData } from '@contract/user-data'

// User-data documents for the tests of large imports (test plumbing): one of any size with a link of every kind, and
// a document's content without its ids, to compare the data of two accounts.

/**
 * A valid document of `count` entries (a third paid from the account, a sixth on the card), a card paid from the
 * account, a transfer, a plan of 3 installments (one paid, with its entry), a series with a skipped date and budgets.
 */
export function largeDocument(count: number): Record<string, unknown> {
  const entry = (index: number, fields: Record<string, unknown> = {}) => ({
    id: index + 1,
    dataLancamento: `2026-${String(1 + (index % 10)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00-03:00`,
    descricao: `Compra ${index + 1} no mercado do bairro`,
    valor: 10 + (index % 500),
    tipoLancamento: 'Despesa',
    categoriaId: 7,
    parcelamentoMensalId: null,
    situacao: index % 3 === 0 ? 'Pago' : 'A Pagar',
    valorPago: index % 3 === 0 ? 10 + (index % 500) : null,
    dataPagamento: index % 3 === 0 ? '2026-10-30T10:00:00-03:00' : null,
    contaBancariaId: index % 3 === 0 ? 4 : null,
    ...(index % 6 === 1 ? { cartaoId: 5, faturaMes: `2026-${String(1 + (index % 10)).padStart(2, '0')}` } : {}),
    ...fields,
  })
  return {
    formato: 'portfolio-financas',
    versao: 1,
    livros: [{ code: 1, titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 39.9, dataLancamento: '1952-05-10', ativo: true }],
    categorias: [
      { id: 7, nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' },
      { id: 8, nomeCategoria: 'Salário', tipoCategoria: 'Receita' },
    ],
    cartoes: [{ id: 5, nomeUsuario: 'Maria', nomeBanco: 'Nubank', diaFechamento: 28, diaVencimento: 5, limite: 5000, contaPagamentoId: 4 }],
    pessoas: [{ id: 3, nomePessoa: 'Maria' }],
    contasBancarias: [
      { id: 4, nome: 'Conta', tipo: 'Corrente', saldoInicial: 100, dataSaldoInicial: '2026-01-01' },
      { id: 6, nome: 'Carteira', tipo: 'Carteira', saldoInicial: 0, dataSaldoInicial: '2026-01-01' },
    ],
    transferencias: [{ id: 9, contaOrigemId: 4, contaDestinoId: 6, valor: 50, data: '2026-03-02', descricao: 'Saque' }],
    lancamentos: [
      ...Array.from({ length: count }, (_, index) => entry(index)),
      entry(count, { parcelamentoMensalId: 91, situacao: 'Pago', valor: 100, valorPago: 100, dataPagamento: '2026-01-05T10:00:00-03:00', contaBancariaId: null }),
      entry(count + 1, { parcelamentoMensalId: 92, valor: 100, situacao: 'A Pagar', valorPago: null, dataPagamento: null, contaBancariaId: null }),
      entry(count + 2, { parcelamentoMensalId: 93, valor: 100, situacao: 'A Pagar', valorPago: null, dataPagamento: null, contaBancariaId: null }),
    ],
    parcelamentos: [
      {
        id: 90,
        descricao: 'Geladeira',
        valorTotal: 300,
        numeroParcelas: 3,
        dataPrimeiraParcela: '2026-01-05',
        pessoaContaId: 3,
        cartaoId: null,
        mensais: [91, 92, 93].map((id, index) => ({
          id,
          numeroParcela: index + 1,
          dataVencimento: `2026-0${index + 1}-05`,
          dataPagamento: index === 0 ? '2026-01-05T10:00:00-03:00' : null,
          valorParcela: 100,
          valorPago: index === 0 ? 100 : null,
          situacao: index === 0 ? 'Pago' : 'A Pagar',
        })),
      },
    ],
    recorrencias: [
      {
        id: 70,
        descricao: 'Aluguel',
        valor: 1500,
        tipoLancamento: 'Despesa',
        categoriaId: 7,
        contaBancariaId: 4,
        cartaoId: null,
        frequencia: 'Mensal',
        dataInicio: '2026-01-10',
        dataFim: '2026-12-10',
        ajusteFimDeSemana: 'Nenhum',
        ativa: true,
        geradaAte: '2026-02-10',
        datasPuladas: ['2026-02-10'],
        datasEditadas: [],
      },
    ],
    orcamentos: [{ categoriaId: 7, mes: '2026-01', valorLimite: 800, repetir: true }],
  }
}

/** Field names that hold an id of another kind, and that kind. */
const LINKS: Record<string, string> = {
  categoriaId: 'categorias',
  cartaoId: 'cartoes',
  pessoaContaId: 'pessoas',
  contaBancariaId: 'contasBancarias',
  contaOrigemId: 'contasBancarias',
  contaDestinoId: 'contasBancarias',
  contaPagamentoId: 'contasBancarias',
  contaUltimoPagamentoId: 'contasBancarias',
  parcelamentoId: 'parcelamentos',
  parcelamentoMensalId: 'mensais',
  recorrenciaId: 'recorrencias',
}

/**
 * An exported document's content with every id (and link) replaced by the row's place among its kind, and without
 * `exportadoEm`: two accounts with the same data answer equal values.
 */
export function withoutIds(document: UserData): unknown {
  const places = new Map<string, Map<number, number>>()
  const place = (kind: string, rows: ReadonlyArray<{ id: number }>) => places.set(kind, new Map(rows.map((row, index) => [row.id, index])))
  for (const kind of ['categorias', 'cartoes', 'pessoas', 'contasBancarias', 'transferencias', 'pagamentosFatura', 'lancamentos', 'parcelamentos', 'recorrencias'] as const) {
    place(kind, document[kind])
  }
  place(
    'mensais',
    document.parcelamentos.flatMap((plan) => plan.mensais),
  )
  const rewrite = (kind: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(kind, item))
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        if (key === 'id' && typeof field === 'number') return [key, places.get(kind)?.get(field) ?? `unknown ${field}`]
        if (key === 'code') return [key, 'code']
        if (key in LINKS && typeof field === 'number') return [key, places.get(LINKS[key]!)?.get(field) ?? `unknown ${field}`]
        if (key === 'mensais') return [key, rewrite('mensais', field)]
        return [key, rewrite(kind, field)]
      }),
    )
  }
  const { exportadoEm: _, ...rest } = document
  return Object.fromEntries(Object.entries(rest).map(([kind, rows]) => [kind, rewrite(kind, rows)]))
}
