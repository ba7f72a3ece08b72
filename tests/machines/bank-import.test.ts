// Bank import machine: what each refusal says and where (the alert, the target field, the mapping form), the
// mapping form's values as the contract reads them and where they start from, the flows the model paths do not
// spell out (a chosen target never replaced by the remembered one, the mapping kept once started, the choices
// kept when the charset changes, the confirmation's body), the real actors over mocked API calls, and the
// browser-side reading of statement files (the account an OFX names, the columns of an unknown CSV).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, toPromise, waitFor } from 'xstate'
import {
  bankImportMachine,
  bankImportMessages,
  confirmFailure,
  initialMapping,
  mappingFailure,
  mappingRequest,
  mappingValidator,
  needsMapping,
  readFailure,
  sendFailure,
} from '@machines/finance/import/bank-import.machine'
import type { MappingValues } from '@machines/finance/import/bank-import.machine'
import { bankImportActors, ImportFileTooLarge } from '@machines/finance/import/bank-import.actors'
import { importHistoryActors } from '@machines/finance/import/import-history.actors'
import type { ImportOptions, ReadFile } from '@machines/finance/import/bank-import.actors'
import { i18n } from '@lingui/core'
import { apiReason } from '@machines/alert'
import { ApiError, networkError, toApiFailure } from '@/api/errors'
import type * as BankImportApi from '@/api/bank-import'
import type * as BankAccountsApi from '@/api/bank-accounts'
import type * as RegistriesApi from '@/api/registries'
import type { ImportConfirm, ImportPreview, ImportResult, PreviewRequest } from '@/api/bank-import'
import { MAX_BANK_FILE_BYTES } from '@contract/bank-file/index'
import { csvColumns, readStatementFile } from '@/lib/statement-file'
import { account } from '../fixtures/bank-accounts'
import { bankCard } from '../fixtures/bank-cards'
import { aprilImport, csvFile, csvLocal, importOptions, ofxFile, ofxLocal, preview, previewIn1252, result, summary } from '../fixtures/bank-import'
import { deferred } from '../model/held-actors'
import { activate } from '../views/support'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/bank-import', async (original) => ({ ...(await original<typeof BankImportApi>()), listImports: vi.fn(), previewImport: vi.fn(), confirmImport: vi.fn(), undoImport: vi.fn() }))
vi.mock('@/api/bank-accounts', async (original) => ({ ...(await original<typeof BankAccountsApi>()), listBankAccounts: vi.fn() }))
vi.mock('@/api/registries', async (original) => {
  const real = await original<typeof RegistriesApi>()
  const list = { cards: vi.fn(), categories: vi.fn() }
  return {
    ...real,
    __lists: list,
    bankCardsApi: () => ({ ...real.bankCardsApi(), list: list.cards }),
    categoriesApi: () => ({ ...real.categoriesApi(), list: list.categories }),
  }
})
const importApi = await import('@/api/bank-import')
const accountsApi = await import('@/api/bank-accounts')
const registries = (await import('@/api/registries')) as unknown as { __lists: { cards: ReturnType<typeof vi.fn>; categories: ReturnType<typeof vi.fn> } }

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/bank-file', name)))
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('what a refused request says', () => {
  it('the target field takes the API’s reason for the account or card; the alert asks to check it', () => {
    for (const [field, key] of [['contaBancariaId', 'unknown_bank_account'], ['cartaoId', 'card_without_statements'], ['contaBancariaId', 'import_target_mismatch']] as const) {
      const failure = sendFailure(new ApiError({ status: 400, code: key, message: 'x', fieldErrors: { [field]: key } }))
      expect(failure).toEqual({ alert: { tone: 'danger', message: bankImportMessages.invalid, detail: null }, errors: { target: key } })
    }
    expect(sendFailure(new ApiError({ status: 400, code: 'import_target_required', message: 'x', fieldErrors: { contaBancariaId: 'import_target_required', cartaoId: 'import_target_required' } })).errors).toEqual({ target: 'import_target_required' })
  })

  it('an unreadable file says so with the API’s own words (the line), not on a field', async () => {
    const failure = sendFailure(new ApiError({ status: 400, code: 'import_unreadable', message: 'Não foi possível ler o arquivo (linha 12).', fieldErrors: { arquivo: 'import_field_count' } }))
    expect(failure).toEqual({ alert: { tone: 'danger', message: apiReason('Não foi possível ler o arquivo (linha 12).') }, errors: {} })
    await activate('pt-BR')
    expect(i18n._(failure.alert.message)).toBe('Não foi possível ler o arquivo (linha 12).')
    // Without the API's words, ours.
    expect(sendFailure(new ApiError({ status: 400, code: 'import_unreadable', message: '' })).alert).toEqual({ tone: 'danger', message: bankImportMessages.unreadable, detail: null })
  })

  it('too big, too many rows, offline, too many writes, anything else', () => {
    expect(sendFailure(new ApiError({ status: 413, code: 'payload_too_large', message: 'x' })).alert.message).toBe(bankImportMessages.tooLarge)
    expect(sendFailure(new ImportFileTooLarge()).alert.message).toBe(bankImportMessages.tooLarge)
    expect(sendFailure(new ApiError({ status: 400, code: 'import_too_many_rows', message: 'x', fieldErrors: { arquivo: 'import_too_many_rows' } }))).toEqual({ alert: { tone: 'danger', message: bankImportMessages.tooManyRows, detail: null }, errors: {} })
    expect(sendFailure(networkError(new Error('offline'))).alert.message).toBe(bankImportMessages.network)
    expect(sendFailure(new ApiError({ status: 429, code: 'too_many_writes', message: 'x' })).alert.message).toBe(bankImportMessages.tooManyWrites)
    expect(sendFailure(new ApiError({ status: 500, code: 'internal_error', message: 'x' })).alert).toEqual({ tone: 'danger', message: bankImportMessages.sendFailed, detail: null })
    expect(sendFailure(new ApiError({ status: 400, code: 'import_file_required', message: 'x', fieldErrors: { arquivo: 'import_file_required' } })).errors).toEqual({ arquivo: 'import_file_required' })
  })

  it('a CSV no profile knows needs the mapping; a refused mapping says why', () => {
    expect(needsMapping(toApiFailure(new ApiError({ status: 400, code: 'import_unreadable', message: 'x', fieldErrors: { mapeamento: 'import_unknown_layout' } })))).toBe(true)
    expect(needsMapping(toApiFailure(new ApiError({ status: 400, code: 'import_unknown_layout', message: 'x' })))).toBe(true)
    expect(needsMapping(toApiFailure(new ApiError({ status: 400, code: 'import_unreadable', message: 'x', fieldErrors: { arquivo: 'import_not_bank_file' } })))).toBe(false)
    expect(mappingFailure(new ApiError({ status: 400, code: 'import_unreadable', message: 'Coluna não encontrada.', fieldErrors: { mapeamento: 'import_mapping_column' } }))).toEqual({ tone: 'danger', message: apiReason('Coluna não encontrada.') })
    expect(mappingFailure(new ApiError({ status: 400, code: 'import_unreadable', message: '', fieldErrors: { mapeamento: 'import_mapping_column' } }))).toEqual({ tone: 'danger', message: bankImportMessages.mappingRefused })
    expect(mappingFailure(networkError(new Error('x'))).message).toBe(bankImportMessages.network)
  })

  it('a file the browser cannot take', () => {
    expect(readFailure(new ImportFileTooLarge()).message).toBe(bankImportMessages.tooLarge)
    expect(readFailure(new DOMException('NotReadableError')).message).toBe(bankImportMessages.readFailed)
  })

  it('a refused confirmation: gone, already written, or refused with the API’s reason', () => {
    expect(confirmFailure(new ApiError({ status: 410, code: 'import_expired', message: 'x' })).message).toBe(bankImportMessages.expired)
    expect(confirmFailure(new ApiError({ status: 404, code: 'not_found', message: 'x' })).message).toBe(bankImportMessages.expired)
    expect(confirmFailure(new ApiError({ status: 429, code: 'too_many_writes', message: 'x' })).message).toBe(bankImportMessages.tooManyConfirms)
    expect(confirmFailure(new ApiError({ status: 409, code: 'import_already_confirmed', message: 'x' })).message).toBe(bankImportMessages.alreadyConfirmed)
    expect(confirmFailure(new ApiError({ status: 400, code: 'import_unknown_row', message: 'Linha 99 não faz parte desta importação.' }))).toEqual({
      tone: 'danger',
      message: bankImportMessages.confirmFailed,
      detail: 'Linha 99 não faz parte desta importação.',
    })
    expect(confirmFailure(new ApiError({ status: 500, code: 'internal_error', message: 'x' })).detail).toBeNull()
  })
})

