// User data machine: download, choose a file, confirm, import; every
// failure with its message; the actors with fakes through .provide({ actors }); the real actors over
// mocked API calls; the file check against the shared contract.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { userDataMachine, userDataMessages } from '@machines/account/user-data.machine'
import type { ExportedFile } from '@machines/account/user-data.actors'
import { fieldMessages } from '@/i18n/field-messages'
import { ApiError, networkError } from '@/api/errors'
import { parseUserDataFile, USER_DATA_FILE_MAX_BYTES, UserDataFileError } from '@/api/user-data'
import type * as UserDataApi from '@/api/user-data'
import type { UserDataFile } from '@/api/user-data'
import type { UserDataCounts } from '@contract/user-data'
import { USER_DATA_MAX_BYTES } from '@contract/user-data'
import { storage } from '@/lib/storage'
import { sampleCounts, sampleFile, sampleUserData } from '../fixtures/user-data'
import { deferred } from '../model/held-actors'

// Only for the real actors' own tests (their API calls and the download); the machine's tests provide actors.
vi.mock('@/api/user-data', async (original) => ({ ...(await original<typeof UserDataApi>()), fetchUserData: vi.fn(), importUserData: vi.fn() }))
vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }))
const api = await import('@/api/user-data')
const { downloadFile } = await import('@/lib/download')


const exportedFile: ExportedFile = { fileName: 'portfolio-financas-bia-2026-11-15.json', counts: sampleCounts, importable: true }
const chosen: UserDataFile = { fileName: 'dados.json', document: { formato: 'portfolio-financas' }, counts: sampleCounts }

