import { z } from 'zod'
import { accountHolderListSchema, accountHolderUpdateSchema } from './account-holder'
import { bankAccountCreateSchema, bankAccountListSchema, transferCreateSchema, transferListSchema } from './bank-account'
import { bankCardListSchema, bankCardUpdateSchema } from './bank-card'
import { bookCreateSchema, bookListSchema } from './book'
import { calendarDayField, financeDateField } from './calendar'
import { statementMonthField } from './card-statement'
import { categoryListSchema, categoryUpdateSchema } from './category'
import { idField, plainText } from './common'
import { entryCreateSchema, entryListSchema } from './entry'
import { isPaidInstallmentStatus, isSettledStatus, isStatusOfType } from './finance'
import { INSTALLMENT_COUNT_MAX, installmentPlanCreateSchema, installmentPlanSchema, monthlyInstallmentListSchema } from './installment'
import type { FieldMessageKey } from './messages'
import { moneyField } from './money'
import { endNotBeforeStart, recurrenceFields, recurrenceSchema } from './recurrence'

// A user's data as one document (docs/product-rules.md#a-users-data): what GET /v1/api/usuario/dados answers
// and POST /v1/api/usuario/dados takes. Each kind has the JSON shape of its own GET call, with the
// user's ids; the import validates every field with the create schemas' rules and every link between
// kinds against the ids of the document itself, so the server and the SPA (before it sends a file)
// refuse the same documents.

export const USER_DATA_FORMAT = 'portfolio-financas'
export const USER_DATA_VERSION = 1
/** The import's body limit (the API's JSON limit is 64 KiB elsewhere): about 80,000 entries. */
export const USER_DATA_MAX_BYTES = 20 * 1024 * 1024

/** Every kind of the document, in the order the page lists them. */
export const userDataKinds = [
  'livros',
  'categorias',
  'cartoes',
  'pessoas',
  'contasBancarias',
  'transferencias',
  'pagamentosFatura',
  'lancamentos',
  'parcelamentos',
  'recorrencias',
  'orcamentos',
] as const
export type UserDataKind = (typeof userDataKinds)[number]

// The export (GET).

/** A plan as GET /v1/api/parcelamento answers it, with its installments as GET …/{id}/mensais answers them. */
export const exportedPlanSchema = installmentPlanSchema
  .extend({ mensais: monthlyInstallmentListSchema })
  .meta({ id: 'UserDataPlan' })

/** A statement paid from an account (docs/product-rules.md#card-statements): what left which account, for which card's statement, when. */
export const statementPaymentSchema = z
  .object({
    id: z.number().int(),
    cartaoId: z.number().int(),
    /** The statement, 'YYYY-MM'. */
    mes: z.string(),
    contaBancariaId: z.number().int(),
    valor: z.number(),
    dataPagamento: z.iso.datetime({ offset: true }),
    /** A partial payment still open toward its statement. */
    aberto: z.boolean(),
  })
  .meta({ id: 'StatementPayment' })
export type StatementPayment = z.infer<typeof statementPaymentSchema>

/**
 * A recurring series as GET /v1/api/recorrencia answers it, with what the import needs to go on exactly
 * where it stopped: how far it is generated, the dates whose occurrence was deleted for good, and the
 * dates whose occurrence the user edited (never made again by a change of the series).
 */
export const exportedRecurrenceSchema = recurrenceSchema
  .extend({
    /** The last day its occurrences exist through ('YYYY-MM-DD'; null: none made yet). */
    geradaAte: z.iso.date().nullable(),
    /** Occurrence dates deleted for good. */
    datasPuladas: z.array(z.iso.date()),
    /** Occurrence dates whose entry the user edited. */
    datasEditadas: z.array(z.iso.date()),
  })
  .meta({ id: 'UserDataRecurrence' })

/** A budget row: a category's limit from a month (null: a repeating limit ends there). */
export const exportedBudgetSchema = z
  .object({
    categoriaId: z.number().int(),
    /** 'YYYY-MM' */
    mes: z.string(),
    valorLimite: z.number().nullable(),
    repetir: z.boolean(),
  })
  .meta({ id: 'UserDataBudget' })

/**
 * An import key of a bank-statement import (docs/product-rules.md#bank-statement-import): the movement it names in
 * an account or a card, and what holds it — an entry, a transfer, a statement payment, or nothing (the movement
 * was deleted: a later file does not bring it back).
 */