describe('the mapping form', () => {
  const filled: MappingValues = { data: '0', descricao: '1', modo: 'valor', valor: '2', credito: '', debito: '', formatoData: 'yyyy-mm-dd', decimal: '.', inverterSinal: '' }

  it('sends the columns by their header text, with the file’s delimiter', () => {
    expect(mappingRequest(filled, csvLocal)).toEqual({ data: 'when', descricao: 'what', valor: 'how much', formatoData: 'yyyy-mm-dd', decimal: '.', inverterSinal: false, delimitador: ';' })
  })

  it('sends positions when the file has no header row; credit and debit instead of one amount', () => {
    const headless = { ...csvLocal, columns: csvLocal.columns.map((column) => ({ ...column, name: null })), delimiter: undefined }
    expect(mappingRequest({ ...filled, modo: 'creditoDebito', credito: '2', debito: '0', inverterSinal: 'true' }, headless)).toEqual({
      data: 0,
      descricao: 1,
      credito: 2,
      debito: 0,
      formatoData: 'yyyy-mm-dd',
      decimal: '.',
      inverterSinal: true,
    })
  })

  it('marks every column missing, and a column chosen twice', () => {
    const validate = mappingValidator(csvLocal)
    expect(validate({ ...filled, data: '', valor: '' })).toEqual({ data: 'required', valor: 'required' })
    expect(validate({ ...filled, modo: 'creditoDebito' })).toEqual({ credito: 'required', debito: 'required' })
    expect(validate({ ...filled, valor: '1' })).toEqual({ descricao: 'import_mapping_column', valor: 'import_mapping_column' })
    expect(validate(filled)).toEqual({})
  })

  it('starts from the reading last used for the target (columns found by their text), else from the first row', () => {
    expect(initialMapping(csvLocal, { data: 'WHEN', descricao: 1, valor: 'how much', formatoData: 'dd/mm/yyyy', decimal: ',', inverterSinal: true })).toEqual({
      data: '0',
      descricao: '1',
      modo: 'valor',
      valor: '2',
      credito: '',
      debito: '',
      formatoData: 'dd/mm/yyyy',
      decimal: ',',
      inverterSinal: 'true',
    })
    expect(initialMapping(csvLocal, { data: 'dia', descricao: 7, credito: 'how much', debito: 'what', formatoData: 'dd/mm/yyyy', decimal: ',' })).toMatchObject({ data: '', descricao: '', modo: 'creditoDebito', credito: '2', debito: '1' })
    expect(initialMapping(csvLocal, null)).toEqual({ data: '', descricao: '', modo: 'valor', valor: '', credito: '', debito: '', formatoData: 'yyyy-mm-dd', decimal: '.', inverterSinal: '' })
  })
})

