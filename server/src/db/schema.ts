import { sql, type SQL } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { bankAccountTypes } from '@contract/bank-account'
import { ENTRY_TEXT_FIELDS } from '@contract/entry'
import { recurrenceFrequencies, weekendAdjustments } from '@contract/recurrence'
import {
  categoryTypes,
  DEFAULT_INSTALLMENT_INTERVAL,
  DEFAULT_PLAN_STATUS,
  entryStatuses,
  installmentIntervals,
  planStatuses,
} from '@contract/finance'
import { folded } from './fold'
import { now, timestamptz } from './timestamptz'

// The whole product's tables (docs/product-rules.md). Column names are snake_case; the API maps
// them to the camelCase JSON keys of the original API. Money is numeric(14,2) (read as exact decimal strings),
// dates are timestamptz (read exactly for every year, see ./timestamptz). Per-user rows carry
// `user_id` and are always read through `ownedBy`.

/** PostgreSQL bytea as a Node Buffer (PGlite hands back a Uint8Array, pg a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/** `in ('a', 'b')` for a CHECK constraint over one of the shared enums (src/contract/finance.ts). */
const oneOf = (values: readonly (string | number)[]) =>
  sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '))

const createdAt = () => timestamptz('created_at').notNull().default(now)
const money = (name: string) => numeric(name, { precision: 14, scale: 2 })
const ownerId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 40 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    role: varchar('role', { length: 10, enum: ['User', 'Admin'] })
      .notNull()
      .default('User'),
    /**
     * Every access token carries it and requireUser compares it with this row: a token names one account for
     * good, even when a restore hands its id to someone else; a restore draws a new key for every user.
     */
    sessionKey: uuid('session_key').notNull().defaultRandom(),
    createdAt: createdAt(),
    /**
     * A visitor's demo account (docs/product-rules.md#the-visitors-demo): when it and every row it owns are deleted.
     * Null for every other account, a demo converted into an ordinary one included.
     */
    demoExpiraEm: timestamptz('demo_expira_em'),
  },
  (table) => [
    // Usernames are unique ignoring case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check('users_role_check', sql`${table.role} in ('User', 'Admin')`),
    // The live demos (how many, the expired ones the sweeper takes): few next to the users.
    index('users_demo_expira_em_idx').on(table.demoExpiraEm).where(sql`${table.demoExpiraEm} is not null`),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    /** sha256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** Every token obtained by rotating one sign-in shares its family; reuse revokes the family. */
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    replacedBy: integer('replaced_by'),
    /** When the token was issued: the sign-in, or the refresh that rotated its family to it (the session's last use). */
    createdAt: createdAt(),
    /** When its family's sign-in happened (copied at each rotation): the session's start. */
    startedAt: timestamptz('started_at').notNull().default(now),
    /** The User-Agent and client address of the request that got it (the sign-in or the refresh), as the sessions page shows them. */
    userAgent: varchar('user_agent', { length: 400 }),
    address: varchar('address', { length: 64 }),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
    // The live token of each session (one per family): the sessions list and the check every signed-in request makes.
    index('refresh_tokens_live_idx').on(table.userId, table.familyId).where(sql`${table.revokedAt} is null`),
  ],
)

/** Single use of ALTCHA payloads: a solved challenge is recorded until it expires. */
export const captchaUsed = pgTable(
  'captcha_used',
  {
    challengeKey: varchar('challenge_key', { length: 128 }).primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('captcha_used_expires_idx').on(table.expiresAt)],
)

