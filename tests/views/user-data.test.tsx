// My data page (/meus-dados, docs/product-rules.md#a-users-data) in both languages, over the real machine with its export and
// import actors provided (the real ones: tests/machines/user-data.test.ts) and the real file check: download with its summary, a file checked in the browser and shown before
// the import, the import's summary, and every kind of failure in the page's language.
import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { Language } from '@/lib/storage'
import UserDataView from '@/views/account/user-data-view'
import { sampleCounts, sampleFile, sampleUserData } from '../fixtures/user-data'
import { userDataMachine } from '@machines/account/user-data.machine'
import type { ExportedFile } from '@machines/account/user-data.actors'
import { countUserData } from '@contract/user-data'
import type { UserDataCounts } from '@contract/user-data'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

let exportData = apiActor<ExportedFile>()
let importData = apiActor<UserDataCounts, { document: Record<string, unknown> }>()
beforeEach(() => {
  exportData = apiActor<ExportedFile>()
  importData = apiActor<UserDataCounts, { document: Record<string, unknown> }>()
})
/** What the export actor answers for the sample: the file it saved and what that holds. */
const exported = (importable = true): ExportedFile => ({ fileName: 'portfolio-financas-bia-2026-11-15.json', counts: countUserData(sampleUserData()), importable })

const texts = {
  en: {
    title: 'My data',
    download: 'Download my data',
    importTitle: 'Import data',
    choose: 'Choose a .json file',
    file: 'Data file',
    saved: 'Saved portfolio-financas-bia-2026-11-15.json, with:',
    tooBig: 'This file is larger than 20 MB, the most an import takes: it cannot be imported back into an account as it is.',
    counts: ['1Books', '2Categories', '1Cards', '1Account holders', '2Bank accounts', '1Transfers', '0Bill payments', '3Entries', '1Installment plans', '2Installments'],
    willImport: 'dados.json will import:',
    confirm: 'Import into my account',
    cancel: 'Cancel',
    imported: 'Imported into your account:',
    toFinances: 'Go to Finances',
    notEmpty: 'Your account already has data. Data can only be imported into an empty account.',
    notJson: 'This file is not JSON. Choose the .json file that “Download my data” saved.',
    wrongFormat: 'This file is not a data export of this site.',
    invalid: 'This file has data that cannot be imported. Nothing was saved.',
    problem: 'Entries 1, categoriaId: Category not found.',
    nested: 'Installment plans 1, Installments 2, valorPago',
    exportFailed: 'Could not download your data. Please try again.',
  },
  'pt-BR': {
    title: 'Meus dados',
    download: 'Baixar meus dados',
    importTitle: 'Importar dados',
    choose: 'Escolher um arquivo .json',
    file: 'Arquivo de dados',
    saved: 'portfolio-financas-bia-2026-11-15.json salvo, com:',
    tooBig: 'Este arquivo tem mais de 20 MB, o máximo que uma importação aceita: ele não pode ser importado de volta em uma conta como está.',
    counts: ['1Livros', '2Categorias', '1Cartões', '1Pessoas/contas', '2Contas bancárias', '1Transferências', '0Pagamentos de fatura', '3Lançamentos', '1Parcelamentos', '2Parcelas'],
    willImport: 'dados.json vai importar:',
    confirm: 'Importar para a minha conta',
    cancel: 'Cancelar',
    imported: 'Importado para a sua conta:',
    toFinances: 'Ir para Finanças',
    notEmpty: 'Sua conta já tem dados. A importação só é feita em uma conta vazia.',
    notJson: 'Este arquivo não é JSON. Escolha o arquivo .json salvo por “Baixar meus dados”.',
    wrongFormat: 'Este arquivo não é uma exportação de dados deste site.',
    invalid: 'Este arquivo tem dados que não podem ser importados. Nada foi salvo.',
    problem: 'Lançamentos 1, categoriaId: Categoria não encontrada.',
    nested: 'Parcelamentos 1, Parcelas 2, valorPago',
    exportFailed: 'Não foi possível baixar seus dados. Tente novamente.',
  },
} satisfies Record<Language, unknown>

const render = (language: Language) => renderApp({ language, path: '/meus-dados' }, <UserDataView logic={userDataMachine.provide({ actors: { exportData: exportData.logic, importData: importData.logic } })} />)

