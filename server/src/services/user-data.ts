import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { dayKey, dayStart, toSaoPauloIso } from '@contract/calendar'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import {
  countUserData,
  USER_DATA_FORMAT,
  USER_DATA_VERSION,
  type UserData,
  type UserDataCounts,
  type UserDataImport,
} from '@contract/user-data'
import type { Clock } from '../app-env'
import { insertRecords, newIds, textColumns } from '../db/bulk'
import type { Database } from '../db/client'
import { discardImport, markImport, unmarkImport, USER_DATA_TABLES } from '../db/import-marker'
import { isUniqueViolation } from '../db/errors'
import { ACCENTED_LETTERS, PLAIN_LETTERS } from '../db/fold'
import {
  accountHolders,
  bankAccounts,
  bankCards,
  books,
  budgets,
  cardStatementPayments,
  categories,
  entries,
  importKeys,
  installmentPlans,
  monthlyInstallments,
  recurrenceSkips,
  recurrences,
  transfers,
  users,
} from '../db/schema'
import { ownedBy } from '../db/scope'
import { mergePendingIndexKeys } from '../db/statistics'
import { badRequest, conflict, type FieldErrors } from '../http/errors'
import type { HeavyWork } from '../http/heavy-work'
import { JsonText } from '../http/json-text'
import { withSaoPauloMoments } from '../http/moments'
import { yieldToEventLoop } from '../http/validation'
import type { MessageKey } from '../i18n'
import { toAccountHolder } from './account-holders'
import { listBankAccounts, toTransfer } from './bank-accounts'
import { cardColumns, newDetailColumns, toBankCards } from './bank-cards'
import { toBook } from './books'
import { toStatementPayment } from './card-statements'
import { linkStatementSettlements } from './statement-settlement'
import { toCategory } from './categories'
import { entryListJson, entryListTextById, todayStart } from './entries'
import type { Executor } from './installment-links'
import { toMonthlyInstallment, toPlan } from './installments'
import { todayOf, toRecurrence } from './recurrences'

// A user's data as one document (docs/product-rules.md#a-users-data): the export reads every row of the user
// as one state of them with the serializers of the GET calls; the import writes a document into an account
// that has nothing yet, all or nothing, with new ids and every link between kinds kept. Both are heavy work
// (docs/architecture.md#heavy-work): they run in short statements and give way to other calls between them. On
// PostgreSQL each is one transaction (a repeatable-read one for the export), which holds no one else's query there;
// on PGlite, whose one connection a transaction holds for everyone, the import is many short transactions behind a
// mark (db/import-marker.ts) and the export many short reads, each run alone for its user (http/heavy-work.ts).

/** Rows per INSERT: 1,000 entries are 10,000 parameters (PostgreSQL takes 65,535). */
const INSERT_CHUNK = 1000
/** Rows per INSERT of the small kinds when the import gives way between statements: binding them costs PGlite about 0.1 ms a row. */
const PACED_INSERT_CHUNK = 100
/**
 * About how long one statement of the entries may take: on PGlite every other query waits for it; on PostgreSQL it
 * holds no one (its rows per statement grow to the most, about 5 ms of building on the event loop).
 */
const STATEMENT_TARGET_MS = { shortTransactions: 6, oneTransaction: 50 }
/** Entries per read of the export (2–4 ms of PGlite under 270,000 entries of all users; 500 were 5–10 ms, and another user's call waited for that). */
const EXPORT_PAGE = 200

/** The folded form the registries' unique indexes compare (db/fold.ts `folded`), in JS. */
const foldMap = new Map([...ACCENTED_LETTERS].map((letter, index) => [letter, PLAIN_LETTERS[index]!]))
const foldText = (text: string) => [...text].map((character) => foldMap.get(character) ?? character).join('').toLowerCase()