/** The machine with actors the test answers. */
/** Started, the May OFX chosen and read (April's import known) and sent: the machine waits for its preview. */
async function sentOfx() {
  const started = start()
  const { actor, runs } = started
  await waitFor(actor, (s) => s.matches('choosing'))
  actor.send({ type: 'file.choose', file: ofxFile() })
  runs.readFile[0]!.answer.resolve({ local: ofxLocal, imports: [aprilImport] })
  await settled()
  actor.send({ type: 'file.send' })
  return started
}

function start() {
  const runs = {
    readFile: [] as Array<{ input: { file: File }; answer: ReturnType<typeof deferred<ReadFile>> }>,
    sendFile: [] as Array<{ input: PreviewRequest; answer: ReturnType<typeof deferred<ImportPreview>> }>,
    confirmImport: [] as Array<{ input: { id: number; body: ImportConfirm }; answer: ReturnType<typeof deferred<ImportResult>> }>,
  }
  const logic = bankImportMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => importOptions),
      readFile: fromPromise(({ input }: { input: { file: File } }) => {
        const answer = deferred<ReadFile>()
        runs.readFile.push({ input, answer })
        return answer.promise
      }),
      sendFile: fromPromise(({ input }: { input: PreviewRequest }) => {
        const answer = deferred<ImportPreview>()
        runs.sendFile.push({ input, answer })
        return answer.promise
      }),
      confirmImport: fromPromise(({ input }: { input: { id: number; body: ImportConfirm } }) => {
        const answer = deferred<ImportResult>()
        runs.confirmImport.push({ input, answer })
        return answer.promise
      }),
    },
  })
  const actor = createActor(logic).start()
  return { actor, runs, snap: () => actor.getSnapshot() }
}