export const exportedImportKeySchema = z
  .object({
    contaBancariaId: z.number().int().nullable(),
    cartaoId: z.number().int().nullable(),
    chave: z.string(),
    lancamentoId: z.number().int().nullable(),
    transferenciaId: z.number().int().nullable(),
    pagamentoId: z.number().int().nullable(),
    descricaoBanco: z.string(),
  })
  .meta({ id: 'UserDataImportKey' })

/** GET /v1/api/usuario/dados. */
export const userDataSchema = z
  .object({
    formato: z.literal(USER_DATA_FORMAT),
    versao: z.literal(USER_DATA_VERSION),
    /** When the document was made, with the São Paulo offset (2026-11-05T10:00:00.000-03:00). */
    exportadoEm: z.iso.datetime({ offset: true }),
    livros: bookListSchema,
    categorias: categoryListSchema,
    cartoes: bankCardListSchema,
    pessoas: accountHolderListSchema,
    /** The accounts as GET /v1/api/contabancaria answers them (with their balances, which the import ignores). */
    contasBancarias: bankAccountListSchema,
    /** Every transfer (all dates) as GET /v1/api/transferencia answers them. */
    transferencias: transferListSchema,
    /** Every statement payment, by date then id. */
    pagamentosFatura: z.array(statementPaymentSchema),
    lancamentos: entryListSchema,
    parcelamentos: z.array(exportedPlanSchema),
    /** Every recurring series, by id. */
    recorrencias: z.array(exportedRecurrenceSchema),
    /** Every budget row, by category then month. */
    orcamentos: z.array(exportedBudgetSchema),
    /** The import keys of the user's accounts and cards, deleted movements' included. */
    chavesImportacao: z.array(exportedImportKeySchema),
  })
  .meta({ id: 'UserData' })
export type UserData = z.infer<typeof userDataSchema>

/** How many rows of each kind a document holds (the import's answer; `mensais` counts installments). */
export const userDataCountsSchema = z
  .object({
    ...Object.fromEntries(userDataKinds.map((kind) => [kind, z.number().int()])),
    mensais: z.number().int(),
  } as Record<UserDataKind | 'mensais', z.ZodNumber>)
  .meta({ id: 'UserDataCounts' })
export type UserDataCounts = Record<UserDataKind | 'mensais', number>

// The import (POST).

/**
 * How the keys of each object of the document are matched: as written by default (the SPA reading
 * an exported file); the API passes its case-insensitive matcher (docs/product-rules.md#the-api).
 */
export type KeyMatcher = <Shape extends z.core.$ZodShape>(schema: z.ZodObject<Shape>) => z.ZodType<z.output<z.ZodObject<Shape>>>
const exactKeys: KeyMatcher = (schema) => schema

/** A monthly installment is 'A Pagar' or paid ('Pago'; 'paga'/'pago' in any case read as paid). */
const installmentStatusField = z
  .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_type') })
  .transform((value, ctx) => {
    if (isPaidInstallmentStatus(value)) return 'Pago' as const
    if (value.trim().toLowerCase() === 'a pagar') return 'A Pagar' as const
    ctx.addIssue({ code: 'custom', message: 'invalid_value' })
    return z.NEVER
  })
  .meta({ description: '`A Pagar` or `Pago`', example: 'Pago' })

const issue = (ctx: z.RefinementCtx, path: PropertyKey[], message: FieldMessageKey) => ctx.addIssue({ code: 'custom', path, message })