/** 400 naming the first row whose key repeats an earlier one's (what a unique index would refuse). */
function checkUnique<Row>(rows: readonly Row[], kind: string, field: string, key: (row: Row) => string, code: MessageKey) {
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const value = key(row)
    if (seen.has(value)) throw badRequest(code, { [`${kind}.${index}.${field}`]: code })
    seen.add(value)
  })
}

/** Where the export's shell holds the entries' JSON text until it is put in (a text no entry list can be). */
const ENTRIES_PLACE = '\u0000lancamentos\u0000'
const ENTRIES_PLACE_JSON = JSON.stringify(ENTRIES_PLACE)

/**
 * How an import writes: `after` runs after each statement with its table's name, `rows` per INSERT of the small
 * kinds, and the entries' statements aim at `targetMs` each.
 */
/** A category an import deleted from the empty account it writes into (put back if the import fails). */
type DeletedCategory = Pick<typeof categories.$inferInsert, 'userId' | 'nomeCategoria' | 'tipoCategoria'>

interface Writer {
  executor: Executor
  after(table: string): Promise<void>
  rows: number
  targetMs: number
}

async function insertChunks<Table extends PgTable>({ executor, after, rows: size }: Writer, table: Table, rows: readonly Table['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += size) {
    await executor.insert(table).values(rows.slice(start, start + size) as Table['$inferInsert'][])
    await after(getTableName(table))
  }
}

/** A moment (a Date, or the document's text) as JSON text PostgreSQL reads back as the same instant. */
const momentJson = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value)

/** Old id → new id, for the rows of one kind. */
async function remap(executor: Executor, table: PgTable, rows: ReadonlyArray<{ id: number }>): Promise<Map<number, number>> {
  const ids = await newIds(executor, table, rows.length)
  return new Map(rows.map((row, index) => [row.id, ids[index]!]))
}

/** A write refused by a unique index as the 400 of the kind it belongs to. */
async function unlessDuplicate(write: () => Promise<void>, errors: FieldErrors & Record<string, MessageKey>) {
  try {
    await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const [code] = Object.values(errors)
    throw badRequest(code!, errors)
  }
}

/** The user's series as GET /v1/api/recorrencia answers them (by id), with how far each is generated, its skipped and its edited dates. */
async function exportRecurrences(executor: Executor, userId: number, today: string): Promise<UserData['recorrencias']> {
  const rows = await executor.select().from(recurrences).where(ownedBy(recurrences, userId)).orderBy(asc(recurrences.id))
  if (rows.length === 0) return []
  const mine = sql`(select ${recurrences.id} from ${recurrences} where ${ownedBy(recurrences, userId)})`
  const skipped = await executor
    .select({ seriesId: recurrenceSkips.recorrenciaId, day: recurrenceSkips.dataOcorrencia })
    .from(recurrenceSkips)
    .where(inArray(recurrenceSkips.recorrenciaId, mine))
    .orderBy(asc(recurrenceSkips.dataOcorrencia))
  const edited = await executor
    .select({ seriesId: entries.recorrenciaId, day: entries.dataOcorrencia })
    .from(entries)
    .where(and(ownedBy(entries, userId), eq(entries.ocorrenciaEditada, true), inArray(entries.recorrenciaId, mine)))
    .orderBy(asc(entries.dataOcorrencia))
  const daysOf = (list: ReadonlyArray<{ seriesId: number | null; day: string | null }>, id: number) =>
    list.flatMap((row) => (row.seriesId === id && row.day !== null ? [row.day] : []))
  return rows.map((row) => ({
    ...toRecurrence(row, today),
    geradaAte: row.geradaAte,
    datasPuladas: daysOf(skipped, row.id),
    datasEditadas: daysOf(edited, row.id),
  }))
}

/**
 * The JSON text of the user's entries by id (the array's inside, no brackets) as one piece a page, EXPORT_PAGE
 * entries a read, with `between` after each: one read of 60,000 entries held PGlite for everyone, and its text the
 * event loop. The pieces are sent as they are (JsonText's pieces), never joined into one 20 MiB text.
 */
