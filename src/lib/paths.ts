// Path helpers for every route of the SPA: views link with these, never with string literals.
import { MAX_SERIAL_ID } from '@contract/ids'

type Id = number | string

export const paths = {
  home: '/',
  login: '/login',
  contato: '/contato',
  sobreMim: '/sobre-mim',
  agradecimentos: '/agradecimentos',
  criarUsuario: '/criar-usuario',
  /** The visitor's demo of the finance manager (docs/product-rules.md#the-visitors-demo). */
  experimentar: '/experimentar',
  livros: {
    list: '/livros',
    cadastrar: (livroId: Id) => `/livros/cadastrar/${encodeURIComponent(String(livroId))}`,
  },
  financas: {
    panel: '/financas',
    cadastrarCategoria: '/financas/cadastrar-categoria',
    cadastrarCartao: '/financas/cadastrar-cartao',
    pessoaConta: '/financas/pessoa-conta',
    lancamentoFinanceiro: '/financas/lancamento-financeiro',
    /** The entries page opened on the month `mes` ('YYYY-MM'). */
    lancamentosDoMes: (mes: string) => `/financas/lancamento-financeiro?mes=${encodeURIComponent(mes)}`,
    parcelamento: '/financas/parcelamento',
    parcelamentoMensais: (id: Id) => `/financas/parcelamento-mensais/${encodeURIComponent(String(id))}`,
    /** Bank accounts and transfers (docs/product-rules.md#bank-accounts-and-transfers). */
    contas: '/financas/contas',
    /** An account's statement, opened on the month `mes` ('YYYY-MM') when given. */
    conta: (id: Id, mes?: string) => `/financas/contas/${encodeURIComponent(String(id))}${mes ? `?mes=${encodeURIComponent(mes)}` : ''}`,
    /** A credit card's statements (docs/product-rules.md#card-statements). */
    /** A card's statements, opened on the statement of `mes` ('YYYY-MM') when given. */
    cartaoFaturas: (id: Id, mes?: string) => `/financas/cartoes/${encodeURIComponent(String(id))}/faturas${mes ? `?mes=${encodeURIComponent(mes)}` : ''}`,
    /** Recurring entries (docs/product-rules.md#recurring-entries). */
    recorrencias: '/financas/recorrencias',
    /** Bank-statement import (docs/product-rules.md#bank-statement-import). */
    importar: '/financas/importar',
  },
  listarContatos: '/listar-contatos',
  pokemon: {
    stats: '/pokemon',
    alterarSituacao: '/pokemon/alterarsituacao',
    incluirPokemon: '/pokemon/incluirPokemon',
  },
  amor: '/amor',
  /** A user's own data: download it, import it into an empty account (docs/product-rules.md#a-users-data). */
  meusDados: '/meus-dados',
  /** The signed-in user's password change and sessions (docs/product-rules.md#sessions). */
  alterarSenha: '/alterar-senha',
  sessoes: '/sessoes',
  /** Two-step verification: turn it on or off (docs/product-rules.md#two-step-verification). */
  verificacaoDuasEtapas: '/verificacao-em-duas-etapas',
  /** Served by the API server, outside the SPA router. */
  apiDocs: '/api/docs',
} as const

/** A book form's livroId as a book id: 0 (a new book) or an id a book can have; anything else -1 (not found). */
export function bookIdFromParam(param: string | undefined): number {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return -1
  const id = Number(param)
  return id <= MAX_SERIAL_ID ? id : -1
}
