import { eq, sql } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { expect } from 'vitest'
import type { AccountHolder } from '../../../src/contract/account-holder'
import { bankAccountSchema, transferSchema, type BankAccount, type Transfer } from '../../../src/contract/bank-account'
import type { BankCard } from '../../../src/contract/bank-card'
import { cardStatementDetailSchema } from '../../../src/contract/card-statement'
import { bookSchema, type Book } from '../../../src/contract/book'
import type { Category } from '../../../src/contract/category'
import { contactSchema } from '../../../src/contract/contact'
import type { Entry } from '../../../src/contract/entry'
import type { InstallmentPlan } from '../../../src/contract/installment'
import { cardUploadResultSchema } from '../../../src/contract/pokemon'
import { recurrenceSchema, type Recurrence } from '../../../src/contract/recurrence'
import { userDataSchema } from '../../../src/contract/user-data'
import { users } from '../../../server/src/db/schema'
import { hashPassword } from '../../../server/src/services/passwords'
import { financeApi, type Method } from './finance'
import { pngFile } from './png'
import { TEST_PASSWORD, type AuthSession, type TestApp } from './test-app'
import { codeAt, enableTwoFactor, passwordStep, startEnrolment } from './two-factor'

// Every API operation in one table: method, path as the OpenAPI document writes it,
// who may call it, whether it is scoped to the token's user, and one call that succeeds over a fresh
// set of rows (a "world"). tests/server/authorization-matrix.test.ts generates the authorization
// checks from it and fails when /api/openapi.json has an operation this table lacks;
// tests/server/fuzz.test.ts fuzzes the bodies and parameters of the same calls.

export type Access = 'anonymous' | 'user' | 'admin'

/**
 * What another user gets when they send the owner's call:
 * - `not-found`: the call names one of the owner's rows (path, query or body id, or a search that
 *   only the owner's rows match): 404 and nothing changes;
 * - `list`: a listing: 200 without any of the owner's rows (`leaks` finds them in the body);
 * - `reference`: a create whose body names the owner's rows: 400 with these fields and nothing stored;
 * - `own`: a create that names nothing of anyone's (the row is the caller's; nothing to leak).
 */
export type Foreign =
  | { kind: 'not-found' }
  | { kind: 'list'; leaks: (body: unknown, world: World) => boolean }
  | { kind: 'reference'; fields: readonly string[] }
  | { kind: 'own' }

export interface Call {
  path: string
  /** JSON body (a string is sent as is, with content-type application/json). */
  body?: unknown
  /** multipart body (the card upload). */
  form?: () => FormData
  /** Who sends the call instead of the world's owner (an import needs an account with no data yet). */
  as?: AuthSession
  /** Headers of its own (the demo's client address, which its hourly limit counts). */
  headers?: Record<string, string>
}

export interface Operation {
  method: Method
  /** As in the OpenAPI document: `/v1/api/livro/{code}`. */
  path: string
  access: Access
  /** Owner-scoped operations say what another user gets; global and session operations have none. */
  foreign?: Foreign
  /** Admin operations that answer 404, not 403, to a User (the contact delete: it does not reveal that the id exists). */
  hiddenFromUsers?: true
  /** validate-token: a present but invalid token is not a 401 but 200 with this body. */
  invalidTokenAnswer?: unknown
  /** Status of the successful call. */
  ok: number
  /** A call that succeeds for the world's owner (for admin operations: the world's admin). */
  call: (world: World) => Call | Promise<Call>
}

/** Rows of one owner, made fresh for every check that may change them. */
export interface World {
  t: TestApp
  owner: AuthSession
  admin: AuthSession
  n: number
  book: Book
  despesa: Category
  receita: Category
  holder: AccountHolder
  card: BankCard
  entry: Entry
  plan: InstallmentPlan
  /** The unpaid entry of the plan's first installment. */
  planEntry: Entry
  /** Two bank accounts, the entry's and a transfer's. */
  account: BankAccount
  savings: BankAccount
  transfer: Transfer
}

/** A real PNG of `size` bytes (random padding: each call differs). */
export const pngBytes = (size = 96) => pngFile({ size })

let counter = 0
/** A number no other world of this process uses (names, card numbers). */
export const nextNumber = () => ++counter

/** A valid card file name with a card number no other call uses. */
export const cardFileName = (number = nextNumber()) => `GeneticApex_1_${String(900 + number)}_Bulbasaur_1D_Grass_70_Basic_Any.png`

export const uploadForm = (fileName = cardFileName(), bytes = pngBytes()) => () => {
  const form = new FormData()
  form.append('files', new File([new Uint8Array(bytes)], fileName, { type: 'image/png' }))
  return form
}

/** A card of the world's owner with statement days (closes 3, due 10) and a purchase on its December 2026 statement. */
async function statementCard(w: World): Promise<{ card: BankCard; purchase: Entry }> {
  const api = financeApi(w.t)
  const card = await api.createCard(w.owner, { nomeUsuario: `Titular ${w.n}`, nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 })
  const purchase = await api.createEntry(w.owner, {
    dataLancamento: '2026-11-20',
    descricao: 'Compra no cartão',
    valor: 99.9,
    tipoLancamento: 'Despesa',
    categoriaId: w.despesa.id,
    situacao: 'A Pagar',
    cartaoId: card.id,
  })
  return { card, purchase }
}