async function exportEntries(executor: Executor, userId: number, today: Date, between: () => Promise<void>): Promise<string[]> {
  const parts: string[] = []
  // The user's first and last ids (two probes of the (user_id, id) index). Each page is then read between known
  // bounds: `id > after` alone, before the user's first id or after their last, had the planner walk the primary key
  // through every other user's rows (the first and the empty last page of a user among 270,000 entries: 40–190 ms,
  // everyone waiting on PGlite), as it expects the user's rows anywhere.
  const [bounds] = await executor.select({ first: sql<number | null>`min(${entries.id})`, last: sql<number | null>`max(${entries.id})` }).from(entries).where(ownedBy(entries, userId))
  if (bounds?.first == null || bounds.last == null) return parts
  const lastId = Number(bounds.last)
  for (let after = Number(bounds.first) - 1; after < lastId; ) {
    const page = sql`(select * from ${entries} where ${ownedBy(entries, userId)} and ${entries.id} > ${after} and ${entries.id} <= ${lastId} order by ${entries.id} limit ${EXPORT_PAGE}) as ${entries}`
    const [read] = await executor.select({ list: entryListTextById, last: sql<number | null>`max(${entries.id})` }).from(page)
    const json = entryListJson(read?.list, today)
    if (json.length > 2) parts.push(parts.length === 0 ? json.slice(1, -1) : `,${json.slice(1, -1)}`)
    if (read?.last == null) break
    after = Number(read.last)
    if (after < lastId) await between()
  }
  return parts
}

export interface UserDataService {
  /**
   * The user's document as JSON text (its `exportadoEm` beside it), every row of the user as one state of them: the
   * entries are written straight from the database's lines (entryListJson), a page at a time, so an export of 60,000
   * entries makes no 60,000 objects on the event loop (the PostgreSQL probe saw it frozen for 5.3 s by one), and the
   * rest goes through withSaoPauloMoments as c.json would. The text comes in pieces (a page of entries each).
   */
  exportData(userId: number): Promise<{ exportadoEm: string; json: JsonText<UserData> }>
  /**
   * Writes a validated document into the user's account, all or nothing: 409 'account_not_empty' when the
   * user has a book, card, person, bank account, transfer, entry, plan, series or budget (categories alone are
   * replaced by the document's); 400 when two names
   * collide as the registries and the accounts refuse.
   */
  importData(userId: number, doc: UserDataImport): Promise<UserDataCounts>
}

export interface UserDataServiceOptions {
  db: Database
  clock: Clock
  /**
   * PGlite: the import is written in short transactions behind a mark and the export read in short reads, each alone
   * for its user (`heavy.alone`). Else (PostgreSQL) each is one transaction.
   */
  shortTransactions?: boolean
  /** Gives way to other calls between statements, and runs work alone for a user; without it, only yields. */
  heavy?: Pick<HeavyWork, 'giveWay' | 'alone' | 'interrupted'>
  /**
   * Tests: runs after each statement of an import that wrote rows, and after each page of an export's entries, with
   * the table's name (a throw fails the work there).
   */
  afterStep?: (work: 'import' | 'export', table: string) => Promise<void> | void
}

/**
 * The user data service over `db`.
 */
