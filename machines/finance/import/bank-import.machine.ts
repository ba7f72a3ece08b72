// Importing a bank statement (/financas/importar): choose a file and the account or card it goes to (the one the
// last file of the same bank account went to, preselected), send it for a preview, map the columns of a CSV no
// profile knows, review the rows (action, category, situation filter, pages of 100, charset and statement
// switches), confirm, see what was written; above the steps, the past imports' fold, open or closed as the user
// left it while the list is read again. The rules: docs/product-rules.md#bank-statement-import; the actors are in bank-import.actors.ts.
import { assertEvent, assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccount } from '@/api/bank-accounts'
import type { ImportTarget, PreviewRequest } from '@/api/bank-import'
import type { BankCard, Category } from '@/api/registries'
import { csvMappingSchema } from '@contract/bank-import'
import type { CsvMappingInput, ImportAction, ImportPreview, ImportResult } from '@contract/bank-import'
import { normalizeDescription } from '@contract/bank-file/text'
import type { FileColumn, LocalStatementFile } from '@/lib/statement-file'
import type { ImportSummary } from '@contract/bank-import'
import { bankImportActors, ImportFileTooLarge } from './bank-import.actors'
import type { ImportOptions, ReadFile } from './bank-import.actors'
import { changeField, formState, hasErrors, validateForm } from '../../form-core'
import type { FieldErrors, FormState } from '../../form-core'
import { rememberedMapping, rememberedTarget, targetOf, targetValue } from './import-memory'
import type { TargetValue } from './import-memory'
import { canInclude, chooseAction, chooseCategory, choicesFor, confirmBody, filteredRows, IMPORT_PAGE_SIZE, importTotals } from './import-rows'
import type { RowChoices, SituationFilter } from './import-rows'
import { apiReason } from '../../alert'
import type { Alert } from '../../alert'

export const bankImportMessages = {
  loadFailed: msg`Could not load your accounts, cards and categories.`,
  tooLarge: msg`The file is larger than 5 MB, the most an import takes.`,
  unreadable: msg`Could not read the file.`,
  tooManyRows: msg`The file has more than 10,000 rows, the most an import takes. Export a shorter period.`,
  invalid: msg`Check the highlighted fields.`,
  sendFailed: msg`Could not send the file. Please try again.`,
  network: msg`No connection to the server. Check your connection and try again.`,
  tooManyWrites: msg`Too many statement rows read in a short time. Wait a minute and send the file again: nothing was written.`,
  tooManyConfirms: msg`Too many rows written in a short time. Wait a minute and confirm again: nothing was written and your choices are kept.`,
  mappingRefused: msg`The file could not be read with these columns. Check them and try again.`,
  readFailed: msg`Could not open the file on your device. Choose it again.`,
  confirmFailed: msg`Could not import the rows. Nothing was written and your choices are kept: try again.`,
  expired: msg`This preview expired: previews are kept for 24 hours. Send the file again.`,
  alreadyConfirmed: msg`This import was already confirmed: see it in the list of past imports.`,
}

/** The choose step's fields: the file (its name) and where it goes (a target select value). */
export type ChoiceValues = { arquivo: string; target: TargetValue }

/** The mapping form: columns by position ('' none), one amount column or credit and debit, the day and decimal style. */
export const mappingFields = ['data', 'descricao', 'modo', 'valor', 'credito', 'debito', 'formatoData', 'decimal', 'inverterSinal'] as const
export type MappingField = (typeof mappingFields)[number]
export type MappingValues = Record<MappingField, string>

export interface BankImportContext {
  accounts: BankAccount[]
  cards: BankCard[]
  categories: Category[]
  /** The user's past imports as read with the last file (what the page remembers comes from them). */
  pastImports: ImportSummary[]
  file: File | null
  local: LocalStatementFile | null
  choice: FormState<ChoiceValues>
  /** The target was preselected from a past import of the same bank account. */
  remembered: boolean
  mapping: FormState<MappingValues>
  /** The mapping form was started for this file (it keeps the user's choices from then on). */
  mappingStarted: boolean
  /** The CSV reading the last request sent (null: the file's own layout). */
  mappingSent: CsvMappingInput | null
  /** The charset and statement the next request asks for (null: the file's own, the first one). */
  charset: string | null
  extrato: number | null
  preview: ImportPreview | null
  choices: RowChoices
  filter: SituationFilter
  /** How many of the filtered rows show. */
  visible: number
  result: ImportResult | null
  alert: Alert | null
  /** Counts the imports written (or found written): the past imports reload with it. */
  revision: number
  /** The past imports are unfolded: the page's, so a reading of the list (a new revision) leaves it as it was. */
  historyOpen: boolean
}