/**
 * Rate-limit windows shared by every API process on one PostgreSQL (http/rate-limit.ts):
 * `hits` in the window of `key` that ends at `reset_at` (milliseconds since the epoch).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 160 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limits_reset_at_idx').on(table.resetAt)],
)

export const books = pgTable(
  'books',
  {
    code: serial('code').primaryKey(),
    userId: ownerId(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    escritor: varchar('escritor', { length: 200 }).notNull(),
    preco: money('preco').notNull(),
    dataLancamento: timestamptz('data_lancamento').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('books_user_code_idx').on(table.userId, table.code), check('books_preco_check', sql`${table.preco} > 0`)],
)

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mensagem: varchar('mensagem', { length: 5000 }).notNull(),
    dataContato: timestamptz('data_contato').notNull().default(now),
  },
  (table) => [index('contacts_data_contato_idx').on(table.dataContato)],
)

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    nomeCategoria: varchar('nome_categoria', { length: 40 }).notNull(),
    tipoCategoria: varchar('tipo_categoria', { length: 10, enum: categoryTypes }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('categories_user_idx').on(table.userId),
    // One name per type for a user, ignoring case and accents.
    uniqueIndex('categories_user_tipo_nome_key').on(table.userId, table.tipoCategoria, folded(table.nomeCategoria)),
    check('categories_tipo_check', sql`${table.tipoCategoria} in (${oneOf(categoryTypes)})`),
  ],
)

export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    nomeUsuario: varchar('nome_usuario', { length: 40 }).notNull(),
    nomeBanco: varchar('nome_banco', { length: 40 }).notNull(),
    /** What tells two cards of one holder at one bank apart: a nickname and the card number's last 4 digits. */
    apelido: varchar('apelido', { length: 40 }),
    final: char('final', { length: 4 }),
    /** The statement days (1–31, both or neither): a card with both has statements. */
    diaFechamento: smallint('dia_fechamento'),
    diaVencimento: smallint('dia_vencimento'),
    limite: money('limite'),
    /** The account that pays the card's statements (optional): the pay dialog's default and whose forecast counts them. */
    contaPagamentoId: integer('conta_pagamento_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('bank_cards_user_idx').on(table.userId),
    check('bank_cards_final_check', sql`${table.final} ~ '^[0-9]{4}$'`),
    check('bank_cards_dia_fechamento_check', sql`${table.diaFechamento} between 1 and 31`),
    check('bank_cards_dia_vencimento_check', sql`${table.diaVencimento} between 1 and 31`),
    check('bank_cards_dias_check', sql`(${table.diaFechamento} is null) = (${table.diaVencimento} is null)`),
    check('bank_cards_limite_check', sql`${table.limite} >= 0`),
  ],
)

export const accountHolders = pgTable(
  'account_holders',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    nomePessoa: varchar('nome_pessoa', { length: 60 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_holders_user_idx').on(table.userId),
    // One person name for a user, ignoring case and accents.
    uniqueIndex('account_holders_user_nome_key').on(table.userId, folded(table.nomePessoa)),
  ],
)

/**
 * A user's bank account (docs/product-rules.md#bank-accounts-and-transfers). `data_saldo_inicial` is the
 * first instant (São Paulo) of the opening day; balances are summed by the database from it.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    nome: varchar('nome', { length: 40 }).notNull(),
    tipo: varchar('tipo', { length: 12, enum: bankAccountTypes }).notNull(),
    saldoInicial: money('saldo_inicial').notNull(),
    dataSaldoInicial: timestamptz('data_saldo_inicial').notNull(),
    arquivada: boolean('arquivada').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // One account name for a user, ignoring case and accents.
    uniqueIndex('bank_accounts_user_nome_key').on(table.userId, folded(table.nome)),
    check('bank_accounts_tipo_check', sql`${table.tipo} in (${oneOf(bankAccountTypes)})`),
  ],
)

/**
 * What each account's entries and transfers add up to per UTC calendar month, kept by triggers on `entries`
 * (migration 0007) and `transfers` (0008): `liquidado` = the settled entries (income in, expense out, at the amount really paid) whose
 * moment — the payment date, else the entry's date — falls in the month; `pendente` = the pending ones.
 * Balances read whole months here and only the partial months at their ends from the entries, instead of
 * summing every entry of the account. Derived data: backups leave it out and a restore rebuilds it.
 */
export const bankAccountTotals = pgTable(
  'bank_account_totals',
  {
    contaBancariaId: integer('conta_bancaria_id').notNull(),
    mes: timestamptz('mes').notNull(),
    liquidado: numeric('liquidado').notNull().default('0'),
    pendente: numeric('pendente').notNull().default('0'),
    /** The transfers of the month on the `data` day, in (this account the destination) minus out (migration 0008), less the statement payments made from it (0009). */
    transferido: numeric('transferido').notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.contaBancariaId, table.mes] })],
)