/** The document's fields (the links between kinds are checked on the whole, below). */
function documentSchema(keys: KeyMatcher) {
  const entry = z
    .object({
      id: idField(),
      ...entryCreateSchema.shape,
      categoriaId: idField().nullable(),
      parcelamentoMensalId: idField().nullable(),
      valorPago: moneyField({ allowZero: true, example: 120.5 }).nullable(),
      dataPagamento: financeDateField().nullable(),
      // Absent in a document made before the product had statements: off any card.
      faturaMes: statementMonthField().nullable().optional().default(null),
      // An occurrence of a recurring series (absent before the product had them: none). A paid occurrence of
      // a deleted series keeps its date without a series.
      recorrenciaId: idField().nullable().optional().default(null),
      dataOcorrencia: calendarDayField().nullable().optional().default(null),
      // A carry item: the statement whose unpaid rest it carries (absent before the product had them: none).
      faturaOrigem: statementMonthField().nullable().optional().default(null),
    })
    .superRefine((value, ctx) => {
      if (value.faturaOrigem !== null && (value.cartaoId ?? null) === null) issue(ctx, ['faturaOrigem'], 'invalid_value')
      if (!isStatusOfType(value.situacao, value.tipoLancamento)) issue(ctx, ['situacao'], 'invalid_entry_status')
      if (value.recorrenciaId !== null && value.dataOcorrencia === null) issue(ctx, ['dataOcorrencia'], 'required')
      // A card item has its statement and no account; an entry off any card has no statement.
      if ((value.cartaoId ?? null) === null && value.faturaMes !== null) issue(ctx, ['faturaMes'], 'invalid_value')
      if ((value.cartaoId ?? null) !== null && value.faturaMes === null) issue(ctx, ['faturaMes'], 'required')
      if ((value.cartaoId ?? null) !== null && value.contaBancariaId != null) issue(ctx, ['contaBancariaId'], 'card_entry_account')
      // An entry back to a pending status loses its payment; only a settled one has one.
      if (!isSettledStatus(value.situacao)) {
        if (value.valorPago !== null) issue(ctx, ['valorPago'], 'invalid_value')
        if (value.dataPagamento !== null) issue(ctx, ['dataPagamento'], 'invalid_value')
      }
    })

  const installment = z
    .object({
      id: idField(),
      numeroParcela: z
        .number({ error: (input) => (input.input == null ? 'required' : 'invalid_type') })
        .int({ error: 'invalid_value' })
        .min(1, { error: 'invalid_value' })
        .max(INSTALLMENT_COUNT_MAX, { error: 'invalid_value' }),
      dataVencimento: financeDateField(),
      dataPagamento: financeDateField().nullable(),
      valorParcela: moneyField({ example: 83.33 }),
      valorPago: moneyField({ allowZero: true, example: 83.33 }).nullable(),
      situacao: installmentStatusField,
    })
    .superRefine((value, ctx) => {
      // A paid installment has its entry's amount and time; an unpaid one has neither.
      const paid = value.situacao === 'Pago'
      if (paid !== (value.valorPago !== null)) issue(ctx, ['valorPago'], paid ? 'required' : 'invalid_value')
      if (paid !== (value.dataPagamento !== null)) issue(ctx, ['dataPagamento'], paid ? 'required' : 'invalid_value')
    })

  const plan = z
    .object({ id: idField(), ...installmentPlanCreateSchema.shape, mensais: z.array(keys(installment)) })
    .superRefine((value, ctx) => {
      // A plan has installments 1..N whose values add up to its total (edits keep it so).
      const numbers = new Set(value.mensais.map((row) => row.numeroParcela))
      const complete = value.mensais.length === value.numeroParcelas && numbers.size === value.numeroParcelas && [...numbers].every((n) => n <= value.numeroParcelas)
      if (!complete) issue(ctx, ['mensais'], 'invalid_installments')
      const sum = value.mensais.reduce((total, row) => total + row.valorParcela, 0)
      if (sum !== value.valorTotal) issue(ctx, ['valorTotal'], 'invalid_installments')
    })

  /** An account: the create call's fields and its id (`saldoAtual`/`saldoPrevisto` of the export are ignored). */
  const account = z.object({ id: idField(), ...bankAccountCreateSchema.shape })

  const transfer = z.object({ id: idField(), ...transferCreateSchema.shape }).superRefine((value, ctx) => {
    // Money moves between two accounts: never from one to itself.
    if (value.contaOrigemId === value.contaDestinoId) issue(ctx, ['contaDestinoId'], 'same_bank_account')
  })

  const statementPayment = z.object({
    id: idField(),
    cartaoId: idField(),
    mes: statementMonthField(),
    contaBancariaId: idField(),
    valor: moneyField({ allowZero: true, example: 280 }),
    dataPagamento: financeDateField(),
    // A partial payment still open toward its statement (absent before the product had them: settled).
    aberto: z.boolean({ error: 'invalid_type' }).optional().default(false),
  })

  const importKey = z.object({
    contaBancariaId: idField().nullable().optional().default(null),
    cartaoId: idField().nullable().optional().default(null),
    chave: plainText().min(1, { error: 'required' }).max(500, { error: 'too_long' }),
    lancamentoId: idField().nullable().optional().default(null),
    transferenciaId: idField().nullable().optional().default(null),
    pagamentoId: idField().nullable().optional().default(null),
    descricaoBanco: plainText().max(200, { error: 'too_long' }).optional().default(''),
  })

  const recurrence = z
    .object({
      id: idField(),
      ...recurrenceFields,
      // Absent: generation starts from the first date (existing and skipped dates are never made twice).
      geradaAte: calendarDayField().nullable().optional().default(null),
      datasPuladas: z.array(calendarDayField(), { error: 'invalid_type' }).optional().default([]),
      datasEditadas: z.array(calendarDayField(), { error: 'invalid_type' }).optional().default([]),
    })
    .superRefine(endNotBeforeStart)

  const budget = z.object({
    categoriaId: idField(),
    mes: statementMonthField(),
    valorLimite: moneyField({ example: 800 }).nullable(),
    repetir: z.boolean({ error: 'invalid_type' }).optional().default(false),
  })

  return z
    .object({
      formato: z.literal(USER_DATA_FORMAT, { error: 'unsupported_format' }),
      versao: z.literal(USER_DATA_VERSION, { error: 'unsupported_format' }),
      livros: z.array(keys(bookCreateSchema)),
      categorias: z.array(keys(categoryUpdateSchema)),
      cartoes: z.array(keys(bankCardUpdateSchema)),
      pessoas: z.array(keys(accountHolderUpdateSchema)),
      // Absent in a document made before the product had accounts: none.
      contasBancarias: z.array(keys(account)).optional().default([]),
      transferencias: z.array(keys(transfer)).optional().default([]),
      pagamentosFatura: z.array(keys(statementPayment)).optional().default([]),
      lancamentos: z.array(keys(entry)),
      parcelamentos: z.array(keys(plan)),
      // Absent in a document made before the product had them: none.
      recorrencias: z.array(keys(recurrence)).optional().default([]),
      orcamentos: z.array(keys(budget)).optional().default([]),
      chavesImportacao: z.array(keys(importKey)).optional().default([]),
    })
}