/** The page's steps, each with its heading. */
export type ImportStep = 'file' | 'mapping' | 'preview' | 'result'

/** What only the page can do: a step's heading takes the focus when the control that led there is gone. */
export type BankImportEmitted = { type: 'step.focus'; step: ImportStep }

export type BankImportEvent =
  | { type: 'options.retry' }
  | { type: 'file.choose'; file: File }
  | { type: 'target.change'; value: TargetValue }
  | { type: 'file.send' }
  | { type: 'mapping.change'; field: MappingField; value: string }
  | { type: 'mapping.submit' }
  | { type: 'mapping.cancel' }
  | { type: 'row.action'; linha: number; acao: ImportAction }
  | { type: 'row.category'; linha: number; categoriaId: number | null }
  | { type: 'filter.change'; filter: SituationFilter }
  | { type: 'table.more' }
  | { type: 'table.less' }
  | { type: 'charset.change'; charset: string }
  | { type: 'statement.choose'; extrato: number }
  | { type: 'import.confirm' }
  | { type: 'import.restart' }
  | { type: 'alert.dismiss' }
  | { type: 'history.toggle' }

/** The select values the page offers: each account, then each card. */
export const offeredTargets = (context: Pick<BankImportContext, 'accounts' | 'cards'>): TargetValue[] => [
  ...context.accounts.map((account) => targetValue({ tipo: 'conta', id: account.id })),
  ...context.cards.map((card) => targetValue({ tipo: 'cartao', id: card.id })),
]

/** The choose step's checks, in the contract's own message keys. */
export function validateChoice(values: ChoiceValues): FieldErrors<keyof ChoiceValues> {
  const errors: FieldErrors<keyof ChoiceValues> = {}
  if (values.arquivo === '') errors.arquivo = 'import_file_required'
  if (targetOf(values.target) === null) errors.target = 'import_target_required'
  return errors
}

const emptyMapping: MappingValues = { data: '', descricao: '', modo: 'valor', valor: '', credito: '', debito: '', formatoData: 'dd/mm/yyyy', decimal: ',', inverterSinal: '' }

/** A column as the mapping sends it: its header text when the file has one, else its position. */
const columnRef = (columns: readonly FileColumn[], position: string): string | number | undefined => {
  if (position === '') return undefined
  const column = columns[Number(position)]
  return column ? (column.name ?? column.position) : undefined
}

/** The mapping form's values as the contract reads them (csvMappingSchema). */
export function mappingRequest(values: MappingValues, local: Pick<LocalStatementFile, 'columns' | 'delimiter'> | null): Record<string, unknown> {
  const columns = local?.columns ?? []
  const amount = values.modo === 'valor' ? { valor: columnRef(columns, values.valor) } : { credito: columnRef(columns, values.credito), debito: columnRef(columns, values.debito) }
  return {
    data: columnRef(columns, values.data),
    descricao: columnRef(columns, values.descricao),
    ...amount,
    formatoData: values.formatoData,
    decimal: values.decimal,
    inverterSinal: values.inverterSinal === 'true',
    ...(local?.delimiter ? { delimitador: local.delimiter } : {}),
  }
}

/** The mapping form's checks: every column it needs chosen, each once, then the contract's own. */
export function mappingValidator(local: Pick<LocalStatementFile, 'columns' | 'delimiter'> | null) {
  return (values: MappingValues): FieldErrors<MappingField> => {
    const errors: FieldErrors<MappingField> = {}
    const needed: MappingField[] = ['data', 'descricao', ...(values.modo === 'valor' ? (['valor'] as const) : (['credito', 'debito'] as const))]
    for (const field of needed) if (values[field] === '') errors[field] = 'required'
    const chosen = needed.filter((field) => values[field] !== '')
    for (const field of chosen) if (chosen.some((other) => other !== field && values[other] === values[field])) errors[field] ??= 'import_mapping_column'
    if (!hasErrors(errors) && !csvMappingSchema.safeParse(mappingRequest(values, local)).success) errors.data = 'import_mapping_column'
    return errors
  }
}