function start() {
  const runs = {
    exportData: [] as ReturnType<typeof deferred<ExportedFile>>[],
    readFile: [] as Array<{ input: { file: File }; answer: ReturnType<typeof deferred<UserDataFile>> }>,
    importData: [] as Array<{ input: { document: Record<string, unknown> }; answer: ReturnType<typeof deferred<UserDataCounts>> }>,
  }
  const logic = userDataMachine.provide({
    actors: {
      exportData: fromPromise(() => {
        const answer = deferred<ExportedFile>()
        runs.exportData.push(answer)
        return answer.promise
      }),
      readFile: fromPromise(({ input }: { input: { file: File } }) => {
        const answer = deferred<UserDataFile>()
        runs.readFile.push({ input, answer })
        return answer.promise
      }),
      importData: fromPromise(({ input }: { input: { document: Record<string, unknown> } }) => {
        const answer = deferred<UserDataCounts>()
        runs.importData.push({ input, answer })
        return answer.promise
      }),
    },
  })
  const actor = createActor(logic).start()
  return { actor, runs, snap: () => actor.getSnapshot() }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('user data machine: download', () => {
  it('idle → exporting (busy) → exported with the file name and counts', async () => {
    const { actor, runs, snap } = start()
    expect(snap().value).toBe('idle')
    expect(snap().can({ type: 'data.export' })).toBe(true)
    actor.send({ type: 'data.export' })
    expect(snap().value).toBe('exporting')
    expect(snap().hasTag('busy')).toBe(true)
    expect(snap().can({ type: 'data.export' })).toBe(false)
    runs.exportData[0]!.resolve(exportedFile)
    await settled()
    expect(snap().value).toBe('exported')
    expect(snap().context.exported).toEqual(exportedFile)
    // Again: a new download, the last result cleared meanwhile.
    actor.send({ type: 'data.export' })
    expect(snap().context.exported).toBeNull()
    expect(runs.exportData).toHaveLength(2)
  })

  it.each([
    ['no connection', networkError(new Error('offline')), userDataMessages.network],
    ['a server error', new ApiError({ status: 500, code: 'internal_error', message: 'x' }), userDataMessages.exportFailed],
  ])('a failed download (%s) says so in the download section', async (_, error, message) => {
    const { actor, runs, snap } = start()
    actor.send({ type: 'data.export' })
    runs.exportData[0]!.reject(error)
    await settled()
    expect(snap().value).toBe('failure')
    expect(snap().context.failure).toEqual({ during: 'export', message, problems: [] })
    actor.send({ type: 'data.export' })
    expect(snap().value).toBe('exporting')
    expect(snap().context.failure).toBeNull()
  })
})

describe('user data machine: import', () => {
  it('file.choose → reading → confirming (preview) → import.confirm → importing (the file’s document) → imported', async () => {
    const { actor, runs, snap } = start()
    const file = sampleFile()
    actor.send({ type: 'file.choose', file })
    expect(snap().value).toBe('reading')
    expect(snap().hasTag('busy')).toBe(true)
    expect(runs.readFile[0]!.input.file).toBe(file)
    runs.readFile[0]!.answer.resolve(chosen)
    await settled()
    expect(snap().value).toBe('confirming')
    expect(snap().context.preview).toEqual(chosen)
    expect(snap().can({ type: 'data.export' })).toBe(false)
    actor.send({ type: 'import.confirm' })
    expect(snap().value).toBe('importing')
    expect(runs.importData[0]!.input.document).toBe(chosen.document)
    actor.send({ type: 'import.cancel' })
    expect(snap().value).toBe('importing')
    runs.importData[0]!.answer.resolve(sampleCounts)
    await settled()
    expect(snap().value).toBe('imported')
    expect(snap().context.imported).toEqual(sampleCounts)
    expect(snap().context.preview).toBeNull()
  })

  it('cancel forgets the file; another file can replace the one waiting', async () => {
    const { actor, runs, snap } = start()
    actor.send({ type: 'file.choose', file: sampleFile() })
    runs.readFile[0]!.answer.resolve(chosen)
    await settled()
    actor.send({ type: 'file.choose', file: sampleFile({}, 'other.json') })
    expect(snap().value).toBe('reading')
    expect(snap().context.preview).toBeNull()
    runs.readFile[1]!.answer.resolve({ ...chosen, fileName: 'other.json' })
    await settled()
    actor.send({ type: 'import.cancel' })
    expect(snap().value).toBe('idle')
    expect(snap().context).toEqual({ exported: null, preview: null, imported: null, failure: null })
    expect(runs.importData).toHaveLength(0)
  })

  it.each([
    ['too large', new UserDataFileError('too_large'), userDataMessages.tooLarge, []],
    ['not JSON', new UserDataFileError('not_json'), userDataMessages.notJson, []],
    ['not an export', new UserDataFileError('wrong_format'), userDataMessages.wrongFormat, []],
    [
      'refused fields',
      new UserDataFileError('invalid', [{ path: 'lancamentos.0.categoriaId', key: 'unknown_category' }, { path: 'livros.0.preco', key: 'whatever' }]),
      userDataMessages.invalidFile,
      [
        { path: 'lancamentos.0.categoriaId', message: fieldMessages.unknown_category },
        { path: 'livros.0.preco', message: fieldMessages.invalid_value },
      ],
    ],
    ['unreadable', new Error('read failed'), userDataMessages.unreadable, []],
  ])('a file that cannot be imported (%s) says why, nothing sent', async (_, error, message, problems) => {
    const { actor, runs, snap } = start()
    actor.send({ type: 'file.choose', file: sampleFile() })
    runs.readFile[0]!.answer.reject(error)
    await settled()
    expect(snap().value).toBe('failure')
    expect(snap().context.failure).toEqual({ during: 'import', message, problems })
    expect(runs.importData).toHaveLength(0)
  })

  it.each([
    ['409: the account has data', new ApiError({ status: 409, code: 'account_not_empty', message: 'x' }), userDataMessages.notEmpty, []],
    ['400: two categories with one name', new ApiError({ status: 400, code: 'category_exists', message: 'x', fieldErrors: { 'categorias.3.nomeCategoria': 'x' } }), userDataMessages.duplicateCategory, [{ path: 'categorias.3.nomeCategoria', message: null }]],
    ['400: another refusal', new ApiError({ status: 400, code: 'unknown_category', message: 'x', fieldErrors: { 'lancamentos.0.categoriaId': 'x' } }), userDataMessages.invalidFile, [{ path: 'lancamentos.0.categoriaId', message: null }]],
    ['413', new ApiError({ status: 413, code: 'payload_too_large', message: 'x' }), userDataMessages.tooLarge, []],
    ['429', new ApiError({ status: 429, code: 'too_many_writes', message: 'x' }), userDataMessages.tooManyWrites, []],
    ['no connection', networkError(new Error('offline')), userDataMessages.network, []],
    ['500', new ApiError({ status: 500, code: 'internal_error', message: 'x' }), userDataMessages.importFailed, []],
  ])('an import the API refuses (%s) says why', async (_, error, message, problems) => {
    const { actor, runs, snap } = start()
    actor.send({ type: 'file.choose', file: sampleFile() })
    runs.readFile[0]!.answer.resolve(chosen)
    await settled()
    actor.send({ type: 'import.confirm' })
    runs.importData[0]!.answer.reject(error)
    await settled()
    expect(snap().value).toBe('failure')
    expect(snap().context.failure).toEqual({ during: 'import', message, problems })
    // From a failure: another file, or a download.
    expect(snap().can({ type: 'data.export' })).toBe(true)
    actor.send({ type: 'file.choose', file: sampleFile() })
    expect(snap().value).toBe('reading')
  })

  it('while busy, nothing else starts', () => {
    const { actor, runs, snap } = start()
    actor.send({ type: 'file.choose', file: sampleFile() })
    actor.send({ type: 'data.export' })
    actor.send({ type: 'file.choose', file: sampleFile() })
    actor.send({ type: 'import.confirm' })
    expect(snap().value).toBe('reading')
    expect(runs.readFile).toHaveLength(1)
    expect(runs.exportData).toHaveLength(0)
  })
})

describe('user data actors (the real ones, over mocked API calls)', () => {
  it('exportData fetches the document and saves it as portfolio-financas-<username>-<date>.json', async () => {
    storage.set('nomeUsuario', 'bia')
    vi.mocked(api.fetchUserData).mockResolvedValueOnce(sampleUserData())
    const actor = createActor(userDataMachine).start()
    actor.send({ type: 'data.export' })
    await waitFor(actor, (s) => s.matches('exported'))
    expect(actor.getSnapshot().context.exported).toEqual({ fileName: 'portfolio-financas-bia-2026-11-15.json', counts: sampleCounts, importable: true })
    const [fileName, content, type] = vi.mocked(downloadFile).mock.calls.at(-1)!
    expect([fileName, type]).toEqual(['portfolio-financas-bia-2026-11-15.json', 'application/json'])
    expect(JSON.parse(content)).toEqual(sampleUserData())
  })

  it('exportData says when the document is over the import limit; readFile refuses such a document, not an indented file under it', async () => {
    storage.set('nomeUsuario', 'bia')
    const sample = sampleUserData()
    const entry = sample.lancamentos[0]!
    // Compact JSON over 20 MiB: ~60,000 entries of ~370 bytes.
    const plain = { ...entry, parcelamentoMensalId: null, recorrenciaId: null, dataOcorrencia: null, cartaoId: null, faturaMes: null, contaBancariaId: null }
    const lancamentos = Array.from({ length: 60_000 }, (_, index) => ({ ...plain, id: 100_000 + index, descricao: `Compra ${index} no mercado do bairro` }))
    const big = { ...sample, lancamentos: [...sample.lancamentos, ...lancamentos] }
    expect(api.documentBytes(big)).toBeGreaterThan(USER_DATA_MAX_BYTES)
    vi.mocked(api.fetchUserData).mockResolvedValueOnce(big)
    const actor = createActor(userDataMachine).start()
    actor.send({ type: 'data.export' })
    await waitFor(actor, (s) => s.matches('exported'))
    expect(actor.getSnapshot().context.exported).toMatchObject({ importable: false, counts: { lancamentos: 60_000 + sample.lancamentos.length } })
    expect(() => api.parseUserDataFile('big.json', JSON.stringify(big))).toThrow(expect.objectContaining({ problem: 'too_large' }))
    // The same document indented (as a download saves it) is larger than the limit as a file, and imports when its body fits.
    const fits = { ...sample, lancamentos: big.lancamentos.slice(0, 40_000) }
    const indented = JSON.stringify(fits, null, 2)
    expect(indented.length).toBeGreaterThan(USER_DATA_MAX_BYTES)
    expect(api.documentBytes(fits)).toBeLessThanOrEqual(USER_DATA_MAX_BYTES)
    expect(api.parseUserDataFile('fits.json', indented).counts.lancamentos).toBe(40_000)
    // Documents of 20 MiB and more, made and parsed: about 2 s alone, over 5 s on two busy cores.
  }, 30_000)

  it('readFile checks the chosen file; importData sends its JSON as read', async () => {
    vi.mocked(api.importUserData).mockResolvedValueOnce(sampleCounts)
    const actor = createActor(userDataMachine).start()
    actor.send({ type: 'file.choose', file: sampleFile() })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(actor.getSnapshot().context.preview).toMatchObject({ fileName: 'portfolio-financas-bia-2026-11-15.json', counts: sampleCounts })
    actor.send({ type: 'import.confirm' })
    await waitFor(actor, (s) => s.matches('imported'))
    expect(api.importUserData).toHaveBeenLastCalledWith(sampleUserData())
  })

  it('readFile refuses a file over 60 MB (three times the import limit: a download is indented) without reading it', async () => {
    const file = sampleFile()
    Object.defineProperty(file, 'size', { value: USER_DATA_FILE_MAX_BYTES + 1 })
    const text = vi.spyOn(file, 'text')
    const actor = createActor(userDataMachine).start()
    actor.send({ type: 'file.choose', file })
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.failure?.message).toEqual(userDataMessages.tooLarge)
    expect(text).not.toHaveBeenCalled()
  })
})