type ImportShape = z.output<ReturnType<typeof documentSchema>>

/** The document's ids of one kind (the first of each); a repeated id is 'duplicate_id' at its place. */
function idsOf<Row extends { id: number }>(ctx: z.RefinementCtx, kind: string, rows: readonly Row[], path: (index: number) => PropertyKey[] = (index) => [kind, index, 'id']) {
  const byId = new Map<number, Row>()
  rows.forEach((row, index) => {
    if (byId.has(row.id)) issue(ctx, path(index), 'duplicate_id')
    else byId.set(row.id, row)
  })
  return byId
}

/**
 * Every link names a row of the document (ids are remapped, links kept): entries →
 * category (of their type), installment, bank account and recurring series (one entry per series and
 * date); transfers → their two bank accounts; plans → person and card; series → category (of their
 * type), bank account and card (with statements); budgets → an expense category (one per month). An installment has at most one
 * entry, an expense that is paid exactly when the installment is, and none while its plan is
 * Cancelado and it is unpaid (docs/product-rules.md#entries) — what the API itself keeps true.
 */
function checkLinks(doc: ImportShape, ctx: z.RefinementCtx) {
  const categories = idsOf(ctx, 'categorias', doc.categorias)
  idsOf(ctx, 'cartoes', doc.cartoes)
  idsOf(ctx, 'pessoas', doc.pessoas)
  const accounts = idsOf(ctx, 'contasBancarias', doc.contasBancarias)
  idsOf(ctx, 'transferencias', doc.transferencias)
  idsOf(ctx, 'pagamentosFatura', doc.pagamentosFatura)
  idsOf(ctx, 'lancamentos', doc.lancamentos)
  idsOf(ctx, 'parcelamentos', doc.parcelamentos)
  const cards = new Set(doc.cartoes.map((row) => row.id))
  // Cards with both statement days have statements: only those hold card items.
  const statementCards = new Set(doc.cartoes.filter((row) => row.diaFechamento != null && row.diaVencimento != null).map((row) => row.id))
  const people = new Set(doc.pessoas.map((row) => row.id))
  const installments = new Map<number, { paid: boolean; cancelled: boolean; path: PropertyKey[] }>()
  doc.parcelamentos.forEach((plan, planIndex) => {
    if (plan.pessoaContaId !== null && !people.has(plan.pessoaContaId)) issue(ctx, ['parcelamentos', planIndex, 'pessoaContaId'], 'unknown_account_holder')
    if (plan.cartaoId !== null && !cards.has(plan.cartaoId)) issue(ctx, ['parcelamentos', planIndex, 'cartaoId'], 'unknown_bank_card')
    if (plan.categoriaId != null) {
      const category = categories.get(plan.categoriaId)
      if (!category) issue(ctx, ['parcelamentos', planIndex, 'categoriaId'], 'unknown_category')
      else if (category.tipoCategoria !== 'Despesa') issue(ctx, ['parcelamentos', planIndex, 'categoriaId'], 'category_type_mismatch')
    }
    plan.mensais.forEach((row, index) => {
      if (installments.has(row.id)) issue(ctx, ['parcelamentos', planIndex, 'mensais', index, 'id'], 'duplicate_id')
      else installments.set(row.id, { paid: row.situacao === 'Pago', cancelled: plan.situacao === 'Cancelado', path: ['parcelamentos', planIndex, 'mensais', index] })
    })
  })
  doc.transferencias.forEach((transfer, index) => {
    if (!accounts.has(transfer.contaOrigemId)) issue(ctx, ['transferencias', index, 'contaOrigemId'], 'unknown_bank_account')
    if (!accounts.has(transfer.contaDestinoId)) issue(ctx, ['transferencias', index, 'contaDestinoId'], 'unknown_bank_account')
  })
  doc.cartoes.forEach((card, index) => {
    if (card.contaPagamentoId != null && !accounts.has(card.contaPagamentoId)) issue(ctx, ['cartoes', index, 'contaPagamentoId'], 'unknown_bank_account')
  })
  // Import keys: of one account or one card of the document, once each, held by rows of the document.
  const entryIds = new Set(doc.lancamentos.map((row) => row.id))
  const transferIds = new Set(doc.transferencias.map((row) => row.id))
  const paymentIds = new Set(doc.pagamentosFatura.map((row) => row.id))
  const seenKeys = new Set<string>()
  doc.chavesImportacao.forEach((key, index) => {
    const at = (field: string) => ['chavesImportacao', index, field]
    if ((key.contaBancariaId === null) === (key.cartaoId === null)) issue(ctx, at('contaBancariaId'), 'invalid_value')
    else if (key.contaBancariaId !== null && !accounts.has(key.contaBancariaId)) issue(ctx, at('contaBancariaId'), 'unknown_bank_account')
    else if (key.cartaoId !== null && !cards.has(key.cartaoId)) issue(ctx, at('cartaoId'), 'unknown_bank_card')
    const scope = `${key.contaBancariaId ?? ''}|${key.cartaoId ?? ''}|${key.chave}`
    if (seenKeys.has(scope)) issue(ctx, at('chave'), 'duplicate_id')
    seenKeys.add(scope)
    if (key.lancamentoId !== null && !entryIds.has(key.lancamentoId)) issue(ctx, at('lancamentoId'), 'invalid_value')
    if (key.transferenciaId !== null && !transferIds.has(key.transferenciaId)) issue(ctx, at('transferenciaId'), 'invalid_value')
    if (key.pagamentoId !== null && !paymentIds.has(key.pagamentoId)) issue(ctx, at('pagamentoId'), 'invalid_value')
  })
  doc.pagamentosFatura.forEach((payment, index) => {
    if (!cards.has(payment.cartaoId)) issue(ctx, ['pagamentosFatura', index, 'cartaoId'], 'unknown_bank_card')
    if (!accounts.has(payment.contaBancariaId)) issue(ctx, ['pagamentosFatura', index, 'contaBancariaId'], 'unknown_bank_account')
  })
  const series = idsOf(ctx, 'recorrencias', doc.recorrencias)
  const checkCategory = (path: PropertyKey[], id: number | null, type: string) => {
    if (id === null) return
    const category = categories.get(id)
    if (!category) issue(ctx, path, 'unknown_category')
    else if (category.tipoCategoria !== type) issue(ctx, path, 'category_type_mismatch')
  }
  doc.recorrencias.forEach((row, index) => {
    checkCategory(['recorrencias', index, 'categoriaId'], row.categoriaId, row.tipoLancamento)
    if (row.contaBancariaId !== null && !accounts.has(row.contaBancariaId)) issue(ctx, ['recorrencias', index, 'contaBancariaId'], 'unknown_bank_account')
    if (row.cartaoId !== null && !statementCards.has(row.cartaoId)) {
      issue(ctx, ['recorrencias', index, 'cartaoId'], cards.has(row.cartaoId) ? 'card_without_statements' : 'unknown_bank_card')
    }
  })
  // A budget limits an expense category, one row per category and month.
  const budgetKeys = new Set<string>()
  doc.orcamentos.forEach((row, index) => {
    checkCategory(['orcamentos', index, 'categoriaId'], row.categoriaId, 'Despesa')
    const key = `${row.categoriaId} ${row.mes}`
    if (budgetKeys.has(key)) issue(ctx, ['orcamentos', index, 'mes'], 'duplicate_budget')
    budgetKeys.add(key)
  })
  const occurrences = new Set<string>()
  const linked = new Set<number>()
  doc.lancamentos.forEach((entry, index) => {
    if (entry.recorrenciaId !== null) {
      // One entry per series and occurrence date, as the unique index holds.
      const key = `${entry.recorrenciaId} ${entry.dataOcorrencia}`
      if (!series.has(entry.recorrenciaId)) issue(ctx, ['lancamentos', index, 'recorrenciaId'], 'unknown_recurrence')
      else if (occurrences.has(key)) issue(ctx, ['lancamentos', index, 'dataOcorrencia'], 'duplicate_occurrence')
      occurrences.add(key)
    }
    if (entry.contaBancariaId != null && !accounts.has(entry.contaBancariaId)) issue(ctx, ['lancamentos', index, 'contaBancariaId'], 'unknown_bank_account')
    if (entry.cartaoId != null && !statementCards.has(entry.cartaoId)) {
      issue(ctx, ['lancamentos', index, 'cartaoId'], cards.has(entry.cartaoId) ? 'card_without_statements' : 'unknown_bank_card')
    }
    if (entry.categoriaId !== null) {
      const category = categories.get(entry.categoriaId)
      if (!category) issue(ctx, ['lancamentos', index, 'categoriaId'], 'unknown_category')
      else if (category.tipoCategoria !== entry.tipoLancamento) issue(ctx, ['lancamentos', index, 'categoriaId'], 'category_type_mismatch')
    }
    if (entry.parcelamentoMensalId === null) return
    const installment = installments.get(entry.parcelamentoMensalId)
    if (!installment) return issue(ctx, ['lancamentos', index, 'parcelamentoMensalId'], 'unknown_installment')
    const consistent =
      !linked.has(entry.parcelamentoMensalId) &&
      entry.tipoLancamento === 'Despesa' &&
      installment.paid === isSettledStatus(entry.situacao) &&
      (installment.paid || !installment.cancelled)
    if (!consistent) issue(ctx, ['lancamentos', index, 'parcelamentoMensalId'], 'installment_entry_mismatch')
    linked.add(entry.parcelamentoMensalId)
  })
  // And every installment has its entry: a paid one its Pago entry, an unpaid one (of a plan that is
  // not Cancelado) its A Pagar entry.
  for (const [id, installment] of installments) {
    if (!linked.has(id) && (installment.paid || !installment.cancelled)) issue(ctx, installment.path, 'installment_entry_mismatch')
  }
}