/** The position a mapping's column names in the file's columns ('' when it names none of them). */
function positionOf(columns: readonly FileColumn[], ref: string | number | undefined): string {
  if (ref === undefined) return ''
  const index = typeof ref === 'number' ? (ref < columns.length ? ref : -1) : columns.findIndex((column) => column.name !== null && normalizeDescription(column.name) === normalizeDescription(ref))
  return index < 0 ? '' : String(index)
}

/** The mapping form a file starts with: the one last used for the target, else what its first row suggests. */
export function initialMapping(local: LocalStatementFile | null, remembered: CsvMappingInput | null): MappingValues {
  const columns = local?.columns ?? []
  if (remembered) {
    return {
      data: positionOf(columns, remembered.data),
      descricao: positionOf(columns, remembered.descricao),
      modo: remembered.valor !== undefined ? 'valor' : 'creditoDebito',
      valor: positionOf(columns, remembered.valor),
      credito: positionOf(columns, remembered.credito),
      debito: positionOf(columns, remembered.debito),
      formatoData: remembered.formatoData,
      decimal: remembered.decimal,
      inverterSinal: remembered.inverterSinal ? 'true' : '',
    }
  }
  return { ...emptyMapping, formatoData: local?.guess.formatoData ?? emptyMapping.formatoData, decimal: local?.guess.decimal ?? emptyMapping.decimal }
}

/** A CSV the server cannot read without the user's mapping. */
export const needsMapping = (failure: ApiFailure): boolean =>
  failure.code === 'import_unknown_layout' || Object.values(failure.fieldErrors ?? {}).includes('import_unknown_layout')

/** What a refused request says on the page: the alert, and the field errors of the choose step. */
export function sendFailure(error: unknown): { alert: Alert; errors: FieldErrors<keyof ChoiceValues> } {
  if (error instanceof ImportFileTooLarge) return { alert: { tone: 'danger', message: bankImportMessages.tooLarge }, errors: {} }
  const failure = toApiFailure(error)
  const detail = failure.status === 400 && failure.message ? failure.message : null
  const fields = failure.fieldErrors ?? {}
  const errors: FieldErrors<keyof ChoiceValues> = {}
  const target = fields.contaBancariaId ?? fields.cartaoId ?? (Object.values(fields).includes('import_target_required') ? 'import_target_required' : undefined)
  if (target) errors.target = target
  // The file's own reasons (unreadable, too many rows) are the alert's; only a missing file marks the field.
  if (fields.arquivo === 'import_file_required') errors.arquivo = fields.arquivo
  const byCode: Record<string, MessageDescriptor> = {
    payload_too_large: bankImportMessages.tooLarge,
    import_too_many_rows: bankImportMessages.tooManyRows,
    import_unreadable: bankImportMessages.unreadable,
    import_not_bank_file: bankImportMessages.unreadable,
    import_no_transactions: bankImportMessages.unreadable,
    import_charset_unknown: bankImportMessages.unreadable,
    network: bankImportMessages.network,
    too_many_writes: bankImportMessages.tooManyWrites,
    rate_limited: bankImportMessages.tooManyWrites,
  }
  const message = failure.status === 413 ? bankImportMessages.tooLarge : (byCode[failure.code] ?? (hasErrors(errors) ? bankImportMessages.invalid : bankImportMessages.sendFailed))
  // An unreadable file: the API names the line and why, in the user's language.
  if (message === bankImportMessages.unreadable && detail) return { alert: { tone: 'danger', message: apiReason(detail) }, errors }
  return { alert: { tone: 'danger', message, detail: message === bankImportMessages.sendFailed ? detail : null }, errors }
}

/** A chosen file the browser could not take: over the limit, or unreadable from the device. */
export const readFailure = (error: unknown): Alert => ({ tone: 'danger', message: error instanceof ImportFileTooLarge ? bankImportMessages.tooLarge : bankImportMessages.readFailed })