describe('the file check (the import’s own contract, before anything is sent)', () => {
  const check = (document: unknown) => {
    try {
      return parseUserDataFile('dados.json', typeof document === 'string' ? document : JSON.stringify(document))
    } catch (error) {
      return error as UserDataFileError
    }
  }

  it('an export of this site: its JSON as read and the counts', () => {
    expect(check(sampleUserData())).toEqual({ fileName: 'dados.json', document: sampleUserData(), counts: sampleCounts })
  })

  it.each([
    ['not JSON', '{"formato": ', 'not_json'],
    ['JSON but not an object', '[1, 2]', 'wrong_format'],
    ['another format', { ...sampleUserData(), formato: 'outro' }, 'wrong_format'],
    ['another version', { ...sampleUserData(), versao: 2 }, 'wrong_format'],
  ])('%s', (_, document, problem) => {
    const error = check(document)
    expect(error).toBeInstanceOf(UserDataFileError)
    expect((error as UserDataFileError).problem).toBe(problem)
  })

  it('a broken link or field names the place and the message key the API would give', () => {
    const document = sampleUserData()
    document.lancamentos[0]!.categoriaId = 99
    expect((check(document) as UserDataFileError).issues).toEqual([{ path: 'lancamentos.0.categoriaId', key: 'unknown_category' }])
    const fields = sampleUserData() as unknown as { livros: Array<Record<string, unknown>>; pessoas: Array<Record<string, unknown>> }
    delete fields.livros[0]!.titulo
    fields.pessoas[0]!.nomePessoa = 'x'.repeat(61)
    expect((check(fields) as UserDataFileError).issues).toEqual([
      { path: 'livros.0.titulo', key: 'required' },
      { path: 'pessoas.0.nomePessoa', key: 'too_long' },
    ])
  })

  it('bank accounts and transfers: links to accounts of the file, ids once; balances are not read', () => {
    const ignoredBalances = sampleUserData()
    ignoredBalances.contasBancarias[0]!.saldoAtual = 1e9
    expect(check(ignoredBalances)).toMatchObject({ counts: sampleCounts })

    const unknown = sampleUserData()
    unknown.transferencias[0]!.contaOrigemId = 99
    unknown.lancamentos[0]!.contaBancariaId = 98
    expect((check(unknown) as UserDataFileError).issues).toEqual([
      { path: 'transferencias.0.contaOrigemId', key: 'unknown_bank_account' },
      { path: 'lancamentos.0.contaBancariaId', key: 'unknown_bank_account' },
    ])

    const repeated = sampleUserData()
    repeated.contasBancarias[1]!.id = repeated.contasBancarias[0]!.id
    expect((check(repeated) as UserDataFileError).issues).toContainEqual({ path: 'contasBancarias.1.id', key: 'duplicate_id' })

    const toItself = sampleUserData()
    toItself.transferencias[0]!.contaDestinoId = toItself.transferencias[0]!.contaOrigemId
    expect((check(toItself) as UserDataFileError).issues).toEqual([{ path: 'transferencias.0.contaDestinoId', key: 'same_bank_account' }])

    const fields = sampleUserData() as unknown as { contasBancarias: Array<Record<string, unknown>>; transferencias: Array<Record<string, unknown>> }
    fields.contasBancarias[0]!.tipo = 'Cofre'
    fields.transferencias[0]!.valor = 0
    expect((check(fields) as UserDataFileError).issues).toEqual([
      { path: 'contasBancarias.0.tipo', key: 'invalid_value' },
      { path: 'transferencias.0.valor', key: 'invalid_amount' },
    ])
  })

  it('recurring series and budgets are read and their links checked', () => {
    const series = { id: 91, descricao: 'Aluguel', valor: 1800, tipoLancamento: 'Despesa', categoriaId: 11, contaBancariaId: 72, cartaoId: null, frequencia: 'Mensal', dataInicio: '2026-11-30', dataFim: null, ajusteFimDeSemana: 'Nenhum', ativa: true, proximaOcorrencia: '2026-11-30', geradaAte: '2027-11-15', datasPuladas: [], datasEditadas: [] }
    const document = { ...sampleUserData(), recorrencias: [series], orcamentos: [{ categoriaId: 11, mes: '2026-11', valorLimite: 800, repetir: true }] }
    expect((check(document) as UserDataFile).counts).toEqual({ ...sampleCounts, recorrencias: 1, orcamentos: 1 })
    const broken = { ...document, recorrencias: [{ ...series, categoriaId: 12 }], orcamentos: [{ categoriaId: 12, mes: '2026-11', valorLimite: 800, repetir: true }] }
    expect((check(broken) as UserDataFileError).issues).toEqual([
      { path: 'recorrencias.0.categoriaId', key: 'category_type_mismatch' },
      { path: 'orcamentos.0.categoriaId', key: 'category_type_mismatch' },
    ])
  })
})