/**
 * Money moved between two of a user's accounts on one day (`data`: the day's first instant, São Paulo).
 * Never income or expense. An account a transfer uses cannot be deleted; its foreign keys are checked at
 * the end of the statement (no action), so deleting the user removes accounts and transfers together.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    contaOrigemId: integer('conta_origem_id')
      .notNull()
      .references(() => bankAccounts.id),
    contaDestinoId: integer('conta_destino_id')
      .notNull()
      .references(() => bankAccounts.id),
    valor: money('valor').notNull(),
    data: timestamptz('data').notNull(),
    descricao: varchar('descricao', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('transfers_user_data_idx').on(table.userId, table.data),
    index('transfers_origem_data_idx').on(table.contaOrigemId, table.data),
    index('transfers_destino_data_idx').on(table.contaDestinoId, table.data),
    check('transfers_valor_check', sql`${table.valor} > 0`),
    check('transfers_contas_check', sql`${table.contaOrigemId} <> ${table.contaDestinoId}`),
  ],
)

export const installmentPlans = pgTable(
  'installment_plans',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
    valorTotal: money('valor_total').notNull(),
    numeroParcelas: integer('numero_parcelas').notNull(),
    dataPrimeiraParcela: timestamptz('data_primeira_parcela').notNull(),
    intervaloParcelas: integer('intervalo_parcelas').$type<(typeof installmentIntervals)[number]>().notNull().default(DEFAULT_INSTALLMENT_INTERVAL),
    /** The account holder the plan belongs to (optional). */
    pessoaContaId: integer('pessoa_conta_id').references(() => accountHolders.id, { onDelete: 'restrict' }),
    // A holder or card that a plan uses cannot be deleted (409 says what uses it).
    cartaoId: integer('cartao_id').references(() => bankCards.id, { onDelete: 'restrict' }),
    /** The expense category its entries carry (optional); a category a plan uses cannot be deleted. */
    categoriaId: integer('categoria_id').references(() => categories.id, { onDelete: 'restrict' }),
    situacao: varchar('situacao', { length: 12, enum: planStatuses })
      .notNull()
      .default(DEFAULT_PLAN_STATUS),
    createdAt: createdAt(),
  },
  (table) => [
    index('installment_plans_user_idx').on(table.userId),
    index('installment_plans_pessoa_conta_idx').on(table.pessoaContaId),
    index('installment_plans_cartao_idx').on(table.cartaoId),
    index('installment_plans_categoria_idx').on(table.categoriaId),
    check('installment_plans_valor_check', sql`${table.valorTotal} >= 0`),
    check('installment_plans_numero_check', sql`${table.numeroParcelas} >= 1`),
    check('installment_plans_intervalo_check', sql`${table.intervaloParcelas} in (${oneOf(installmentIntervals)})`),
    check('installment_plans_situacao_check', sql`${table.situacao} in (${oneOf(planStatuses)})`),
  ],
)

export const monthlyInstallments = pgTable(
  'monthly_installments',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => installmentPlans.id, { onDelete: 'cascade' }),
    numeroParcela: integer('numero_parcela').notNull(),
    dataVencimento: timestamptz('data_vencimento').notNull(),
    dataPagamento: timestamptz('data_pagamento'),
    valorParcela: money('valor_parcela').notNull(),
    valorPago: money('valor_pago'),
    /** 'A Pagar' until paid, then 'Pago' ('paga'/'pago' in any case read as paid). */
    situacao: varchar('situacao', { length: 20 }).notNull().default('A Pagar'),
  },
  (table) => [unique('monthly_installments_plan_numero_key').on(table.planId, table.numeroParcela)],
)

/** An entry's searched texts as one SQL text: the first (never null) and each other present one after a space. */
function entrySearchedText(): SQL {
  const [first, ...others] = ENTRY_TEXT_FIELDS.map((key) => entries[key])
  if (others.length === 0) return sql`${first}`
  return sql`(${others.reduce<SQL>((text, column) => sql`${text} || coalesce(' ' || ${column}, '')`, sql`${first}`)})`
}