export function createUserDataService({ db, clock, shortTransactions = false, heavy, afterStep }: UserDataServiceOptions): UserDataService {
  const giveWay = heavy ? () => heavy.giveWay() : yieldToEventLoop
  const alone = <T>(userId: number, kind: 'import' | 'export', work: () => Promise<T>) => (heavy ? heavy.alone(userId, kind, work) : work())

  /**
   * Locks the user's row (two imports at once: the second waits, then finds data) and tells whether they own
   * any row but categories (`undefined`), or else the categories it deleted. Two statements: the check after the lock
   * is taken, so it reads what the import it waited for committed (in the statement that waited, PostgreSQL reads the
   * tables as they were before the wait). Categories alone are no data: with nothing else in the account nothing uses
   * them (a new account's default categories, docs/product-rules.md#default-categories); they are deleted here and the
   * document's take their place (an import that fails on PGlite puts them back).
   */
  async function lockAndEmpty(executor: Executor, userId: number): Promise<DeletedCategory[] | undefined> {
    await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const owned = USER_DATA_TABLES.filter((table) => table !== categories).map((table) => sql`exists (select 1 from ${table} where ${ownedBy(table, userId)})`)
    const [row] = await executor.select({ hasData: sql<boolean>`${sql.join(owned, sql` or `)}` }).from(sql`(select 1) as one`)
    if (row?.hasData === true) return undefined
    // Each category deleted has the database look for entries that use it, with a plan kept from when it was first
    // made: one made when the table was nearly empty reads every row of it (21 categories over 225,000 entries: 0.8 s,
    // everyone waiting on PGlite). Plans made now see the table as it is and use the index.
    await executor.execute(sql`discard plans`)
    return executor
      .delete(categories)
      .where(ownedBy(categories, userId))
      .returning({ userId: categories.userId, nomeCategoria: categories.nomeCategoria, tipoCategoria: categories.tipoCategoria })
  }

  /** Every row of the user, read through `executor` (one transaction, or short reads while the user's calls wait). */
  async function readDocument(executor: Executor, userId: number): Promise<{ exportadoEm: string; json: JsonText<UserData> }> {
    const bookRows = await executor.select().from(books).where(ownedBy(books, userId)).orderBy(asc(books.code))
    const categoryRows = await executor.select().from(categories).where(ownedBy(categories, userId)).orderBy(asc(categories.id))
    const cardRows = await executor.select(cardColumns(dayKey(new Date(clock.now())))).from(bankCards).where(ownedBy(bankCards, userId)).orderBy(asc(bankCards.id))
    const holderRows = await executor.select().from(accountHolders).where(ownedBy(accountHolders, userId)).orderBy(asc(accountHolders.id))
    const accountList = await listBankAccounts(executor, userId, new Date(clock.now()))
    await giveWay()
    // Every transfer, in the order of GET /v1/api/transferencia: by day, then id.
    const transferRows = await executor.select().from(transfers).where(ownedBy(transfers, userId)).orderBy(asc(transfers.data), asc(transfers.id))
    const paymentRows = await executor
      .select()
      .from(cardStatementPayments)
      .where(ownedBy(cardStatementPayments, userId))
      .orderBy(asc(cardStatementPayments.data), asc(cardStatementPayments.id))
    await giveWay()
    const entriesJson = await exportEntries(executor, userId, todayStart(clock.now()), async () => {
      await afterStep?.('export', getTableName(entries))
      await giveWay()
    })
    const planRows = await executor.select().from(installmentPlans).where(ownedBy(installmentPlans, userId)).orderBy(asc(installmentPlans.id))
    const installmentRows =
      planRows.length === 0
        ? []
        : await executor
            .select()
            .from(monthlyInstallments)
            .where(inArray(monthlyInstallments.planId, sql`(select ${installmentPlans.id} from ${installmentPlans} where ${ownedBy(installmentPlans, userId)})`))
            .orderBy(asc(monthlyInstallments.planId), asc(monthlyInstallments.numeroParcela))
    await giveWay()
    const installmentsByPlan = new Map<number, typeof installmentRows>()
    for (const row of installmentRows) {
      const list = installmentsByPlan.get(row.planId)
      if (list) list.push(row)
      else installmentsByPlan.set(row.planId, [row])
    }
    const exportadoEm = toSaoPauloIso(new Date(clock.now()))
    const document = {
      formato: USER_DATA_FORMAT,
      versao: USER_DATA_VERSION,
      exportadoEm,
      livros: bookRows.map(toBook),
      categorias: categoryRows.map(toCategory),
      cartoes: await toBankCards(executor, userId, cardRows, dayKey(new Date(clock.now()))),
      pessoas: holderRows.map(toAccountHolder),
      contasBancarias: accountList,
      transferencias: transferRows.map(toTransfer),
      pagamentosFatura: paymentRows.map(toStatementPayment),
      lancamentos: ENTRIES_PLACE,
      parcelamentos: planRows.map((row) => ({ ...toPlan(row), mensais: (installmentsByPlan.get(row.id) ?? []).map(toMonthlyInstallment) })),
      recorrencias: await exportRecurrences(executor, userId, todayOf(clock)),
      orcamentos: (
        await executor.select().from(budgets).where(ownedBy(budgets, userId)).orderBy(asc(budgets.categoriaId), asc(budgets.mes))
      ).map((row) => ({
        categoriaId: row.categoriaId,
        mes: row.mes,
        valorLimite: row.valorLimite === null ? null : centsToAmount(decimalToCents(row.valorLimite)),
        repetir: row.repetir,
      })),
      chavesImportacao: await executor
        .select({
          contaBancariaId: importKeys.contaBancariaId,
          cartaoId: importKeys.cartaoId,
          chave: importKeys.chave,
          lancamentoId: importKeys.lancamentoId,
          transferenciaId: importKeys.transferenciaId,
          pagamentoId: importKeys.pagamentoId,
          descricaoBanco: importKeys.descricaoBanco,
        })
        .from(importKeys)
        .where(ownedBy(importKeys, userId))
        .orderBy(asc(importKeys.id)),
    }
    // The shell's moments as c.json writes them, then the entries' own text in their place.
    const shell = JSON.stringify(withSaoPauloMoments(document))
    const at = shell.indexOf(ENTRIES_PLACE_JSON)
    return { exportadoEm, json: new JsonText<UserData>([`${shell.slice(0, at)}[`, ...entriesJson, `]${shell.slice(at + ENTRIES_PLACE_JSON.length)}`]) }
  }

  /** Writes the document's rows into the user's (empty) account, each statement followed by `writer.after`. */
  async function writeDocument(writer: Writer, userId: number, doc: UserDataImport): Promise<void> {
    const { executor: tx } = writer
    await insertChunks(
      writer,
      books,
      doc.livros.map((book) => ({ userId, titulo: book.titulo, escritor: book.Escritor, preco: centsToDecimal(book.preco), dataLancamento: book.dataLancamento, ativo: book.ativo })),
    )

    const categoryIds = await remap(tx, categories, doc.categorias)
    await unlessDuplicate(
      () =>
        insertChunks(
          writer,
          categories,
          doc.categorias.map((row) => ({ id: categoryIds.get(row.id)!, userId, nomeCategoria: row.nomeCategoria, tipoCategoria: row.tipoCategoria })),
        ),
      { categorias: 'category_exists' },
    )

    const cardIds = await remap(tx, bankCards, doc.cartoes)
    await insertChunks(
      writer,
      bankCards,
      // The payment accounts come after the accounts.
      doc.cartoes.map((row) => ({ id: cardIds.get(row.id)!, userId, nomeUsuario: row.nomeUsuario, nomeBanco: row.nomeBanco, ...newDetailColumns(row), contaPagamentoId: null })),
    )

    const holderIds = await remap(tx, accountHolders, doc.pessoas)
    await unlessDuplicate(
      () => insertChunks(writer, accountHolders, doc.pessoas.map((row) => ({ id: holderIds.get(row.id)!, userId, nomePessoa: row.nomePessoa }))),
      { pessoas: 'account_holder_exists' },
    )

    // Accounts before the entries and transfers that name them; opening days and transfer days are
    // stored as the day's first instant in São Paulo, as the create calls store them.
    const accountIds = await remap(tx, bankAccounts, doc.contasBancarias)
    await unlessDuplicate(
      () =>
        insertChunks(
          writer,
          bankAccounts,
          doc.contasBancarias.map((row) => ({
            id: accountIds.get(row.id)!,
            userId,
            nome: row.nome,
            tipo: row.tipo,
            saldoInicial: centsToDecimal(row.saldoInicial),
            dataSaldoInicial: dayStart(row.dataSaldoInicial),
            arquivada: row.arquivada,
          })),
        ),
      { contasBancarias: 'bank_account_exists' },
    )
    for (const card of doc.cartoes) {
      if (card.contaPagamentoId == null) continue
      await tx.update(bankCards).set({ contaPagamentoId: accountIds.get(card.contaPagamentoId)! }).where(eq(bankCards.id, cardIds.get(card.id)!))
    }
    const transferIds = await remap(tx, transfers, doc.transferencias)
    await insertChunks(
      writer,
      transfers,
      doc.transferencias.map((row) => ({
        id: transferIds.get(row.id)!,
        userId,
        contaOrigemId: accountIds.get(row.contaOrigemId)!,
        contaDestinoId: accountIds.get(row.contaDestinoId)!,
        valor: centsToDecimal(row.valor),
        data: dayStart(row.data),
        descricao: row.descricao,
      })),
    )

    const paymentIds = await remap(tx, cardStatementPayments, doc.pagamentosFatura)
    await insertChunks(
      writer,
      cardStatementPayments,
      doc.pagamentosFatura.map((row) => ({
        id: paymentIds.get(row.id)!,
        userId,
        cartaoId: cardIds.get(row.cartaoId)!,
        mes: row.mes,
        contaBancariaId: accountIds.get(row.contaBancariaId)!,
        valor: centsToDecimal(row.valor),
        data: row.dataPagamento,
        aberto: row.aberto,
      })),
    )

    const planIds = await remap(tx, installmentPlans, doc.parcelamentos)
    await insertChunks(
      writer,
      installmentPlans,
      doc.parcelamentos.map((plan) => ({
        id: planIds.get(plan.id)!,
        userId,
        descricao: plan.descricao,
        valorTotal: centsToDecimal(plan.valorTotal),
        numeroParcelas: plan.numeroParcelas,
        dataPrimeiraParcela: plan.dataPrimeiraParcela,
        intervaloParcelas: plan.intervaloParcelas,
        pessoaContaId: plan.pessoaContaId === null ? null : holderIds.get(plan.pessoaContaId)!,
        cartaoId: plan.cartaoId === null ? null : cardIds.get(plan.cartaoId)!,
        categoriaId: plan.categoriaId === null ? null : categoryIds.get(plan.categoriaId)!,
        situacao: plan.situacao,
      })),
    )

    const installments = doc.parcelamentos.flatMap((plan) => plan.mensais.map((row) => ({ planId: planIds.get(plan.id)!, row })))
    const installmentIds = await remap(
      tx,
      monthlyInstallments,
      installments.map(({ row }) => row),
    )
    await insertChunks(
      writer,
      monthlyInstallments,
      installments.map(({ planId, row }) => ({
        id: installmentIds.get(row.id)!,
        planId,
        numeroParcela: row.numeroParcela,
        dataVencimento: row.dataVencimento,
        dataPagamento: row.dataPagamento,
        valorParcela: centsToDecimal(row.valorParcela),
        valorPago: row.valorPago === null ? null : centsToDecimal(row.valorPago),
        situacao: row.situacao,
      })),
    )

    // Series with how far they are generated and their skipped dates: the next read makes only the
    // occurrences after the imported ones, never a deleted date again.
    const seriesIds = await remap(tx, recurrences, doc.recorrencias)
    await insertChunks(
      writer,
      recurrences,
      doc.recorrencias.map((row) => ({
        id: seriesIds.get(row.id)!,
        userId,
        descricao: row.descricao,
        valor: centsToDecimal(row.valor),
        tipoLancamento: row.tipoLancamento,
        categoriaId: row.categoriaId === null ? null : categoryIds.get(row.categoriaId)!,
        contaBancariaId: row.contaBancariaId === null ? null : accountIds.get(row.contaBancariaId)!,
        cartaoId: row.cartaoId === null ? null : cardIds.get(row.cartaoId)!,
        frequencia: row.frequencia,
        dataInicio: row.dataInicio,
        dataFim: row.dataFim,
        ajusteFimDeSemana: row.ajusteFimDeSemana,
        ativa: row.ativa,
        geradaAte: row.geradaAte,
      })),
    )
    await insertChunks(
      writer,
      recurrenceSkips,
      doc.recorrencias.flatMap((row) => [...new Set(row.datasPuladas)].map((day) => ({ recorrenciaId: seriesIds.get(row.id)!, dataOcorrencia: day }))),
    )
    const editedDays = new Map(doc.recorrencias.map((row) => [row.id, new Set(row.datasEditadas)]))
    await insertChunks(
      writer,
      budgets,
      doc.orcamentos.map((row) => ({
        userId,
        categoriaId: categoryIds.get(row.categoriaId)!,
        mes: row.mes,
        valorLimite: row.valorLimite === null ? null : centsToDecimal(row.valorLimite),
        repetir: row.repetir,
      })),
    )

    // The entries, the bulk of a document, as JSON records: binding 16 parameters a row cost PGlite more than
    // the insert (50,000 entries: 6.9 s of the import's transaction, which holds every other call on PGlite).
    // Entries an import key names get their new ids here (the keys point at them); the others take the serial's.
    const keyedEntries = new Set(doc.chavesImportacao.flatMap((key) => (key.lancamentoId === null ? [] : [key.lancamentoId])))
    const entryIds = keyedEntries.size > 0 ? await remap(tx, entries, doc.lancamentos) : null
    const entryTexts = textColumns(entries)
    await insertRecords(
      tx,
      entries,
      doc.lancamentos,
      // The texts by name (description, type, status, note...); below, what must be mapped or follows a rule.
      (entry) => ({
        ...entryTexts(entry),
        ...(entryIds ? { id: entryIds.get(entry.id)!, importado: keyedEntries.has(entry.id) } : {}),
        user_id: userId,
        data_lancamento: momentJson(entry.dataLancamento),
        valor: centsToDecimal(entry.valor),
        categoria_id: entry.categoriaId === null ? null : categoryIds.get(entry.categoriaId)!,
        parcelamento_mensal_id: entry.parcelamentoMensalId === null ? null : installmentIds.get(entry.parcelamentoMensalId)!,
        conta_bancaria_id: entry.contaBancariaId == null ? null : accountIds.get(entry.contaBancariaId)!,
        cartao_id: entry.cartaoId == null ? null : cardIds.get(entry.cartaoId)!,
        fatura_mes: entry.cartaoId == null ? null : entry.faturaMes,
        valor_pago: entry.valorPago === null ? null : centsToDecimal(entry.valorPago),
        data_pagamento: momentJson(entry.dataPagamento),
        recorrencia_id: entry.recorrenciaId === null ? null : seriesIds.get(entry.recorrenciaId)!,
        ocorrencia_editada: entry.recorrenciaId !== null && entry.dataOcorrencia !== null && editedDays.get(entry.recorrenciaId)!.has(entry.dataOcorrencia),
        fatura_origem: entry.cartaoId == null ? null : entry.faturaOrigem,
      }),
      { between: () => writer.after(getTableName(entries)), targetMs: writer.targetMs },
    )
    await insertChunks(
      writer,
      importKeys,
      doc.chavesImportacao.map((key) => ({
        userId,
        contaBancariaId: key.contaBancariaId === null ? null : accountIds.get(key.contaBancariaId)!,
        cartaoId: key.cartaoId === null ? null : cardIds.get(key.cartaoId)!,
        chave: key.chave,
        lancamentoId: key.lancamentoId === null ? null : entryIds!.get(key.lancamentoId)!,
        transferenciaId: key.transferenciaId === null ? null : transferIds.get(key.transferenciaId)!,
        pagamentoId: key.pagamentoId === null ? null : paymentIds.get(key.pagamentoId)!,
        descricaoBanco: key.descricaoBanco,
      })),
    )
  }

  /** After each statement of an import: the test hook, then way for other calls. */
  const after = async (table: string) => {
    await afterStep?.('import', table)
    await giveWay()
  }

  /**
   * After each statement of an import in short transactions: the search index's new keys are merged at once, a few
   * milliseconds each time, instead of by whichever statement finds 4 MB of them waiting (about 60 ms of PGlite).
   */
  const afterShortStatement = async (table: string) => {
    await after(table)
    if (table !== getTableName(entries)) return
    await mergePendingIndexKeys(db)
    await giveWay()
  }

  /**
   * PGlite: the first transaction undoes an import of this user that stopped midway, checks the account is empty
   * and marks the import; every statement after it commits on its own, other users' queries running between them;
   * the last transaction links the statement payments and removes the mark. A failure midway deletes what was
   * written and puts back the categories it deleted (the account was empty); if even that fails, the mark stays, the user's calls answer 409, and the next
   * start (or the user's next import) deletes it.
   */
  async function importInShortTransactions(userId: number, doc: UserDataImport): Promise<void> {
    const before = await db.transaction(async (tx) => {
      await discardImport(tx, userId)
      const deleted = await lockAndEmpty(tx, userId)
      if (!deleted) throw conflict('account_not_empty')
      await markImport(tx, userId)
      return deleted
    })
    heavy?.interrupted(userId, false)
    try {
      await writeDocument({ executor: db, rows: PACED_INSERT_CHUNK, targetMs: STATEMENT_TARGET_MS.shortTransactions, after: afterShortStatement }, userId, doc)
      await db.transaction(async (tx) => {
        await linkStatementSettlements(tx, userId)
        await unmarkImport(tx, userId)
      })
    } catch (error) {
      const undone = await db
        .transaction(async (tx) => {
          await discardImport(tx, userId)
          if (before.length > 0) await tx.insert(categories).values(before)
        })
        .then(
          () => true,
          () => false,
        )
      heavy?.interrupted(userId, !undone)
      throw error
    }
  }

  return {
    exportData(userId) {
      if (shortTransactions) return alone(userId, 'export', () => readDocument(db, userId))
      return db.transaction((tx) => readDocument(tx, userId), { isolationLevel: 'repeatable read', accessMode: 'read only' })
    },

    async importData(userId, doc) {
      // One category name per type and one person name per user (case and accents ignored), as the unique indexes hold.
      checkUnique(doc.categorias, 'categorias', 'nomeCategoria', (row) => `${row.tipoCategoria}\u0000${foldText(row.nomeCategoria)}`, 'category_exists')
      checkUnique(doc.pessoas, 'pessoas', 'nomePessoa', (row) => foldText(row.nomePessoa), 'account_holder_exists')
      // One account name per user (case and accents ignored).
      checkUnique(doc.contasBancarias, 'contasBancarias', 'nome', (row) => foldText(row.nome), 'bank_account_exists')

      if (shortTransactions) {
        await alone(userId, 'import', () => importInShortTransactions(userId, doc))
        return countUserData(doc)
      }
      return db.transaction(async (tx) => {
        if (!(await lockAndEmpty(tx, userId))) throw conflict('account_not_empty')
        await writeDocument({ executor: tx, rows: INSERT_CHUNK, targetMs: STATEMENT_TARGET_MS.oneTransaction, after }, userId, doc)
        await linkStatementSettlements(tx, userId)
        return countUserData(doc)
      })
    },
  }
}