describe('bank import machine: flows', () => {
  it('a target the user chose is never replaced by the remembered one', async () => {
    const { actor, runs, snap } = start()
    await waitFor(actor, (s) => s.matches('choosing'))
    actor.send({ type: 'target.change', value: 'cartao:5' })
    actor.send({ type: 'file.choose', file: ofxFile() })
    runs.readFile[0]!.answer.resolve({ local: ofxLocal, imports: [aprilImport] })
    await settled()
    expect(snap().context.choice.values).toEqual({ arquivo: 'extrato-maio.ofx', target: 'cartao:5' })
    expect(snap().context.remembered).toBe(false)
  })

  it('a target not offered is refused', async () => {
    const { actor, snap } = start()
    await waitFor(actor, (s) => s.matches('choosing'))
    actor.send({ type: 'target.change', value: 'conta:99' })
    expect(snap().context.choice.values.target).toBe('')
  })

  it('the mapping form, once started for a file, keeps what the user chose when the file is sent again', async () => {
    const { actor, runs, snap } = start()
    await waitFor(actor, (s) => s.matches('choosing'))
    actor.send({ type: 'target.change', value: 'conta:1' })
    actor.send({ type: 'file.choose', file: csvFile() })
    runs.readFile[0]!.answer.resolve({ local: csvLocal, imports: [summary(3, { mapeamento: { data: 'when', descricao: 'what', valor: 'how much', formatoData: 'yyyy-mm-dd', decimal: '.' } })] })
    await settled()
    actor.send({ type: 'file.send' })
    runs.sendFile[0]!.answer.reject(new ApiError({ status: 400, code: 'import_unreadable', message: 'x', fieldErrors: { mapeamento: 'import_unknown_layout' } }))
    await settled()
    // The account's last reading fills the form.
    expect(snap().value).toBe('mapping')
    expect(snap().context.mapping.values).toMatchObject({ data: '0', descricao: '1', valor: '2' })
    actor.send({ type: 'mapping.change', field: 'inverterSinal', value: 'true' })
    actor.send({ type: 'mapping.cancel' })
    actor.send({ type: 'file.send' })
    expect(runs.sendFile[1]!.input.mapeamento).toBeUndefined()
    runs.sendFile[1]!.answer.reject(new ApiError({ status: 400, code: 'import_unreadable', message: 'x', fieldErrors: { mapeamento: 'import_unknown_layout' } }))
    await settled()
    expect(snap().context.mapping.values.inverterSinal).toBe('true')
    actor.send({ type: 'mapping.submit' })
    expect(runs.sendFile[2]!.input.mapeamento).toMatchObject({ data: 'when', inverterSinal: true })
  })

  it('another charset keeps the choices of the rows; the confirmation lists them; a refusal keeps them too', async () => {
    const { actor, runs, snap } = await sentOfx()
    expect(runs.sendFile[0]!.input).toMatchObject({ fileName: 'extrato-maio.ofx', target: { tipo: 'conta', id: 1 } })
    runs.sendFile[0]!.answer.resolve(preview)
    await settled()
    actor.send({ type: 'row.category', linha: 4, categoriaId: 12 })
    actor.send({ type: 'row.action', linha: 3, acao: 'importar' })
    // A row that cannot be written cannot be ticked; a line the preview does not have changes nothing.
    actor.send({ type: 'row.action', linha: 999, acao: 'importar' })
    actor.send({ type: 'row.category', linha: 999, categoriaId: 12 })
    // A suggested category can be changed, not removed (the API would write the suggestion).
    expect(snap().can({ type: 'row.category', linha: 4, categoriaId: null })).toBe(false)
    expect(snap().can({ type: 'row.category', linha: 7, categoriaId: null })).toBe(true)
    actor.send({ type: 'charset.change', charset: 'windows-1252' })
    expect(runs.sendFile[1]!.input).toMatchObject({ charset: 'windows-1252' })
    runs.sendFile[1]!.answer.resolve(previewIn1252)
    await settled()
    expect(snap().context.choices).toEqual({ 3: { acao: 'importar', categoriaId: null }, 4: { acao: 'importar', categoriaId: 12 } })
    // The same charset again asks nothing.
    actor.send({ type: 'charset.change', charset: 'windows-1252' })
    expect(snap().matches({ preview: 'reviewing' })).toBe(true)
    actor.send({ type: 'import.confirm' })
    expect(runs.confirmImport[0]!.input).toEqual({ id: 41, body: { linhas: [{ linha: 3, acao: 'importar' }, { linha: 4, acao: 'importar', categoriaId: 12 }] } })
    runs.confirmImport[0]!.answer.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await settled()
    expect(snap().matches({ preview: 'reviewing' })).toBe(true)
    expect(snap().context.choices).toEqual({ 3: { acao: 'importar', categoriaId: null }, 4: { acao: 'importar', categoriaId: 12 } })
    actor.send({ type: 'import.confirm' })
    runs.confirmImport[1]!.answer.resolve(result)
    await settled()
    expect(snap().value).toBe('done')
    expect(snap().context.result).toEqual(result)
  })

  it('another statement of the file only of the target’s kind; a refused reading says the API’s reason', async () => {
    const { actor, runs, snap } = await sentOfx()
    const withCard = { ...preview, extratos: [...preview.extratos, { indice: 2, tipo: 'card' as const, conta: 'cartao', quantidade: 4 }] }
    runs.sendFile[0]!.answer.resolve(withCard)
    await settled()
    expect(snap().can({ type: 'statement.choose', extrato: 2 })).toBe(false)
    expect(snap().can({ type: 'statement.choose', extrato: 0 })).toBe(false)
    expect(snap().can({ type: 'statement.choose', extrato: 9 })).toBe(false)
    actor.send({ type: 'statement.choose', extrato: 1 })
    expect(runs.sendFile[1]!.input).toMatchObject({ extrato: 1 })
    runs.sendFile[1]!.answer.reject(new ApiError({ status: 400, code: 'import_no_transactions', message: 'The file could not be read. Line 1: The file has no transactions.', fieldErrors: { arquivo: 'import_no_transactions' } }))
    await settled()
    expect(snap().matches({ preview: 'reviewing' })).toBe(true)
    expect(snap().context.alert).toEqual({ tone: 'danger', message: apiReason('The file could not be read. Line 1: The file has no transactions.') })
    // The preview shown stays, with the statement it was read from.
    expect(snap().context.extrato).toBe(0)
    expect(snap().context.preview).toBe(withCard)
  })

  it('an expired preview goes back to the file, still chosen, with its target', async () => {
    const { actor, runs, snap } = await sentOfx()
    runs.sendFile[0]!.answer.resolve(preview)
    await settled()
    const revision = snap().context.revision
    actor.send({ type: 'import.confirm' })
    runs.confirmImport[0]!.answer.reject(new ApiError({ status: 410, code: 'import_expired', message: 'x' }))
    await settled()
    expect(snap().value).toBe('choosing')
    expect(snap().context.file?.name).toBe('extrato-maio.ofx')
    expect(snap().context.choice.values.target).toBe('conta:1')
    expect(snap().context.preview).toBeNull()
    expect(snap().context.alert?.message).toBe(bankImportMessages.expired)
    // The past imports are read again (the preview is gone from them).
    expect(snap().context.revision).toBe(revision + 1)
    actor.send({ type: 'file.send' })
    expect(runs.sendFile).toHaveLength(2)
  })

  it('the past imports stay unfolded (or folded) while the list is read again after a confirmation', async () => {
    const { actor, runs, snap } = await sentOfx()
    expect(snap().context.historyOpen).toBe(false)
    actor.send({ type: 'history.toggle' })
    expect(snap().context.historyOpen).toBe(true)
    runs.sendFile[0]!.answer.resolve(preview)
    await settled()
    actor.send({ type: 'import.confirm' })
    runs.confirmImport[0]!.answer.resolve(result)
    await settled()
    expect(snap().value).toBe('done')
    expect(snap().context.revision).toBe(1)
    expect(snap().context.historyOpen).toBe(true)
    actor.send({ type: 'history.toggle' })
    actor.send({ type: 'import.restart' })
    expect(snap().context.historyOpen).toBe(false)
  })

  it('confirming needs a row that writes something', async () => {
    const { actor, runs, snap } = await sentOfx()
    runs.sendFile[0]!.answer.resolve({ ...preview, linhas: [preview.linhas[0]!], resumo: { ...preview.resumo, nova: 1, importada: 0, possivelDuplicata: 0, ignorada: 0, transferencia: 0 } })
    await settled()
    actor.send({ type: 'row.action', linha: 2, acao: 'ignorar' })
    expect(snap().can({ type: 'import.confirm' })).toBe(false)
  })
})