/** A mapping the server could not read the file with (its reason after ours), or another refusal. */
export function mappingFailure(error: unknown): Alert {
  const failure = toApiFailure(error)
  const unreadable = failure.status === 400 && (failure.code.startsWith('import_') || Object.values(failure.fieldErrors ?? {}).some((key) => key.startsWith('import_')))
  if (!unreadable) return sendFailure(error).alert
  return { tone: 'danger', message: failure.message ? apiReason(failure.message) : bankImportMessages.mappingRefused }
}

const withoutError = <F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> => {
  const next = { ...errors }
  delete next[field]
  return next
}

/** The same file read again refused: the choose step's fields are not on screen, so the API's reason says why. */
export function resendFailure(error: unknown): Alert {
  const failure = toApiFailure(error)
  return failure.status === 400 && failure.message ? { tone: 'danger', message: apiReason(failure.message) } : sendFailure(error).alert
}

/** A preview the server no longer has (kept a day). */
export const isExpired = (failure: ApiFailure): boolean => failure.code === 'import_expired' || failure.status === 410 || failure.status === 404

/** A refused confirmation: its alert (the API's reason after ours for a 4xx it explains). */
export function confirmFailure(error: unknown): Alert {
  const failure = toApiFailure(error)
  if (isExpired(failure)) return { tone: 'danger', message: bankImportMessages.expired }
  if (failure.code === 'import_already_confirmed') return { tone: 'danger', message: bankImportMessages.alreadyConfirmed }
  if (failure.code === 'network') return { tone: 'danger', message: bankImportMessages.network }
  if (failure.code === 'too_many_writes' || failure.code === 'rate_limited') return { tone: 'danger', message: bankImportMessages.tooManyConfirms }
  return { tone: 'danger', message: bankImportMessages.confirmFailed, detail: failure.status >= 400 && failure.status < 500 && failure.message ? failure.message : null }
}

const rowOf = (context: BankImportContext, linha: number) => context.preview?.linhas.find((row) => row.linha === linha)

/** The rows the filter keeps. */
export const shownRows = (context: Pick<BankImportContext, 'preview' | 'filter'>) => filteredRows(context.preview?.linhas ?? [], context.filter)

/** What the preview request sends. */
function previewRequest(context: BankImportContext): PreviewRequest {
  return {
    file: context.file!,
    fileName: context.file!.name,
    target: targetOf(context.choice.values.target) as ImportTarget,
    ...(context.charset ? { charset: context.charset } : {}),
    ...(context.mappingSent ? { mapeamento: context.mappingSent } : {}),
    ...(context.extrato !== null ? { extrato: context.extrato } : {}),
  }
}

const noFile = { file: null, local: null, mappingSent: null, charset: null, extrato: null, remembered: false }
const noPreview = { preview: null, choices: {}, filter: 'todas' as const, visible: IMPORT_PAGE_SIZE, result: null }