/**
 * POST /v1/api/usuario/dados body: a document of GET /v1/api/usuario/dados (`exportadoEm` and book
 * `code`s are ignored). Amounts parse to cents and dates to instants, as in the create schemas.
 */
export function userDataImportSchema(keys: KeyMatcher = exactKeys) {
  // Only a document whose every field is valid has links worth checking.
  return documentSchema(keys).superRefine(checkLinks, { when: (payload) => payload.issues.length === 0 })
}
export type UserDataImport = ImportShape

/**
 * The pieces of `userDataImportSchema(keys)` for a validator that applies it a part at a time (the server's,
 * which yields between slices of a large document): the document's object schema (every field, no links) and
 * the links check it runs, as a refinement, once every field is valid. The same rules, so the same answers.
 */
export function userDataImportParts(keys: KeyMatcher = exactKeys) {
  return { document: documentSchema(keys), checkLinks }
}
export type UserDataImportInput = z.input<ReturnType<typeof documentSchema>>

/** How many rows of each kind `doc` holds. */
export function countUserData(doc: Pick<UserData, UserDataKind> | Pick<UserDataImport, UserDataKind>): UserDataCounts {
  const counts = Object.fromEntries(userDataKinds.map((kind) => [kind, doc[kind].length])) as Record<UserDataKind, number>
  const plans: ReadonlyArray<{ mensais: readonly unknown[] }> = doc.parcelamentos
  return { ...counts, mensais: plans.reduce((sum, plan) => sum + plan.mensais.length, 0) }
}