describe('bank import actors', () => {
  it('offer the accounts not archived and the cards with statement days', async () => {
    vi.mocked(accountsApi.listBankAccounts).mockResolvedValue([account(1), account(2, { arquivada: true })])
    registries.__lists.cards.mockResolvedValue([bankCard({ id: 5, nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 }), bankCard({ id: 6, nomeUsuario: 'Ana', nomeBanco: 'Débito' })])
    registries.__lists.categories.mockResolvedValue(importOptions.categories)
    const output: ImportOptions = (await waitFor(createActor(bankImportActors.loadOptions).start(), (s) => s.status === 'done')).output!
    expect(output.accounts.map((each) => each.id)).toEqual([1])
    expect(output.cards.map((each) => each.id)).toEqual([5])
    expect(output.categories).toEqual(importOptions.categories)
  })

  it('read a file in the browser with the past imports, which may fail without stopping it', async () => {
    vi.mocked(importApi.listImports).mockRejectedValue(networkError(new Error('offline')))
    const file = new File([fixture('xml-bank-and-card.ofx')], 'extrato.ofx')
    const done = await waitFor(createActor(bankImportActors.readFile, { input: { file } }).start(), (s) => s.status === 'done')
    expect(done.output).toEqual({ local: { formato: 'ofx', contaArquivo: { banco: '111', agencia: '0001', conta: '555-0' }, unknownLayout: false, columns: [], guess: {} }, imports: [] })
  })

  it('read a file in the browser with the past imports the API lists (to preselect where it goes)', async () => {
    vi.mocked(importApi.listImports).mockClear().mockResolvedValue([aprilImport])
    const file = new File([fixture('xml-bank-and-card.ofx')], 'extrato.ofx')
    const done = await waitFor(createActor(bankImportActors.readFile, { input: { file } }).start(), (s) => s.status === 'done')
    expect(done.output!.imports).toEqual([aprilImport])
    expect(importApi.listImports).toHaveBeenCalledTimes(1)
  })

  it('send the preview request as given, and the confirmation with its id and body', async () => {
    vi.mocked(importApi.previewImport).mockResolvedValue(preview)
    vi.mocked(importApi.confirmImport).mockResolvedValue(result)
    const request = { fileName: 'extrato-maio.ofx', target: { tipo: 'conta', id: 1 } } as unknown as Parameters<typeof importApi.previewImport>[0]
    const previewed = await waitFor(createActor(bankImportActors.sendFile, { input: request }).start(), (s) => s.status === 'done')
    expect(previewed.output).toEqual(preview)
    expect(importApi.previewImport).toHaveBeenCalledWith(request)
    const body = { linhas: [{ linha: 4, acao: 'importar' as const, categoriaId: 12 }] }
    const confirmed = await waitFor(createActor(bankImportActors.confirmImport, { input: { id: 40, body } }).start(), (s) => s.status === 'done')
    expect(confirmed.output).toEqual(result)
    expect(importApi.confirmImport).toHaveBeenCalledWith(40, body)
  })

  it('the past imports: list them, undo one by id', async () => {
    vi.mocked(importApi.listImports).mockResolvedValue([aprilImport])
    vi.mocked(importApi.undoImport).mockResolvedValue(aprilImport)
    expect((await waitFor(createActor(importHistoryActors.loadImports).start(), (s) => s.status === 'done')).output).toEqual([aprilImport])
    expect((await waitFor(createActor(importHistoryActors.undoImport, { input: { id: 7 } }).start(), (s) => s.status === 'done')).output).toEqual(aprilImport)
    expect(importApi.undoImport).toHaveBeenCalledWith(7)
  })

  it('refuse a file over 5 MB before reading it', async () => {
    vi.mocked(importApi.listImports).mockClear()
    const big = new File([new Uint8Array(MAX_BANK_FILE_BYTES + 1)], 'grande.ofx')
    const actor = createActor(bankImportActors.readFile, { input: { file: big } })
    const answer = toPromise(actor)
    actor.start()
    await expect(answer).rejects.toBeInstanceOf(ImportFileTooLarge)
    expect(importApi.listImports).not.toHaveBeenCalled()
  })
})