export const bankImportMachine = setup({
  types: {
    context: {} as BankImportContext,
    events: {} as BankImportEvent,
    children: {} as { loadOptions: 'loadOptions'; readFile: 'readFile'; sendFile: 'sendFile'; confirmImport: 'confirmImport' },
    tags: {} as 'busy',
    emitted: {} as BankImportEmitted,
  },
  actors: bankImportActors,
  actions: {
    assignOptions: assign((_, options: ImportOptions) => ({ ...options, alert: null })),
    setLoadFailed: assign({ alert: { tone: 'danger', message: bankImportMessages.loadFailed } }),
    clearAlert: assign({ alert: null }),
    // A new file: what the last one read, chose or previewed goes; the target stays.
    takeFile: assign(({ context }, file: File) => ({
      ...noFile,
      ...noPreview,
      file,
      alert: null,
      mapping: formState(emptyMapping),
      mappingStarted: false,
      choice: { ...context.choice, values: { ...context.choice.values, arquivo: file.name }, errors: withoutError(context.choice.errors, 'arquivo') },
    })),
    // What the browser read; an empty target takes the one the last file of the same bank account went to.
    assignRead: assign(({ context }, read: ReadFile) => {
      const preselect = context.choice.values.target === '' ? rememberedTarget(read.imports, read.local, offeredTargets(context)) : ''
      const choice = preselect === '' ? context.choice : changeField(context.choice, validateChoice, 'target', preselect)
      return { local: read.local, pastImports: read.imports, choice, remembered: preselect !== '' }
    }),
    dropFile: assign(({ context }, alert: Alert) => ({
      ...noFile,
      alert,
      choice: { ...context.choice, values: { ...context.choice.values, arquivo: '' } },
    })),
    changeTarget: assign(({ context }, value: TargetValue) => ({ choice: changeField(context.choice, validateChoice, 'target', value), remembered: false })),
    validateChoice: assign(({ context }) => ({ choice: validateForm(context.choice, validateChoice), alert: { tone: 'danger' as const, message: bankImportMessages.invalid } })),
    refused: assign(({ context }, { alert, errors }: ReturnType<typeof sendFailure>) => ({ alert, choice: { ...context.choice, errors: { ...context.choice.errors, ...errors } } })),
    // The mapping form starts from the reading last used for this target, else from the file's first row; once
    // started for a file it keeps what the user chose.
    startMapping: assign(({ context }) => ({
      mapping: context.mappingStarted ? context.mapping : formState(initialMapping(context.local, rememberedMapping(context.pastImports, context.choice.values.target))),
      mappingStarted: true,
      alert: null,
    })),
    mappingRefused: assign((_, alert: Alert) => ({ alert, mappingSent: null })),
    changeMapping: assign(({ context }, change: { field: MappingField; value: string }) => ({ mapping: changeField(context.mapping, mappingValidator(context.local), change.field, change.value) })),
    validateMapping: assign(({ context }) => ({ mapping: validateForm(context.mapping, mappingValidator(context.local)), alert: { tone: 'danger' as const, message: bankImportMessages.invalid } })),
    sendMapping: assign(({ context }) => ({ mappingSent: csvMappingSchema.parse(mappingRequest(context.mapping.values, context.local)), alert: null })),
    clearMapping: assign({ mappingSent: null }),
    // A new preview: the file's reading as the server did it; the choices of rows it still has are kept.
    assignPreview: assign(({ context }, preview: ImportPreview) => ({
      preview,
      choices: choicesFor(context.choices, preview),
      charset: preview.charset,
      extrato: preview.extrato,
      filter: 'todas' as const,
      visible: IMPORT_PAGE_SIZE,
      alert: null,
    })),
    // A resend refused: the preview shown stays, with the charset and statement it was read with.
    resendRefused: assign(({ context }, alert: Alert) => ({
      alert,
      charset: context.preview?.charset ?? null,
      extrato: context.preview?.extrato ?? null,
    })),
    setCharset: assign((_, charset: string) => ({ charset })),
    setStatement: assign((_, extrato: number) => ({ extrato })),
    chooseRowAction: assign(({ context }, { linha, acao }: { linha: number; acao: ImportAction }) => ({ choices: chooseAction(context.choices, rowOf(context, linha)!, acao) })),
    chooseRowCategory: assign(({ context }, { linha, categoriaId }: { linha: number; categoriaId: number | null }) => ({ choices: chooseCategory(context.choices, rowOf(context, linha)!, categoriaId) })),
    setFilter: assign((_, filter: SituationFilter) => ({ filter, visible: IMPORT_PAGE_SIZE })),
    showMore: assign(({ context }) => ({ visible: context.visible + IMPORT_PAGE_SIZE })),
    showFirst: assign({ visible: IMPORT_PAGE_SIZE }),
    leavePreview: assign({ ...noPreview, mappingSent: null, charset: null, extrato: null }),
    assignResult: assign(({ context }, result: ImportResult) => ({ result, alert: null, revision: context.revision + 1 })),
    setAlert: assign((_, alert: Alert) => ({ alert })),
    toggleHistory: assign(({ context }) => ({ historyOpen: !context.historyOpen })),
    // The preview is gone or already written: back to the file, which stays chosen, and the list shows the truth.
    previewGone: assign(({ context }, alert: Alert) => ({ ...noPreview, alert, mappingSent: null, charset: null, extrato: null, revision: context.revision + 1 })),
    focusStep: emit((_, step: ImportStep) => ({ type: 'step.focus' as const, step })),
    forgetFile: assign(({ context }) => ({ ...noFile, ...noPreview, alert: null, choice: formState({ arquivo: '', target: context.choice.values.target }) })),
  },
  guards: {
    canSend: ({ context }) => context.file !== null && !hasErrors(validateChoice(context.choice.values)),
    mappingIsValid: ({ context }) => !hasErrors(mappingValidator(context.local)(context.mapping.values)),
    needsMapping: (_, failure: ApiFailure) => needsMapping(failure),
    sentMapping: ({ context }) => context.mappingSent !== null,
    isOfferedTarget: ({ context }, value: TargetValue) => value === '' || offeredTargets(context).includes(value),
    hasAlert: ({ context }) => context.alert !== null,
    /** The row exists, and a row without a day or an amount can only be left out. */
    canChoose: ({ context }, { linha, acao }: { linha: number; acao: ImportAction }) => {
      const row = rowOf(context, linha)
      return row !== undefined && (acao === 'ignorar' || canInclude(row))
    },
    /** The row exists; "no category" only where none is suggested (the API writes the suggestion for a row listed without one). */
    canCategorize: ({ context }, { linha, categoriaId }: { linha: number; categoriaId: number | null }) => {
      const row = rowOf(context, linha)
      return row !== undefined && (categoriaId !== null || row.categoriaSugeridaId === undefined)
    },
    hasMoreRows: ({ context }) => context.visible < shownRows(context).length,
    showsMoreRows: ({ context }) => context.visible > IMPORT_PAGE_SIZE,
    isOtherCharset: ({ context }, charset: string) => charset !== '' && charset !== context.preview?.charset,
    /** Another statement of the file, of the target's kind (a card's statement goes to a card). */
    isOtherStatement: ({ context }, extrato: number) => {
      const statement = context.preview?.extratos.find((each) => each.indice === extrato)
      return statement !== undefined && extrato !== context.preview?.extrato && statement.tipo === (context.preview?.cartaoId !== null ? 'card' : 'bank')
    },
    /** Confirming writes or links at least one row. */
    writesRows: ({ context }) => {
      const totals = importTotals(context.preview?.linhas ?? [], context.choices)
      return totals.importar + totals.vincular > 0
    },
    previewGone: (_, failure: ApiFailure) => isExpired(failure) || failure.code === 'import_already_confirmed',
  },
}).createMachine({
  id: 'bankImport',
  context: {
    accounts: [],
    cards: [],
    categories: [],
    pastImports: [],
    ...noFile,
    choice: formState<ChoiceValues>({ arquivo: '', target: '' }),
    mapping: formState(emptyMapping),
    mappingStarted: false,
    ...noPreview,
    alert: null,
    revision: 0,
    historyOpen: false,
  },
  initial: 'loading',
  on: {
    'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
    // The past imports fold and unfold whatever the steps are doing.
    'history.toggle': { actions: 'toggleHistory' },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'choosing', actions: { type: 'assignOptions', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: 'setLoadFailed' },
      },
    },
    failure: {
      on: { 'options.retry': { target: 'loading', actions: 'clearAlert' } },
    },
    // The file (dropped or chosen) and the account or card it goes to.
    choosing: {
      on: {
        'file.choose': { target: 'reading', actions: { type: 'takeFile', params: ({ event }) => event.file } },
        'target.change': { guard: { type: 'isOfferedTarget', params: ({ event }) => event.value }, actions: { type: 'changeTarget', params: ({ event }) => event.value } },
        'file.send': [{ guard: 'canSend', target: 'sending', actions: ['clearAlert', 'clearMapping'] }, { actions: 'validateChoice' }],
      },
    },
    // The browser reads the file (the account it names, a CSV's columns) with the user's past imports.
    reading: {
      tags: 'busy',
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ event }) => {
          assertEvent(event, 'file.choose')
          return { file: event.file }
        },
        onDone: { target: 'choosing', actions: { type: 'assignRead', params: ({ event }) => event.output } },
        onError: { target: 'choosing', actions: { type: 'dropFile', params: ({ event }) => readFailure(event.error) } },
      },
    },
    // The preview request: the file, its target, and the mapping when the user gave one.
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => previewRequest(context),
        onDone: { target: 'preview', actions: [{ type: 'assignPreview', params: ({ event }) => event.output }, { type: 'focusStep', params: 'preview' }] },
        onError: [
          { guard: 'sentMapping', target: 'mapping', actions: { type: 'mappingRefused', params: ({ event }) => mappingFailure(event.error) } },
          { guard: { type: 'needsMapping', params: ({ event }) => toApiFailure(event.error) }, target: 'mapping', actions: ['startMapping', { type: 'focusStep', params: 'mapping' }] },
          { target: 'choosing', actions: { type: 'refused', params: ({ event }) => sendFailure(event.error) } },
        ],
      },
    },
    // A CSV no profile knows: which columns hold the day, the description and the amount.
    mapping: {
      on: {
        'mapping.change': { actions: { type: 'changeMapping', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'mapping.submit': [{ guard: 'mappingIsValid', target: 'sending', actions: 'sendMapping' }, { actions: 'validateMapping' }],
        'mapping.cancel': { target: 'choosing', actions: ['clearAlert', { type: 'focusStep', params: 'file' }] },
        'file.choose': { target: 'reading', actions: [{ type: 'takeFile', params: ({ event }) => event.file }, { type: 'focusStep', params: 'file' }] },
      },
    },
    preview: {
      initial: 'reviewing',
      states: {
        reviewing: {
          on: {
            'row.action': { guard: { type: 'canChoose', params: ({ event }) => event }, actions: { type: 'chooseRowAction', params: ({ event }) => event } },
            'row.category': { guard: { type: 'canCategorize', params: ({ event }) => event }, actions: { type: 'chooseRowCategory', params: ({ event }) => event } },
            'filter.change': { actions: { type: 'setFilter', params: ({ event }) => event.filter } },
            'table.more': { guard: 'hasMoreRows', actions: 'showMore' },
            'table.less': { guard: 'showsMoreRows', actions: 'showFirst' },
            'charset.change': { guard: { type: 'isOtherCharset', params: ({ event }) => event.charset }, target: 'resending', actions: ['clearAlert', { type: 'setCharset', params: ({ event }) => event.charset }] },
            'statement.choose': { guard: { type: 'isOtherStatement', params: ({ event }) => event.extrato }, target: 'resending', actions: ['clearAlert', { type: 'setStatement', params: ({ event }) => event.extrato }] },
            'import.confirm': { guard: 'writesRows', target: '#bankImport.confirming', actions: 'clearAlert' },
            'import.restart': { target: '#bankImport.choosing', actions: ['clearAlert', 'leavePreview', { type: 'focusStep', params: 'file' }] },
            'file.choose': { target: '#bankImport.reading', actions: [{ type: 'takeFile', params: ({ event }) => event.file }, { type: 'focusStep', params: 'file' }] },
          },
        },
        // The same file read again in another charset, or another of its statements.
        resending: {
          tags: 'busy',
          invoke: {
            id: 'sendFile',
            src: 'sendFile',
            input: ({ context }) => previewRequest(context),
            onDone: { target: 'reviewing', actions: { type: 'assignPreview', params: ({ event }) => event.output } },
            onError: { target: 'reviewing', actions: { type: 'resendRefused', params: ({ event }) => resendFailure(event.error) } },
          },
        },
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmImport',
        src: 'confirmImport',
        input: ({ context }) => ({ id: context.preview!.id, body: confirmBody(context.preview!, context.choices) }),
        onDone: { target: 'done', actions: [{ type: 'assignResult', params: ({ event }) => event.output }, { type: 'focusStep', params: 'result' }] },
        onError: [
          {
            guard: { type: 'previewGone', params: ({ event }) => toApiFailure(event.error) },
            target: 'choosing',
            actions: [{ type: 'previewGone', params: ({ event }) => confirmFailure(event.error) }, { type: 'focusStep', params: 'file' }],
          },
          { target: 'preview', actions: { type: 'setAlert', params: ({ event }) => confirmFailure(event.error) } },
        ],
      },
    },
    // What was written, with the reconciliation and links to the account's or card's pages.
    done: {
      on: {
        'import.restart': { target: 'choosing', actions: ['forgetFile', { type: 'focusStep', params: 'file' }] },
        'file.choose': { target: 'reading', actions: [{ type: 'takeFile', params: ({ event }) => event.file }, { type: 'focusStep', params: 'file' }] },
      },
    },
  },
})

export type BankImportMachine = typeof bankImportMachine