/** A bank-statement preview of one row into the world's account (its id); `confirmed`: confirmed too. */
async function importPreview(w: World, confirmed = false): Promise<number> {
  const ofx = `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261105<TRNAMT>-12.34<FITID>W${w.n}<MEMO>PADARIA ${w.n}</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
  const response = await send(w.t, 'POST', { path: '/v1/api/importacao', form: importForm(ofx, w.account.id) }, w.owner)
  expect(response.status, await response.clone().text()).toBe(201)
  const { id } = (await response.json()) as { id: number }
  if (confirmed) {
    const done = await send(w.t, 'POST', { path: `/v1/api/importacao/${id}/confirmar`, body: {} }, w.owner)
    expect(done.status, await done.clone().text()).toBe(200)
  }
  return id
}

/** The multipart body of a statement file for an account. */
const importForm = (content: string, accountId: number) => () => {
  const form = new FormData()
  form.append('arquivo', new File([new TextEncoder().encode(content)], 'extrato.ofx'))
  form.append('contaBancariaId', String(accountId))
  return form
}

/** Sends a call as `session` (anonymous when undefined); extra headers win. */
export function send(t: TestApp, method: Method, call: Call, session?: AuthSession, headers: Record<string, string> = {}): Promise<Response> {
  const allHeaders = { ...session?.headers, ...call.headers, ...headers }
  if (call.form) return Promise.resolve(t.app.request(call.path, { method, body: call.form(), headers: allHeaders }))
  return t.request(call.path, { method, body: call.body, headers: allHeaders })
}

export const MONTH = { start: '2026-11-01', end: '2026-11-30' }
const periodQuery = `?dataInicio=${MONTH.start}&dataFim=${MONTH.end}`

/** A new set of rows for `owner`: a book, two categories, a holder, a card, an entry and a plan of 3. */
export async function createWorld(t: TestApp, owner: AuthSession, admin: AuthSession): Promise<World> {
  const api = financeApi(t)
  const n = nextNumber()
  const bookResponse = await t.request('/v1/api/livro', {
    headers: owner.headers,
    body: { titulo: `Livro ${n}`, Escritor: 'Autora', preco: 10.5, dataLancamento: '2024-05-10' },
  })
  expect(bookResponse.status).toBe(201)
  const book = bookSchema.parse(await bookResponse.json())
  const despesa = await api.createCategory(owner, { nomeCategoria: `Casa ${n}`, tipoCategoria: 'Despesa' })
  const receita = await api.createCategory(owner, { nomeCategoria: `Salário ${n}`, tipoCategoria: 'Receita' })
  const holder = await api.createHolder(owner, `Pessoa ${n}`)
  const card = await api.createCard(owner, { nomeUsuario: `Titular ${n}`, nomeBanco: 'Banco' })
  const newAccount = async (nome: string) =>
    api.expectStatus(api.call(owner, 'POST', '/v1/api/contabancaria', { nome, tipo: 'Corrente', saldoInicial: 100, dataSaldoInicial: '2026-11-01' }), 201, bankAccountSchema)
  const account = await newAccount(`Conta ${n}`)
  const savings = await newAccount(`Poupança ${n}`)
  const transfer = await api.expectStatus(
    api.call(owner, 'POST', '/v1/api/transferencia', { contaOrigemId: account.id, contaDestinoId: savings.id, valor: 10, data: '2026-11-05' }),
    201,
    transferSchema,
  )
  const entry = await api.createEntry(owner, {
    dataLancamento: '2026-11-10T10:00:00-03:00',
    descricao: `Conta ${n}`,
    valor: 120.5,
    tipoLancamento: 'Despesa',
    categoriaId: despesa.id,
    situacao: 'A Pagar',
    contaBancariaId: account.id,
  })
  const plan = await api.createPlan(owner, {
    descricao: `Plano ${n}`,
    valorTotal: 300,
    numeroParcelas: 3,
    dataPrimeiraParcela: '2026-11-20',
    pessoaContaId: holder.id,
    cartaoId: card.id,
  })
  const planEntry = (await api.period(owner, periodQuery)).find((row) => row.parcelamentoMensalId !== null && row.descricao.startsWith(`Plano ${n} `))
  expect(planEntry, 'the plan’s first entry').toBeDefined()
  return { t, owner, admin, n, book, despesa, receita, holder, card, entry, plan, planEntry: planEntry!, account, savings, transfer }
}

async function contactId(world: World): Promise<number> {
  const response = await world.t.request('/v1/api/contato', { body: { nome: 'Visitante', email: 'a@b.co', mensagem: `Olá ${world.n}` } })
  expect(response.status).toBe(201)
  return contactSchema.parse(await response.json()).id
}

async function pokemonId(world: World): Promise<number> {
  const response = await send(world.t, 'POST', { path: '/v1/api/pokemon/salvarimagenspokemon', form: uploadForm() }, world.admin)
  expect(response.status, await response.clone().text()).toBe(200)
  return cardUploadResultSchema.parse(await response.json()).saved[0]!.id
}

/** A fresh refresh token of the owner (a new sign-in). */
const refreshToken = async (world: World) => (await world.t.login(world.owner.username)).refreshToken

const ids = (body: unknown) => (Array.isArray(body) ? body.map((row: { id?: number; code?: number }) => row.id ?? row.code) : [])

const entryBody = (world: World) => ({
  dataLancamento: '2026-11-12T10:00:00-03:00',
  descricao: 'Mercado',
  observacao: 'Compra do mês',
  valor: 80,
  tipoLancamento: 'Despesa',
  categoriaId: world.despesa.id,
  situacao: 'A Pagar',
  contaBancariaId: world.account.id,
})

const accountBody = (world: World, nome = `Nubank ${world.n} ${nextNumber()}`) => ({ nome, tipo: 'Corrente', saldoInicial: -50.5, dataSaldoInicial: '2026-11-01' })

const planBody = (world: World) => ({
  descricao: 'Geladeira',
  valorTotal: 900,
  numeroParcelas: 3,
  dataPrimeiraParcela: '2026-11-25',
  pessoaContaId: world.holder.id,
  cartaoId: world.card.id,
})

const recurrenceBody = (world: World) => ({
  descricao: 'Aluguel',
  valor: 1800,
  tipoLancamento: 'Despesa',
  categoriaId: world.despesa.id,
  contaBancariaId: world.account.id,
  frequencia: 'Mensal',
  dataInicio: '2026-11-05',
})

/** A monthly series of the world's owner. */
async function recurrence(world: World): Promise<Recurrence> {
  const api = financeApi(world.t)
  return api.expectStatus(api.call(world.owner, 'POST', '/v1/api/recorrencia', recurrenceBody(world)), 201, recurrenceSchema)
}

/** A repeating budget of the world's expense category from November 2026. */
async function budget(world: World): Promise<void> {
  const response = await financeApi(world.t).call(world.owner, 'PUT', '/v1/api/orcamento', { mes: '2026-11', categoriaId: world.despesa.id, valorLimite: 500, repetir: true })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** The owner's data export, the body of an import. */
async function exportedData(world: World) {
  const response = await world.t.request('/v1/api/usuario/dados', { headers: world.owner.headers })
  expect(response.status).toBe(200)
  return userDataSchema.parse(await response.json())
}

/** Whether an export holds any row of the world's owner. */
function exportLeaks(body: unknown, w: World): boolean {
  const document = userDataSchema.parse(body)
  return (
    document.livros.some((row) => row.code === w.book.code) ||
    document.categorias.some((row) => row.id === w.despesa.id || row.id === w.receita.id) ||
    document.cartoes.some((row) => row.id === w.card.id) ||
    document.pessoas.some((row) => row.id === w.holder.id) ||
    document.lancamentos.some((row) => row.id === w.entry.id || row.id === w.planEntry.id) ||
    document.parcelamentos.some((row) => row.id === w.plan.id)
  )
}

/**
 * A new account of the world owner's role: two-step verification is turned on and off on it, so that the owner keeps
 * signing in with one step (the table's other calls sign the owner in again).
 */
const sameRoleAccount = (w: World) => (w.owner.tokens.role === 'Admin' ? w.t.asAdmin() : w.t.asUser())

/** The session an access token belongs to (its `sid` claim). */
const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).sid as string

/** Whether a sessions list holds one of the world owner's sessions. */
const sessionLeaks = (body: unknown, w: World) => (body as Array<{ id: string }>).some((session) => session.id === sessionIdOf(w.owner.tokens.accessToken))

/**
 * A visitor's demo account (a household's data), signed in: POST /v1/api/demo from an address of its own. A demo has no
 * password; `password` gives it one in the database (still a demo), for the table's calls that sign their owner in again.
 */
export async function demoSession(t: TestApp, { password }: { password?: string } = {}): Promise<AuthSession> {
  const response = await t.request('/v1/api/demo', { body: {}, headers: { 'x-test-ip': `demo-${nextNumber()}` }, language: 'pt-BR' })
  expect(response.status, await response.clone().text()).toBe(201)
  const tokens = (await response.json()) as AuthSession['tokens']
  const { name } = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as { name: string }
  if (password) await t.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.username, name))
  return { username: name, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } }
}

const notFound = { kind: 'not-found' } as const
const own = { kind: 'own' } as const

/** Every operation of the API. A route without a row here fails the authorization matrix. */
export const operations: readonly Operation[] = [
  // Health, captcha and the session.
  { method: 'GET', path: '/api/health', access: 'anonymous', ok: 200, call: () => ({ path: '/api/health' }) },
  { method: 'GET', path: '/api/captcha/challenge', access: 'anonymous', ok: 200, call: () => ({ path: '/api/captcha/challenge' }) },
  { method: 'GET', path: '/api/captcha/mode', access: 'anonymous', ok: 200, call: () => ({ path: '/api/captcha/mode' }) },
  {
    method: 'POST',
    path: '/api/auth/v1/signin',
    access: 'anonymous',
    ok: 200,
    call: (w) => ({ path: '/api/auth/v1/signin', body: { nomeUsuario: w.owner.username, senha: 'correct horse battery' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/v1',
    access: 'anonymous',
    ok: 201,
    call: (w) => ({ path: '/api/auth/v1', body: { nomeUsuario: `novo_${w.n}_${nextNumber()}`, senha: 'correct horse battery', nomeCompleto: 'Nova Pessoa' } }),
  },
  {
    method: 'GET',
    path: '/api/auth/v1/validate-token',
    access: 'user',
    invalidTokenAnswer: { valid: false },
    ok: 200,
    call: () => ({ path: '/api/auth/v1/validate-token' }),
  },
  {
    method: 'POST',
    path: '/api/auth/v1/refresh',
    access: 'anonymous',
    ok: 200,
    call: async (w) => ({ path: '/api/auth/v1/refresh', body: { refreshToken: await refreshToken(w) } }),
  },
  {
    method: 'POST',
    path: '/api/auth/v1/signout',
    access: 'anonymous',
    ok: 204,
    call: async (w) => ({ path: '/api/auth/v1/signout', body: { refreshToken: await refreshToken(w) } }),
  },

  // The visitor's demo: anyone may make one (from one address: its hourly limit); only a demo converts itself.
  { method: 'POST', path: '/v1/api/demo', access: 'anonymous', ok: 201, call: () => ({ path: '/v1/api/demo', body: { idioma: 'en' }, headers: { 'x-test-ip': `demo-call-${nextNumber()}` } }) },
  {
    method: 'POST',
    path: '/v1/api/demo/converter',
    access: 'user',
    ok: 200,
    call: async (w) => ({ path: '/v1/api/demo/converter', body: { nomeUsuario: `convertida_${w.n}_${nextNumber()}`, senha: 'correct horse battery', nomeCompleto: 'Ana Souza' }, as: await demoSession(w.t) }),
  },

  // Contact: anonymous send, admin reading (global).
  {
    method: 'POST',
    path: '/v1/api/contato',
    access: 'anonymous',
    ok: 201,
    call: () => ({ path: '/v1/api/contato', body: { nome: 'Visitante', email: 'visitante@example.com', mensagem: 'Olá!' } }),
  },
  { method: 'GET', path: '/v1/api/contato', access: 'admin', ok: 200, call: () => ({ path: '/v1/api/contato' }) },
  { method: 'GET', path: '/v1/api/contato/{id}', access: 'admin', ok: 200, call: async (w) => ({ path: `/v1/api/contato/${await contactId(w)}` }) },
  {
    method: 'DELETE',
    path: '/v1/api/contato/{id}',
    access: 'admin',
    hiddenFromUsers: true,
    ok: 204,
    call: async (w) => ({ path: `/v1/api/contato/${await contactId(w)}` }),
  },

  // Books.
  {
    method: 'GET',
    path: '/v1/api/livro/desc/{size}/{page}',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).includes(w.book.code) },
    ok: 200,
    call: () => ({ path: '/v1/api/livro/desc/50/1' }),
  },
  { method: 'GET', path: '/v1/api/livro/{code}', access: 'user', foreign: notFound, ok: 200, call: (w) => ({ path: `/v1/api/livro/${w.book.code}` }) },
  { method: 'DELETE', path: '/v1/api/livro/{code}', access: 'user', foreign: notFound, ok: 204, call: (w) => ({ path: `/v1/api/livro/${w.book.code}` }) },
  {
    method: 'POST',
    path: '/v1/api/livro',
    access: 'user',
    foreign: own,
    ok: 201,
    call: () => ({ path: '/v1/api/livro', body: { titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 39.9, dataLancamento: '1999-01-01' } }),
  },
  {
    method: 'PUT',
    path: '/v1/api/livro',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: '/v1/api/livro', body: { code: w.book.code, titulo: 'Outro', Escritor: 'Autora', preco: 12, dataLancamento: '2024-05-10' } }),
  },

  // Card collection (admin, global).
  { method: 'GET', path: '/v1/api/pokemon/obtertodossemimagem', access: 'admin', ok: 200, call: () => ({ path: '/v1/api/pokemon/obtertodossemimagem' }) },
  {
    method: 'GET',
    path: '/v1/api/pokemon/filtrarporcriterios',
    access: 'admin',
    ok: 200,
    call: () => ({ path: '/v1/api/pokemon/filtrarporcriterios?version=1&sortField=id&sortDirection=desc' }),
  },
  { method: 'PATCH', path: '/v1/api/pokemon/inativar/{id}', access: 'admin', ok: 200, call: async (w) => ({ path: `/v1/api/pokemon/inativar/${await pokemonId(w)}` }) },
  { method: 'PATCH', path: '/v1/api/pokemon/ativar/{id}', access: 'admin', ok: 200, call: async (w) => ({ path: `/v1/api/pokemon/ativar/${await pokemonId(w)}` }) },
  { method: 'GET', path: '/v1/api/pokemon/{id}/imagem', access: 'admin', ok: 200, call: async (w) => ({ path: `/v1/api/pokemon/${await pokemonId(w)}/imagem` }) },
  {
    method: 'POST',
    path: '/v1/api/pokemon/salvarimagenspokemon',
    access: 'admin',
    ok: 200,
    call: () => ({ path: '/v1/api/pokemon/salvarimagenspokemon', form: uploadForm() }),
  },

  // Categories.
  {
    method: 'GET',
    path: '/v1/api/categoria',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).some((id) => id === w.despesa.id || id === w.receita.id) },
    ok: 200,
    call: () => ({ path: '/v1/api/categoria' }),
  },
  {
    method: 'POST',
    path: '/v1/api/categoria',
    access: 'user',
    foreign: own,
    ok: 201,
    call: (w) => ({ path: '/v1/api/categoria', body: { nomeCategoria: `Lazer ${w.n}`, tipoCategoria: 'Despesa' } }),
  },
  {
    method: 'PATCH',
    path: '/v1/api/categoria',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: '/v1/api/categoria', body: { id: w.despesa.id, nomeCategoria: `Moradia ${w.n}`, tipoCategoria: 'Despesa' } }),
  },
  // The receita category: no entry uses it, so the owner may delete it.
  { method: 'DELETE', path: '/v1/api/categoria/{id}', access: 'user', foreign: notFound, ok: 204, call: (w) => ({ path: `/v1/api/categoria/${w.receita.id}` }) },

  // Bank cards.
  {
    method: 'GET',
    path: '/v1/api/cartao',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).includes(w.card.id) },
    ok: 200,
    call: () => ({ path: '/v1/api/cartao' }),
  },
  {
    method: 'POST',
    path: '/v1/api/cartao',
    access: 'user',
    foreign: own,
    ok: 201,
    call: () => ({ path: '/v1/api/cartao', body: { nomeUsuario: 'Maria', nomeBanco: 'Banco do Brasil' } }),
  },
  {
    method: 'PATCH',
    path: '/v1/api/cartao',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: '/v1/api/cartao', body: { id: w.card.id, nomeUsuario: `Titular ${w.n}`, nomeBanco: 'Caixa' } }),
  },
  {
    method: 'GET',
    path: '/v1/api/cartao/usuario/{holderName}',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: `/v1/api/cartao/usuario/${encodeURIComponent(`Titular ${w.n}`)}` }),
  },
  { method: 'GET', path: '/v1/api/cartao/{id}', access: 'user', foreign: notFound, ok: 200, call: (w) => ({ path: `/v1/api/cartao/${w.card.id}` }) },
  // A card of the owner's that no plan uses.
  {
    method: 'DELETE',
    path: '/v1/api/cartao/{id}',
    access: 'user',
    foreign: notFound,
    ok: 204,
    call: async (w) => ({ path: `/v1/api/cartao/${(await financeApi(w.t).createCard(w.owner, { nomeUsuario: 'Avulso', nomeBanco: 'Banco' })).id}` }),
  },

  // Card statements: a card of the owner's with statement days and one purchase on the December statement.
  { method: 'GET', path: '/v1/api/cartao/{id}/faturas', access: 'user', foreign: notFound, ok: 200, call: async (w) => ({ path: `/v1/api/cartao/${(await statementCard(w)).card.id}/faturas` }) },
  {
    method: 'GET',
    path: '/v1/api/cartao/{id}/faturas/{mes}',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: async (w) => ({ path: `/v1/api/cartao/${(await statementCard(w)).card.id}/faturas/2026-12` }),
  },
  {
    method: 'POST',
    path: '/v1/api/cartao/{id}/faturas/{mes}/pagar',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: async (w) => ({ path: `/v1/api/cartao/${(await statementCard(w)).card.id}/faturas/2026-12/pagar`, body: { contaBancariaId: w.account.id, dataPagamento: '2026-12-08' } }),
  },
  {
    method: 'DELETE',
    path: '/v1/api/cartao/{id}/faturas/{mes}/pagamentos/{pagamentoId}',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: async (w) => {
      const { card } = await statementCard(w)
      const paid = await financeApi(w.t).expectStatus(
        w.t.request(`/v1/api/cartao/${card.id}/faturas/2026-12/pagar`, { method: 'POST', body: { contaBancariaId: w.account.id, dataPagamento: '2026-12-08' }, headers: w.owner.headers }),
        200,
        cardStatementDetailSchema,
      )
      return { path: `/v1/api/cartao/${card.id}/faturas/2026-12/pagamentos/${paid.pagamentos[0]!.id}` }
    },
  },
  {
    method: 'PATCH',
    path: '/v1/api/lancamento/{id}/fatura',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: async (w) => ({ path: `/v1/api/lancamento/${(await statementCard(w)).purchase.id}/fatura`, body: { mes: '2027-01' } }),
  },

  // Account holders.
  {
    method: 'GET',
    path: '/v1/api/pessoaconta',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).includes(w.holder.id) },
    ok: 200,
    call: () => ({ path: '/v1/api/pessoaconta' }),
  },
  {
    method: 'POST',
    path: '/v1/api/pessoaconta',
    access: 'user',
    foreign: own,
    ok: 201,
    call: (w) => ({ path: '/v1/api/pessoaconta', body: { nomePessoa: `Outra Pessoa ${w.n}` } }),
  },
  {
    method: 'PATCH',
    path: '/v1/api/pessoaconta',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: '/v1/api/pessoaconta', body: { id: w.holder.id, nomePessoa: `Pessoa Renomeada ${w.n}` } }),
  },
  {
    method: 'GET',
    path: '/v1/api/pessoaconta/nome/{name}',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: `/v1/api/pessoaconta/nome/${encodeURIComponent(`Pessoa ${w.n}`)}` }),
  },
  { method: 'GET', path: '/v1/api/pessoaconta/{id}', access: 'user', foreign: notFound, ok: 200, call: (w) => ({ path: `/v1/api/pessoaconta/${w.holder.id}` }) },
  // A person of the owner's that no plan uses.
  {
    method: 'DELETE',
    path: '/v1/api/pessoaconta/{id}',
    access: 'user',
    foreign: notFound,
    ok: 204,
    call: async (w) => ({ path: `/v1/api/pessoaconta/${(await financeApi(w.t).createHolder(w.owner, `Avulsa ${nextNumber()}`)).id}` }),
  },

  // Financial entries.
  {
    method: 'GET',
    path: '/v1/api/lancamento/periodo',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).some((id) => id === w.entry.id || id === w.planEntry.id) },
    ok: 200,
    call: () => ({ path: `/v1/api/lancamento/periodo${periodQuery}` }),
  },
  {
    method: 'GET',
    path: '/v1/api/lancamento/sugestoes',
    access: 'user',
    // Another user (with no entries) gets no suggestion, none of the owner's descriptions.
    foreign: { kind: 'list', leaks: (body) => !Array.isArray(body) || body.length !== 0 },
    ok: 200,
    call: () => ({ path: '/v1/api/lancamento/sugestoes?q=conta' }),
  },
  {
    method: 'GET',
    path: '/v1/api/lancamento/busca',
    access: 'user',
    // Another user finds none of the owner's entries by their words ("Conta n", "Plano n").
    foreign: {
      kind: 'list',
      leaks: (body, w) => {
        const page = body as { lancamentos?: unknown[] } | null
        return !page || !Array.isArray(page.lancamentos) || ids(page.lancamentos).some((id) => id === w.entry.id || id === w.planEntry.id)
      },
    },
    ok: 200,
    call: (w) => ({ path: `/v1/api/lancamento/busca?q=${encodeURIComponent(`conta ${w.n}`)}` }),
  },
  {
    method: 'GET',
    path: '/v1/api/lancamento/resumo-mensal',
    access: 'user',
    // Another user (with no entries) sees a month of zeros, not the owner's sums.
    foreign: {
      kind: 'list',
      leaks: (body) =>
        !Array.isArray(body) ||
        body.length === 0 ||
        body.some((month: Record<string, unknown>) => ['receitas', 'despesas', 'saldo', 'aPagar', 'aReceber'].some((key) => month[key] !== 0)),
    },
    ok: 200,
    call: () => ({ path: `/v1/api/lancamento/resumo-mensal${periodQuery}` }),
  },
  {
    method: 'GET',
    path: '/v1/api/lancamento/vencidos',
    access: 'user',
    // Another user (with no entries) sees no overdue entry and zero sums, not the owner's.
    foreign: {
      kind: 'list',
      leaks: (body) => {
        const overdue = body as { aPagar?: { quantidade: number }; aReceber?: { quantidade: number }; lancamentos?: unknown[] } | null
        return !overdue || overdue.aPagar?.quantidade !== 0 || overdue.aReceber?.quantidade !== 0 || (overdue.lancamentos ?? [null]).length !== 0
      },
    },
    ok: 200,
    call: () => ({ path: '/v1/api/lancamento/vencidos' }),
  },
  {
    method: 'POST',
    path: '/v1/api/lancamento',
    access: 'user',
    foreign: { kind: 'reference', fields: ['categoriaId', 'contaBancariaId'] },
    ok: 201,
    call: (w) => ({ path: '/v1/api/lancamento', body: entryBody(w) }),
  },
  {
    method: 'PATCH',
    path: '/v1/api/lancamento',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: '/v1/api/lancamento', body: { id: w.entry.id, ...entryBody(w) } }),
  },
  { method: 'DELETE', path: '/v1/api/lancamento', access: 'user', foreign: notFound, ok: 204, call: (w) => ({ path: `/v1/api/lancamento?id=${w.entry.id}` }) },
  {
    method: 'PUT',
    path: '/v1/api/lancamento/{id}/pagar',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: `/v1/api/lancamento/${w.planEntry.id}/pagar`, body: { valorPago: 100, dataPagamento: '2026-11-21', contaBancariaId: w.account.id } }),
  },

  // Bank accounts and transfers.
  {
    method: 'GET',
    path: '/v1/api/contabancaria',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).some((id) => id === w.account.id || id === w.savings.id) },
    ok: 200,
    call: () => ({ path: '/v1/api/contabancaria' }),
  },
  { method: 'POST', path: '/v1/api/contabancaria', access: 'user', foreign: own, ok: 201, call: (w) => ({ path: '/v1/api/contabancaria', body: accountBody(w) }) },
  {
    method: 'PATCH',
    path: '/v1/api/contabancaria',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: '/v1/api/contabancaria', body: { id: w.account.id, ...accountBody(w), arquivada: true } }),
  },
  { method: 'GET', path: '/v1/api/contabancaria/{id}', access: 'user', foreign: notFound, ok: 200, call: (w) => ({ path: `/v1/api/contabancaria/${w.account.id}` }) },
  // An account of the owner's without movements.
  {
    method: 'DELETE',
    path: '/v1/api/contabancaria/{id}',
    access: 'user',
    foreign: notFound,
    ok: 204,
    call: async (w) => {
      const api = financeApi(w.t)
      const spare = await api.expectStatus(api.call(w.owner, 'POST', '/v1/api/contabancaria', accountBody(w)), 201, bankAccountSchema)
      return { path: `/v1/api/contabancaria/${spare.id}` }
    },
  },
  {
    method: 'GET',
    path: '/v1/api/contabancaria/{id}/extrato',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: `/v1/api/contabancaria/${w.account.id}/extrato${periodQuery}` }),
  },
  {
    method: 'GET',
    path: '/v1/api/transferencia',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).includes(w.transfer.id) },
    ok: 200,
    call: () => ({ path: `/v1/api/transferencia${periodQuery}` }),
  },
  {
    method: 'POST',
    path: '/v1/api/transferencia',
    access: 'user',
    foreign: { kind: 'reference', fields: ['contaOrigemId', 'contaDestinoId'] },
    ok: 201,
    call: (w) => ({ path: '/v1/api/transferencia', body: { contaOrigemId: w.account.id, contaDestinoId: w.savings.id, valor: 25.5, data: '2026-11-20', descricao: 'Pix' } }),
  },
  { method: 'DELETE', path: '/v1/api/transferencia/{id}', access: 'user', foreign: notFound, ok: 204, call: (w) => ({ path: `/v1/api/transferencia/${w.transfer.id}` }) },

  // Installment plans.
  {
    method: 'GET',
    path: '/v1/api/parcelamento',
    access: 'user',
    foreign: { kind: 'list', leaks: (body, w) => ids(body).includes(w.plan.id) },
    ok: 200,
    call: () => ({ path: '/v1/api/parcelamento' }),
  },
  {
    method: 'POST',
    path: '/v1/api/parcelamento',
    access: 'user',
    foreign: { kind: 'reference', fields: ['pessoaContaId', 'cartaoId'] },
    ok: 201,
    call: (w) => ({ path: '/v1/api/parcelamento', body: planBody(w) }),
  },
  {
    method: 'PUT',
    path: '/v1/api/parcelamento',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: (w) => ({ path: '/v1/api/parcelamento', body: { id: w.plan.id, ...planBody(w) } }),
  },
  { method: 'DELETE', path: '/v1/api/parcelamento/{id}', access: 'user', foreign: notFound, ok: 204, call: (w) => ({ path: `/v1/api/parcelamento/${w.plan.id}` }) },
  { method: 'GET', path: '/v1/api/parcelamento/{id}/mensais', access: 'user', foreign: notFound, ok: 200, call: (w) => ({ path: `/v1/api/parcelamento/${w.plan.id}/mensais` }) },

  // Planning: recurring series, budgets, spending by category and the projection. Another user (with no
  // entries) sees empty lists and a projection without movements.
  {
    method: 'GET',
    path: '/v1/api/recorrencia',
    access: 'user',
    foreign: { kind: 'list', leaks: (body) => !Array.isArray(body) || body.length > 0 },
    ok: 200,
    call: async (w) => {
      await recurrence(w)
      return { path: '/v1/api/recorrencia' }
    },
  },
  {
    method: 'POST',
    path: '/v1/api/recorrencia',
    access: 'user',
    foreign: { kind: 'reference', fields: ['categoriaId', 'contaBancariaId'] },
    ok: 201,
    call: (w) => ({ path: '/v1/api/recorrencia', body: recurrenceBody(w) }),
  },
  {
    method: 'PUT',
    path: '/v1/api/recorrencia',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: async (w) => ({ path: '/v1/api/recorrencia', body: { id: (await recurrence(w)).id, ...recurrenceBody(w), valor: 1900, aPartirDe: '2027-01-01' } }),
  },
  {
    method: 'DELETE',
    path: '/v1/api/recorrencia/{id}',
    access: 'user',
    foreign: notFound,
    ok: 204,
    call: async (w) => ({ path: `/v1/api/recorrencia/${(await recurrence(w)).id}?aPartirDe=2027-03-01` }),
  },
  {
    method: 'GET',
    path: '/v1/api/orcamento',
    access: 'user',
    foreign: { kind: 'list', leaks: (body) => !Array.isArray(body) || body.length > 0 },
    ok: 200,
    call: async (w) => {
      await budget(w)
      return { path: '/v1/api/orcamento?mes=2026-11' }
    },
  },
  {
    method: 'PUT',
    path: '/v1/api/orcamento',
    access: 'user',
    foreign: { kind: 'reference', fields: ['categoriaId'] },
    ok: 200,
    call: (w) => ({ path: '/v1/api/orcamento', body: { mes: '2026-11', categoriaId: w.despesa.id, valorLimite: 800, repetir: true } }),
  },
  {
    method: 'DELETE',
    path: '/v1/api/orcamento',
    access: 'user',
    foreign: notFound,
    ok: 204,
    call: async (w) => {
      await budget(w)
      return { path: `/v1/api/orcamento?mes=2026-12&categoriaId=${w.despesa.id}` }
    },
  },
  {
    method: 'GET',
    path: '/v1/api/lancamento/por-categoria',
    access: 'user',
    foreign: { kind: 'list', leaks: (body) => !Array.isArray(body) || body.length > 0 },
    ok: 200,
    call: () => ({ path: `/v1/api/lancamento/por-categoria${periodQuery}` }),
  },
  {
    method: 'GET',
    path: '/v1/api/financas/projecao',
    access: 'user',
    // The owner's pending entries move the projection; another user's has no movement (it may have accounts of its own).
    foreign: { kind: 'list', leaks: (body) => (body as { dias?: unknown[] }).dias?.length !== 0 },
    ok: 200,
    call: () => ({ path: '/v1/api/financas/projecao' }),
  },
  {
    method: 'GET',
    path: '/v1/api/financas/a-vencer',
    access: 'user',
    // The owner has entries due; another user's answer lists nothing of theirs.
    foreign: {
      kind: 'list',
      leaks: (body) => {
        const groups = body as { vencidos?: { lancamentos: unknown[]; faturas: unknown[] }; aVencer?: { lancamentos: unknown[]; faturas: unknown[] } }
        return [groups.vencidos, groups.aVencer].some((group) => group === undefined || group.lancamentos.length > 0 || group.faturas.length > 0)
      },
    },
    ok: 200,
    call: () => ({ path: '/v1/api/financas/a-vencer?dias=60' }),
  },

  // Bank-statement import: a file for the owner's account; the preview, its confirmation and its undo are the owner's.
  {
    method: 'POST',
    path: '/v1/api/importacao',
    access: 'user',
    foreign: { kind: 'reference', fields: ['contaBancariaId'] },
    ok: 201,
    call: (w) => ({
      path: '/v1/api/importacao',
      form: importForm(`OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261106<TRNAMT>-5.00<MEMO>CAFE</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`, w.account.id),
    }),
  },
  {
    method: 'GET',
    path: '/v1/api/importacao',
    access: 'user',
    foreign: { kind: 'list', leaks: (body) => !Array.isArray(body) || body.length > 0 },
    ok: 200,
    call: async (w) => {
      await importPreview(w, true)
      return { path: '/v1/api/importacao' }
    },
  },
  { method: 'GET', path: '/v1/api/importacao/{id}', access: 'user', foreign: notFound, ok: 200, call: async (w) => ({ path: `/v1/api/importacao/${await importPreview(w)}` }) },
  {
    method: 'POST',
    path: '/v1/api/importacao/{id}/confirmar',
    access: 'user',
    foreign: notFound,
    ok: 200,
    call: async (w) => ({ path: `/v1/api/importacao/${await importPreview(w)}/confirmar`, body: {} }),
  },
  { method: 'DELETE', path: '/v1/api/importacao/{id}', access: 'user', foreign: notFound, ok: 200, call: async (w) => ({ path: `/v1/api/importacao/${await importPreview(w, true)}` }) },

  // A user's data: the export lists the caller's rows only; the import names no one's
  // rows (the document's ids are its own) and goes into a new account of the owner's role.
  {
    method: 'GET',
    path: '/v1/api/usuario/dados',
    access: 'user',
    foreign: { kind: 'list', leaks: exportLeaks },
    ok: 200,
    call: () => ({ path: '/v1/api/usuario/dados' }),
  },
  {
    method: 'POST',
    path: '/v1/api/usuario/dados',
    access: 'user',
    ok: 201,
    call: async (w) => ({
      path: '/v1/api/usuario/dados',
      body: await exportedData(w),
      as: w.owner.tokens.role === 'Admin' ? await w.t.asAdmin() : await w.t.asUser(),
    }),
  },

  // Two-step verification (the caller's own; nothing of another user's to name): a new account of the owner's role
  // each, so that the owner's sign-in stays one step. The second step is anonymous, like the password step.
  { method: 'GET', path: '/v1/api/usuario/2fa', access: 'user', ok: 200, call: () => ({ path: '/v1/api/usuario/2fa' }) },
  { method: 'POST', path: '/v1/api/usuario/2fa', access: 'user', ok: 200, call: async (w) => ({ path: '/v1/api/usuario/2fa', as: await sameRoleAccount(w) }) },
  {
    method: 'POST',
    path: '/v1/api/usuario/2fa/ativar',
    access: 'user',
    ok: 200,
    call: async (w) => {
      const as = await sameRoleAccount(w)
      const { secret } = await startEnrolment(w.t, as)
      return { path: '/v1/api/usuario/2fa/ativar', body: { codigo: codeAt(w.t, secret) }, as }
    },
  },
  {
    method: 'DELETE',
    path: '/v1/api/usuario/2fa',
    access: 'user',
    ok: 204,
    call: async (w) => {
      const as = await sameRoleAccount(w)
      const { secret } = await enableTwoFactor(w.t, as)
      // The activation used this step's code: the next step's is the unused one.
      return { path: '/v1/api/usuario/2fa', body: { senha: TEST_PASSWORD, codigo: codeAt(w.t, secret, 1) }, as }
    },
  },
  {
    method: 'POST',
    path: '/api/auth/v1/signin/2fa',
    access: 'anonymous',
    ok: 200,
    call: async (w) => {
      const account = await w.t.asUser()
      const { secret } = await enableTwoFactor(w.t, account)
      return { path: '/api/auth/v1/signin/2fa', body: { desafio: await passwordStep(w.t, account.username), codigo: codeAt(w.t, secret, 1) } }
    },
  },

  // A user's password and sessions (docs/product-rules.md#sessions). The password change and the end of the others
  // are sent by a new account of the owner's role, so that the owner's password and sessions stay as they are.
  {
    method: 'PUT',
    path: '/v1/api/usuario/senha',
    access: 'user',
    ok: 204,
    call: async (w) => ({
      path: '/v1/api/usuario/senha',
      body: { senhaAtual: TEST_PASSWORD, novaSenha: 'another password 2026' },
      as: w.owner.tokens.role === 'Admin' ? await w.t.asAdmin() : await w.t.asUser(),
    }),
  },
  { method: 'GET', path: '/v1/api/usuario/sessoes', access: 'user', foreign: { kind: 'list', leaks: sessionLeaks }, ok: 200, call: () => ({ path: '/v1/api/usuario/sessoes' }) },
  {
    method: 'DELETE',
    path: '/v1/api/usuario/sessoes/{id}',
    access: 'user',
    foreign: notFound,
    ok: 204,
    // A second sign-in of the owner, which the call ends.
    call: async (w) => ({ path: `/v1/api/usuario/sessoes/${sessionIdOf((await w.t.login(w.owner.username)).accessToken)}` }),
  },
  {
    method: 'DELETE',
    path: '/v1/api/usuario/sessoes',
    access: 'user',
    ok: 204,
    call: async (w) => ({ path: '/v1/api/usuario/sessoes', as: w.owner.tokens.role === 'Admin' ? await w.t.asAdmin() : await w.t.asUser() }),
  },
]

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/** Every operation of the OpenAPI document, with its security and documented statuses. */
export async function documentedOperations(t: TestApp) {
  const response = await t.request('/api/openapi.json')
  expect(response.status).toBe(200)
  const doc = (await response.json()) as {
    paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown>; parameters?: Array<{ in: string; name: string }>; requestBody?: { content: Record<string, unknown> } }>>
  }
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: operationKey(method, path),
      method: method.toUpperCase() as Method,
      path,
      secured: (op.security ?? []).length > 0,
      statuses: Object.keys(op.responses).map(Number),
      parameters: op.parameters ?? [],
      contentTypes: Object.keys(op.requestBody?.content ?? {}),
    })),
  )
}

/**
 * Everything stored that a request could change, as text: the rows of every data table (card images
 * as their length), users and their roles. Equal snapshots: nothing was written.
 */
export async function snapshot(t: TestApp): Promise<string> {
  const tables = [
    sql`select id, role from users order by id`,
    sql`select id, revoked_at from refresh_tokens order by id`,
    sql`select * from books order by code`,
    sql`select * from categories order by id`,
    sql`select * from bank_cards order by id`,
    sql`select * from account_holders order by id`,
    sql`select * from installment_plans order by id`,
    sql`select * from monthly_installments order by id`,
    sql`select * from entries order by id`,
    sql`select * from bank_accounts order by id`,
    sql`select * from transfers order by id`,
    sql`select * from recurrences order by id`,
    sql`select * from recurrence_skips order by recorrencia_id, data_ocorrencia`,
    sql`select * from budgets order by id`,
    sql`select * from contacts order by id`,
    sql`select id, situacao, nome_versao, numero_carta, length(imagem) as bytes, updated_at from pokemon_cards order by id`,
  ]
  const parts: unknown[] = []
  for (const query of tables) parts.push(await rows(t, query))
  return JSON.stringify(parts)
}

async function rows(t: TestApp, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: unknown[] } | unknown[]
  return Array.isArray(result) ? result : result.rows
}