describe('a statement file read in the browser', () => {
  it('an OFX: the bank account it names', () => {
    expect(readStatementFile(fixture('sgml-quirks-utf8.ofx'))).toMatchObject({ formato: 'ofx', contaArquivo: { banco: '999', agencia: '1234-5', conta: '67890-1' }, unknownLayout: false })
  })

  it('a known CSV: its layout, no account', () => {
    const read = readStatementFile(fixture('nubank-cartao.csv'))
    expect(read).toMatchObject({ formato: 'csv', perfil: 'nubank-cartao', unknownLayout: false })
    expect(read.contaArquivo).toBeUndefined()
  })

  it('a CSV no profile knows: its columns under their header, a sample of each, the delimiter and the guesses', () => {
    // The view tests' csvLocal is what the browser reads of this file.
    expect(readStatementFile(fixture('unknown-layout.csv'))).toEqual(csvLocal)
  })

  it('a preamble before the header, tabs, a decimal comma', () => {
    expect(csvColumns(new TextDecoder().decode(fixture('generic.csv')))).toEqual({
      delimiter: '\t',
      columns: [
        { name: 'Dia', position: 0, sample: '05/09/2026' },
        { name: 'Histórico', position: 1, sample: 'Salário' },
        { name: 'Entrada', position: 2, sample: '3.000,00' },
        { name: 'Saída', position: 3, sample: '' },
      ],
    })
    expect(readStatementFile(fixture('generic.csv')).guess).toEqual({ formatoData: 'dd/mm/yyyy', decimal: ',' })
  })

  it('a CSV without a header: its columns by position', () => {
    expect(csvColumns('05/09/2026;Café;-3,50\n06/09/2026;Pão;-2,00\n').columns).toEqual([
      { name: null, position: 0, sample: '05/09/2026' },
      { name: null, position: 1, sample: 'Café' },
      { name: null, position: 2, sample: '-3,50' },
    ])
  })

  it('not a statement at all: nothing read, no columns', () => {
    expect(readStatementFile(new TextEncoder().encode('just some words\n'))).toEqual({ formato: null, unknownLayout: false, columns: [], guess: {} })
  })
})