export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    dataLancamento: timestamptz('data_lancamento').notNull(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
    /** A free note (null for none). */
    observacao: varchar('observacao', { length: 500 }),
    valor: money('valor').notNull(),
    tipoLancamento: varchar('tipo_lancamento', { length: 10, enum: categoryTypes }).notNull(),
    // A category that entries use cannot be deleted (409 says what uses it).
    categoriaId: integer('categoria_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** Set for entries generated by an installment plan; paid ones stay (unlinked) when the plan goes. */
    parcelamentoMensalId: integer('parcelamento_mensal_id').references(() => monthlyInstallments.id, {
      onDelete: 'set null',
    }),
    situacao: varchar('situacao', { length: 12, enum: entryStatuses }).notNull(),
    valorPago: money('valor_pago'),
    dataPagamento: timestamptz('data_pagamento'),
    /** The account the money leaves or enters (optional); an account entries use cannot be deleted. */
    contaBancariaId: integer('conta_bancaria_id').references(() => bankAccounts.id),
    /**
     * The credit card of a card item (a purchase, a credit or an installment on a card with statements) and
     * the month ('YYYY-MM') of the statement it belongs to (docs/product-rules.md#card-statements): both or
     * neither. A card item never moves an account on its own; its statement's payment does.
     */
    cartaoId: integer('cartao_id').references(() => bankCards.id),
    faturaMes: char('fatura_mes', { length: 7 }),
    /**
     * How a card item was settled through its statement (docs/product-rules.md#card-statements): the payment
     * that paid what remained, or the carry item that took the unpaid rest into the next statement. Undoing
     * the payment (or the carry) makes these items unpaid again.
     */
    pagamentoFaturaId: integer('pagamento_fatura_id').references((): AnyPgColumn => cardStatementPayments.id, { onDelete: 'set null' }),
    saldoFaturaId: integer('saldo_fatura_id').references((): AnyPgColumn => entries.id, { onDelete: 'set null' }),
    /** A carry item ('saldoAnterior'): the statement ('YYYY-MM') whose unpaid rest it carries. Debt, not an expense. */
    faturaOrigem: char('fatura_origem', { length: 7 }),
    /**
     * An occurrence of a recurring series (docs/product-rules.md#recurring-entries): its series, its nominal
     * date ('YYYY-MM-DD', one entry per series and date) and whether the user edited it (an edited occurrence
     * is never regenerated). A paid occurrence stays, unlinked, when its series goes.
     */
    recorrenciaId: integer('recorrencia_id').references(() => recurrences.id, { onDelete: 'set null' }),
    dataOcorrencia: char('data_ocorrencia', { length: 10 }),
    ocorrenciaEditada: boolean('ocorrencia_editada').notNull().default(false),
    /**
     * Whether a bank-statement import created or linked it (docs/product-rules.md#bank-statement-import): its key
     * is in import_keys. Kept so the entry lists look the key up only for such entries.
     */
    importado: boolean('importado').notNull().default(false),
    /**
     * The searched texts (the contract's ENTRY_TEXT_FIELDS: the description, then each other one present after a
     * space) folded (lower case, no accents: ./fold.ts), kept by PostgreSQL itself: what the search over every month
     * matches, through the trigram index below (docs/decisions/0013-entry-search-by-trigrams.md).
     */
    // Printable ASCII (most bank texts) skips translate(), which costs ~60 µs a row: 50,000 imported rows 4.7 → 2.8 s.
    busca: text('busca')
      .notNull()
      .generatedAlwaysAs((): SQL => {
        const searched = entrySearchedText()
        return sql`case when ${searched} ~ '^[ -~]*$' then lower(${searched}) else ${folded(searched)} end`
      }),
    createdAt: createdAt(),
  },
  (table) => [
    index('entries_user_date_idx').on(table.userId, table.dataLancamento),
    // A user's entries in id order (the export's pages): the primary key alone read past the user's last entry
    // through every later user's rows, 160–225 ms under 225,000 entries.
    index('entries_user_id_idx').on(table.userId, table.id),
    index('entries_busca_trgm_idx').using('gin', table.busca.op('gin_trgm_ops')),
    uniqueIndex('entries_recorrencia_data_key').on(table.recorrenciaId, table.dataOcorrencia),
    index('entries_cartao_fatura_idx').on(table.cartaoId, table.faturaMes),
    // An undo finds the items a statement payment or a carry settled (and the foreign keys' set null does too).
    index('entries_pagamento_fatura_idx').on(table.pagamentoFaturaId).where(sql`${table.pagamentoFaturaId} is not null`),
    index('entries_saldo_fatura_idx').on(table.saldoFaturaId).where(sql`${table.saldoFaturaId} is not null`),
    check('entries_fatura_check', sql`(${table.cartaoId} is null) = (${table.faturaMes} is null)`),
    check('entries_fatura_mes_check', sql`${table.faturaMes} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    // An account's movements by their moment: the payment date of a settled entry, else its date.
    index('entries_conta_moment_idx').on(table.contaBancariaId, sql`coalesce(${table.dataPagamento}, ${table.dataLancamento})`),
    index('entries_installment_idx').on(table.parcelamentoMensalId),
    index('entries_categoria_idx').on(table.categoriaId),
    // A user's pending entries by date (the projection, overdue, card statements to pay): few next to the settled ones.
    index('entries_user_pending_idx')
      .on(table.userId, table.dataLancamento)
      .where(sql`${table.situacao} in ('A Pagar', 'A Receber')`),
    check('entries_valor_check', sql`${table.valor} >= 0`),
    check('entries_tipo_check', sql`${table.tipoLancamento} in (${oneOf(categoryTypes)})`),
    check('entries_situacao_check', sql`${table.situacao} in (${oneOf(entryStatuses)})`),
  ],
)

/**
 * A statement paid from an account (docs/product-rules.md#card-statements): the money that left `contaBancariaId`
 * on `data` for the card's statement `mes`. Never income or expense (the statement's items already are); the
 * account's balance counts it like a transfer out (trigger of migration 0009 on bank_account_totals.transferido).
 */
export const cardStatementPayments = pgTable(
  'card_statement_payments',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    cartaoId: integer('cartao_id')
      .notNull()
      .references(() => bankCards.id),
    mes: char('mes', { length: 7 }).notNull(),
    contaBancariaId: integer('conta_bancaria_id')
      .notNull()
      .references(() => bankAccounts.id),
    valor: money('valor').notNull(),
    data: timestamptz('data').notNull(),
    /**
     * A partial payment still counted against its statement's rest (true); false once the statement is settled
     * (a payment paid what remained, or the rest was carried into the next statement).
     */
    aberto: boolean('aberto').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('card_statement_payments_cartao_mes_idx').on(table.cartaoId, table.mes),
    index('card_statement_payments_conta_data_idx').on(table.contaBancariaId, table.data),
    check('card_statement_payments_mes_check', sql`${table.mes} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
)

/** Card collection (global, admin only). One row per version + card number; re-upload replaces it. */
export const pokemonCards = pgTable(
  'pokemon_cards',
  {
    id: serial('id').primaryKey(),
    nomePokemon: varchar('nome_pokemon', { length: 80 }).notNull(),
    imagem: bytea('imagem').notNull(),
    situacao: char('situacao', { length: 1, enum: ['A', 'I'] })
      .notNull()
      .default('A'),
    nomeVersao: varchar('nome_versao', { length: 40 }).notNull(),
    numeroVersao: integer('numero_versao').notNull(),
    numeroCarta: varchar('numero_carta', { length: 10 }).notNull(),
    raridade: varchar('raridade', { length: 4 }).notNull(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    /** null for cards without HP (the file name says `Null`). */
    hp: integer('hp'),
    estagio: varchar('estagio', { length: 40 }).notNull(),
    booster: varchar('booster', { length: 40 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().default(now),
  },
  (table) => [
    unique('pokemon_cards_versao_carta_key').on(table.nomeVersao, table.numeroCarta),
    index('pokemon_cards_numero_versao_idx').on(table.numeroVersao),
    check('pokemon_cards_situacao_check', sql`${table.situacao} in ('A', 'I')`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type RefreshTokenRow = typeof refreshTokens.$inferSelect

/**
 * A recurring series (docs/product-rules.md#recurring-entries): what repeats, how often, from when to when.
 * Its occurrences are entries; `geradaAte` is the day through which they exist ('YYYY-MM-DD'), so a read
 * that needs no later ones does no work. Days are 'YYYY-MM-DD' texts of the São Paulo calendar.
 */
export const recurrences = pgTable(
  'recurrences',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    descricao: varchar('descricao', { length: 200 }).notNull(),
    valor: money('valor').notNull(),
    tipoLancamento: varchar('tipo_lancamento', { length: 10, enum: categoryTypes }).notNull(),
    categoriaId: integer('categoria_id').references(() => categories.id, { onDelete: 'restrict' }),
    contaBancariaId: integer('conta_bancaria_id').references(() => bankAccounts.id),
    cartaoId: integer('cartao_id').references(() => bankCards.id),
    frequencia: varchar('frequencia', { length: 10, enum: recurrenceFrequencies }).notNull(),
    dataInicio: char('data_inicio', { length: 10 }).notNull(),
    dataFim: char('data_fim', { length: 10 }),
    ajusteFimDeSemana: varchar('ajuste_fim_de_semana', { length: 10, enum: weekendAdjustments }).notNull().default('Nenhum'),
    ativa: boolean('ativa').notNull().default(true),
    geradaAte: char('gerada_ate', { length: 10 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('recurrences_user_idx').on(table.userId),
    check('recurrences_valor_check', sql`${table.valor} > 0`),
    check('recurrences_tipo_check', sql`${table.tipoLancamento} in (${oneOf(categoryTypes)})`),
    check('recurrences_frequencia_check', sql`${table.frequencia} in (${oneOf(recurrenceFrequencies)})`),
    check('recurrences_ajuste_check', sql`${table.ajusteFimDeSemana} in (${oneOf(weekendAdjustments)})`),
    check('recurrences_periodo_check', sql`${table.dataFim} is null or ${table.dataFim} >= ${table.dataInicio}`),
  ],
)

/** An occurrence date the user deleted: never generated again. */
export const recurrenceSkips = pgTable(
  'recurrence_skips',
  {
    recorrenciaId: integer('recorrencia_id')
      .notNull()
      .references(() => recurrences.id, { onDelete: 'cascade' }),
    dataOcorrencia: char('data_ocorrencia', { length: 10 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.recorrenciaId, table.dataOcorrencia] })],
)

/**
 * A category's spending limit from month `mes` ('YYYY-MM', docs/product-rules.md#budgets-and-projection):
 * for that month alone, or (`repetir`) for the later months too until another row of the category says
 * otherwise. A null limit ends a repeating one from its month on.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    mes: char('mes', { length: 7 }).notNull(),
    valorLimite: money('valor_limite'),
    repetir: boolean('repetir').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('budgets_categoria_mes_key').on(table.categoriaId, table.mes),
    index('budgets_user_mes_idx').on(table.userId, table.mes),
    check('budgets_valor_check', sql`${table.valorLimite} is null or ${table.valorLimite} > 0`),
    check('budgets_mes_check', sql`${table.mes} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
)

/**
 * A bank-statement file read for a user (docs/product-rules.md#bank-statement-import): its preview (every row
 * with its situation, default action and import key, as `previa`) waits a day for its confirmation; a confirmed
 * import keeps what it did (`desfazer`: the entries, transfers and payments it wrote, the previous state of the
 * entries it linked) so it can be undone for 30 days.
 */
export const bankImports = pgTable(
  'bank_imports',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    contaBancariaId: integer('conta_bancaria_id').references(() => bankAccounts.id, { onDelete: 'cascade' }),
    cartaoId: integer('cartao_id').references(() => bankCards.id, { onDelete: 'cascade' }),
    nomeArquivo: varchar('nome_arquivo', { length: 255 }).notNull(),
    situacao: varchar('situacao', { length: 10, enum: ['previa', 'confirmada', 'desfeita'] })
      .notNull()
      .default('previa'),
    previa: jsonb('previa').notNull(),
    resultado: jsonb('resultado'),
    desfazer: jsonb('desfazer'),
    createdAt: createdAt(),
    confirmadoEm: timestamptz('confirmado_em'),
    desfeitoEm: timestamptz('desfeito_em'),
  },
  (table) => [
    index('bank_imports_user_idx').on(table.userId, table.createdAt),
    check('bank_imports_situacao_check', sql`${table.situacao} in ('previa', 'confirmada', 'desfeita')`),
    check('bank_imports_alvo_check', sql`(${table.contaBancariaId} is null) <> (${table.cartaoId} is null)`),
  ],
)

/**
 * The import key of a real movement in one account or card (docs/product-rules.md#bank-statement-import), and
 * what holds it: an entry, a transfer or a statement payment. A key whose holder was deleted (the foreign key
 * sets it null) is a movement the user imported and then deleted: a later file does not bring it back.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    contaBancariaId: integer('conta_bancaria_id').references(() => bankAccounts.id, { onDelete: 'cascade' }),
    cartaoId: integer('cartao_id').references(() => bankCards.id, { onDelete: 'cascade' }),
    chave: text('chave').notNull(),
    importacaoId: integer('importacao_id').references(() => bankImports.id, { onDelete: 'set null' }),
    lancamentoId: integer('lancamento_id').references(() => entries.id, { onDelete: 'set null' }),
    transferenciaId: integer('transferencia_id').references(() => transfers.id, { onDelete: 'set null' }),
    pagamentoId: integer('pagamento_id').references(() => cardStatementPayments.id, { onDelete: 'set null' }),
    /** The row's description as the bank wrote it. */
    descricaoBanco: varchar('descricao_banco', { length: 200 }).notNull().default(''),
  },
  (table) => [
    uniqueIndex('import_keys_conta_chave_key').on(table.contaBancariaId, table.chave).where(sql`${table.contaBancariaId} is not null`),
    uniqueIndex('import_keys_cartao_chave_key').on(table.cartaoId, table.chave).where(sql`${table.cartaoId} is not null`),
    index('import_keys_lancamento_idx').on(table.lancamentoId).where(sql`${table.lancamentoId} is not null`),
    index('import_keys_transferencia_idx').on(table.transferenciaId).where(sql`${table.transferenciaId} is not null`),
    index('import_keys_pagamento_idx').on(table.pagamentoId).where(sql`${table.pagamentoId} is not null`),
    index('import_keys_importacao_idx').on(table.importacaoId).where(sql`${table.importacaoId} is not null`),
    index('import_keys_user_idx').on(table.userId),
    check('import_keys_alvo_check', sql`(${table.contaBancariaId} is null) <> (${table.cartaoId} is null)`),
  ],
)

/**
 * A user's data import under way (docs/decisions/0010-imports-in-short-transactions.md): on PGlite the import's first
 * transaction writes it and its last one removes it; one found when the database opens is an import that a crash
 * stopped midway, and the user's rows are deleted then (db/import-marker.ts).
 */
export const userDataImports = pgTable('user_data_imports', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamptz('started_at').notNull().default(now),
})

/**
 * Two-step verification (docs/product-rules.md#two-step-verification): the user's TOTP secret, stored as is
 * (docs/decisions/0020-two-factor-secrets-and-codes.md). `enabled_at` is null while enrolment waits for its first
 * code; `last_step` is the time step of the last code accepted, and no code of that step or before is accepted again.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: bytea('secret').notNull(),
  enabledAt: timestamptz('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** The single-use recovery codes of a user's two-step verification, as the SHA-256 (hex) of each code. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(table.userId, table.codeHash)],
)

/** A sign-in waiting for its second step: the SHA-256 (hex) of the challenge handed out, valid until `expires_at`, used once. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    userId: ownerId(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId)],
)