/** Chooses `file` in the hidden file input the "Choose" button opens, and lets the reading finish. */
const choose = (file: File, label: string) => settle(() => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }))

/** The count tiles of a summary, as "<value><label>". */
const countsIn = (element: HTMLElement) => within(element).getAllByRole('listitem').map((item) => item.textContent)

describe.each(['en', 'pt-BR'] as const)('my data page in %s', (language) => {
  const t = texts[language]

  it('shows both sections; Download saves the file and says what it holds', async () => {
    exportData.mockResolvedValueOnce(exported())
    await render(language)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title)
    expect(screen.getByRole('heading', { level: 2, name: t.download })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: t.importTitle })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.choose })).toBeEnabled()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.download })))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(t.saved)
    expect(countsIn(status)).toEqual(t.counts)
    expect(exportData).toHaveBeenCalledTimes(1)
  })

  it('a download over the import limit says that no import takes it back; one under it does not', async () => {
    exportData.mockResolvedValueOnce(exported(false))
    await render(language)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.download })))
    expect(screen.getByRole('status')).toHaveTextContent(t.tooBig)
    exportData.mockResolvedValueOnce(exported())
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.download })))
    expect(screen.getByRole('status')).toHaveTextContent(t.saved)
    expect(screen.getByRole('status')).not.toHaveTextContent(t.tooBig)
  })

  it('a failed download says so', async () => {
    exportData.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await render(language)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.download })))
    expect(screen.getByRole('alert')).toHaveTextContent(t.exportFailed)
  })

  it('a chosen file shows what it will import; confirming imports it and sums it up', async () => {
    importData.mockResolvedValueOnce(sampleCounts)
    await render(language)
    await choose(sampleFile(sampleUserData(), 'dados.json'), t.file)
    const preview = screen.getByRole('group', { name: t.willImport })
    expect(countsIn(preview)).toEqual(t.counts)
    expect(screen.getByRole('button', { name: t.download })).toBeDisabled()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.confirm })))
    expect(importData).toHaveBeenCalledWith({ document: sampleUserData() })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(t.imported)
    expect(countsIn(status)).toEqual(t.counts)
    expect(within(status).getByRole('link', { name: t.toFinances })).toHaveAttribute('href', '/financas')
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('Cancel forgets the file and sends nothing', async () => {
    await render(language)
    await choose(sampleFile(sampleUserData(), 'dados.json'), t.file)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.cancel })))
    expect(screen.queryByRole('group')).toBeNull()
    expect(importData).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: t.download })).toBeEnabled()
  })

  it('an account with data (409) is told so', async () => {
    importData.mockRejectedValueOnce(new ApiError({ status: 409, code: 'account_not_empty', message: 'x' }))
    await render(language)
    await choose(sampleFile(sampleUserData(), 'dados.json'), t.file)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.confirm })))
    expect(screen.getByRole('alert')).toHaveTextContent(t.notEmpty)
  })

  it.each([
    ['not JSON', 'formato: portfolio-financas', 'notJson'],
    ['JSON of something else', JSON.stringify({ livros: [] }), 'wrongFormat'],
  ] as const)('a file that is %s is refused before anything is sent', async (_, content, message) => {
    await render(language)
    await choose(sampleFile(content, 'dados.json'), t.file)
    expect(screen.getByRole('alert')).toHaveTextContent(t[message])
    expect(screen.queryByRole('group')).toBeNull()
    expect(importData).not.toHaveBeenCalled()
  })

  it('a file with broken data lists where and why', async () => {
    const document = sampleUserData()
    document.lancamentos[0]!.categoriaId = 99
    document.parcelamentos[0]!.mensais[1]!.valorPago = 10
    await render(language)
    await choose(sampleFile(document, 'dados.json'), t.file)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(t.invalid)
    const problems = within(alert).getAllByRole('listitem').map((item) => item.textContent)
    expect(problems[0]).toContain(t.nested)
    expect(importData).not.toHaveBeenCalled()
    // Fixed, the same file name can be chosen again.
    document.parcelamentos[0]!.mensais[1]!.valorPago = null
    await choose(sampleFile(document, 'dados.json'), t.file)
    expect(within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([t.problem])
  })
})
