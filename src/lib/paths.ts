// Path helpers for every route of SPEC §2: views link with these, never with string literals.
type Id = number | string

export const paths = {
  home: '/',
  login: '/login',
  contato: '/contato',
  sobreMim: '/sobre-mim',
  agradecimentos: '/agradecimentos',
  criarUsuario: '/criar-usuario',
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
    parcelamento: '/financas/parcelamento',
    parcelamentoMensais: (id: Id) => `/financas/parcelamento-mensais/${encodeURIComponent(String(id))}`,
  },
  listarContatos: '/listar-contatos',
  pokemon: {
    stats: '/pokemon',
    alterarSituacao: '/pokemon/alterarsituacao',
    incluirPokemon: '/pokemon/incluirPokemon',
  },
  amor: '/amor',
  /** Served by the API server, outside the SPA router (DESIGN §3). */
  apiDocs: '/api/docs',
} as const
