// The statement import page (/financas/importar, docs/product-rules.md#bank-statement-import) in both languages, over
// the real machines with their actors provided: a real OFX dropped on the drop zone and read in the
// browser by the real reader (its account's last target preselected), the preview in the page's language (situations, a duplicate's
// explanation and link, the reconciliation), a row's category, the confirmation and its result; a CSV no
// profile knows with the mapping last used for the account; the past imports; and the entries and account
// statement pages opened on the month a link names. What the actors send to the API is tested in
// tests/machines/bank-import.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { bankImportMachine } from '@machines/finance/import/bank-import.machine'
import type { ImportOptions, ReadFile } from '@machines/finance/import/bank-import.actors'
import { importHistoryMachine } from '@machines/finance/import/import-history.machine'
import type { ImportConfirm, ImportPreview, ImportResult, ImportSummary, PreviewRequest } from '@/api/bank-import'
import { ApiError } from '@/api/errors'
import { readStatementFile } from '@/lib/statement-file'
import type { Language } from '@/lib/storage'
import BankImportView from '@/views/finance/import/bank-import-view'
import EntriesView from '@/views/finance/entries/entries-view'
import AccountStatementView from '@/views/finance/accounts/account-statement-view'
import { aprilImport, importOptions, preview, result, summary } from '../fixtures/bank-import'
import { apiActor, pendingActor } from '../support/api-actors'
import { accountStatementLogic } from '../support/bank-account-logic'
import { entriesLogic } from '../support/entries-logic'
import { renderApp, settle } from './support'

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/bank-file', name))
const clock = () => new Date('2026-06-01T15:00:00.000Z')

/**
 * The import page's actors and its past imports' over the user's `imports`: the file is read by the real reader in
 * the browser, with those imports (readFile's own list, to preselect where it goes); the preview and the
 * confirmation wait until the test answers them.
 */
function importLogic(imports: ImportSummary[] = [aprilImport]) {
  const actors = {
    loadOptions: apiActor<ImportOptions>(async () => importOptions),
    readFile: apiActor<ReadFile, { file: File }>(async ({ file }) => ({ local: readStatementFile(new Uint8Array(await file.arrayBuffer())), imports })),
    sendFile: apiActor<ImportPreview, PreviewRequest>(),
    confirmImport: apiActor<ImportResult, { id: number; body: ImportConfirm }>(),
    loadImports: apiActor<ImportSummary[]>(async () => imports),
    undoImport: apiActor<ImportSummary, { id: number }>(),
  }
  const logic = bankImportMachine.provide({ actors: { loadOptions: actors.loadOptions.logic, readFile: actors.readFile.logic, sendFile: actors.sendFile.logic, confirmImport: actors.confirmImport.logic } })
  const historyLogic = importHistoryMachine.provide({ actors: { loadImports: actors.loadImports.logic, undoImport: actors.undoImport.logic } })
  return { actors, logic, historyLogic }
}

const texts = {
  en: {
    title: 'Import a bank statement',
    drop: 'Drop the statement file here, or',
    target: 'Account or card',
    remembered: 'Chosen because the last file of this bank account went there.',
    see: 'See the rows',
    review: 'Review the rows',
    badges: ['New', 'Already imported', 'New', 'Possible duplicate', 'Ignored', 'Transfer'],
    duplicate: 'Same as “Aluguel maio” of May 5, 2026, R$ 1,200.00.',
    duplicateLink: 'See “Aluguel maio” of May 5, 2026',
    balanceRow: 'A balance or total row, not a movement.',
    reconciliation: "Balance of Itaú conta on May 31, 2026 after importing: R$ 2,461.10 — the same as the bank's.",
    category: 'Category of Farmácia',
    skip: 'Skip the rows: go to the totals and the import button',
    confirm: 'Import 102 rows',
    imported: 'Imported into your finances',
    written: ['New entries99', 'Linked to entries already here2', 'Transfers and bill payments1', 'Left out2'],
    history: 'Past imports',
    historyRow: 'New: 30 · Linked: 2 · Transfers: 1 · Left out: 3',
    historyLine: '2 imports, the last on 5/2/26',
    columns: "The file's columns",
    day: 'Day',
    description: 'Description',
    amount: 'Amount',
    unreadable: 'Não foi possível ler o arquivo (linha 2): colunas demais.',
  },
  'pt-BR': {
    title: 'Importar extrato bancário',
    drop: 'Solte o arquivo do extrato aqui, ou',
    target: 'Conta ou cartão',
    remembered: 'Escolhido porque o último arquivo desta conta bancária foi para lá.',
    see: 'Ver as linhas',
    review: 'Revise as linhas',
    badges: ['Nova', 'Já importada', 'Nova', 'Possível duplicata', 'Ignorada', 'Transferência'],
    duplicate: 'Igual a “Aluguel maio” de 5 de mai. de 2026, R$ 1.200,00.',
    duplicateLink: 'Ver “Aluguel maio” de 5 de mai. de 2026',
    balanceRow: 'Uma linha de saldo ou total, não um movimento.',
    reconciliation: 'Saldo de Itaú conta em 31 de mai. de 2026 após importar: R$ 2.461,10 — igual ao do banco.',
    category: 'Categoria de Farmácia',
    skip: 'Pular as linhas: ir aos totais e ao botão de importar',
    confirm: 'Importar 102 linhas',
    imported: 'Importado nas suas finanças',
    written: ['Novos lançamentos99', 'Vinculadas a lançamentos existentes2', 'Transferências e pagamentos de fatura1', 'Deixadas de fora2'],
    history: 'Importações anteriores',
    historyRow: 'Novos: 30 · Vinculados: 2 · Transferências: 1 · Deixados de fora: 3',
    historyLine: '2 importações, a última em 02/05/2026',
    columns: 'As colunas do arquivo',
    day: 'Dia',
    description: 'Descrição',
    amount: 'Valor',
    unreadable: 'Não foi possível ler o arquivo (linha 2): colunas demais.',
  },
} satisfies Record<Language, unknown>

// Intl's no-break spaces as plain ones, as Testing Library reads text.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe.each(['en', 'pt-BR'] as const)('statement import page (%s)', (language) => {
  const t = texts[language]
  const render = async (imports?: ImportSummary[]) => {
    const page = importLogic(imports)
    await renderApp({ language, path: '/financas/importar' }, <BankImportView logic={page.logic} historyLogic={page.historyLogic} clock={clock} />)
    await settle()
    return page.actors
  }

  it('an OFX dropped: read in the browser, its account preselected, the preview, a category changed, confirmed', async () => {
    // April's file came from the same bank account as this one (bank 999, branch 1234-5, account 67890-1).
    const actors = await render([summary(31, { contaArquivo: { banco: '999', agencia: '12345', conta: '67890-1' } }), aprilImport])
    actors.sendFile.mockResolvedValue(preview)
    actors.confirmImport.mockResolvedValue(result)
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    // The past imports stand above the steps, folded to one line that says how many and the last one's day.
    const history = screen.getByRole('region', { name: t.history })
    expect(history.compareDocumentPosition(document.getElementById('file-title')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const fold = () => within(screen.getByRole('region', { name: t.history })).getByRole('button', { name: new RegExp(`^${t.history}`) })
    expect(fold()).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(fold().getAttribute('aria-controls')!)).not.toBeVisible()
    expect(plain(fold().textContent)).toBe(`›${t.history}${t.historyLine}`)
    const zone = screen.getByText(t.drop).parentElement!
    const file = new File([fixture('sgml-quirks-utf8.ofx')], 'extrato-maio.ofx')
    await settle(() => fireEvent.drop(zone, { dataTransfer: { files: [file] } }))
    await waitFor(() => expect(screen.getByLabelText(t.target)).toHaveValue('conta:1'))
    expect(screen.getByText(t.remembered)).toBeInTheDocument()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.see })))
    expect(actors.sendFile).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'extrato-maio.ofx', target: { tipo: 'conta', id: 1 } }))

    const section = screen.getByRole('region', { name: t.review })
    const rows = within(section).getAllByRole('row').slice(1, 7)
    expect(rows.map((row) => row.querySelector('td:nth-child(5)')!.textContent)).toEqual(t.badges)
    expect(plain(rows[3]!.textContent)).toContain(t.duplicate)
    expect(within(rows[3]!).getByRole('link', { name: t.duplicateLink })).toHaveAttribute('href', '/financas/lancamento-financeiro?mes=2026-05')
    expect(rows[4]).toHaveTextContent(t.balanceRow)
    expect(plain(section.textContent)).toContain(plain(t.reconciliation))
    fireEvent.change(within(section).getByLabelText(t.category), { target: { value: '12' } })
    // A keyboard user skips the rows' controls to the totals, the next Tab being the buttons.
    fireEvent.click(within(section).getByRole('link', { name: t.skip }))
    expect(document.activeElement).toBe(section.querySelector('#import-rows-end'))
    // Unfolded before confirming, the past imports stay so when the list is read again after it.
    await settle(() => fireEvent.click(fold()))
    expect(fold()).toHaveAttribute('aria-expanded', 'true')
    await settle(() => fireEvent.click(within(section).getByRole('button', { name: t.confirm })))
    expect(actors.confirmImport).toHaveBeenCalledWith({ id: 40, body: { linhas: [{ linha: 4, acao: 'importar', categoriaId: 12 }] } })

    const done = screen.getByRole('region', { name: t.imported })
    expect(within(done).getAllByRole('listitem').map((item) => item.textContent)).toEqual(t.written)
    // The past imports are read with the file (to preselect its account), at first and again after the confirmation.
    expect(actors.readFile).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(actors.loadImports.mock.calls.length).toBeGreaterThanOrEqual(2))
    expect(fold()).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(fold().getAttribute('aria-controls')!)).toBeVisible()
    expect(within(screen.getByRole('region', { name: t.history })).getAllByRole('row')[1]).toHaveTextContent(t.historyRow)
  })

  it('a CSV no profile knows: the mapping last used for the account fills the form, and the file is read with it', async () => {
    const mapping = { data: 'when', descricao: 'what', valor: 'how much', formatoData: 'yyyy-mm-dd', decimal: '.', inverterSinal: false, delimitador: ';' }
    const actors = await render([summary(50, { formato: 'csv', perfil: 'generic', mapeamento: mapping })])
    actors.sendFile.mockRejectedValueOnce(new ApiError({ status: 400, code: 'import_unreadable', message: 'x', fieldErrors: { mapeamento: 'import_unknown_layout' } })).mockResolvedValueOnce(preview)
    await settle(() => fireEvent.change(screen.getByLabelText(language === 'en' ? 'Statement file' : 'Arquivo do extrato'), { target: { files: [new File([fixture('unknown-layout.csv')], 'gastos.csv')] } }))
    await waitFor(() => expect(screen.getByText('gastos.csv')).toBeInTheDocument())
    fireEvent.change(screen.getByLabelText(t.target), { target: { value: 'conta:1' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.see })))
    const form = screen.getByRole('region', { name: t.columns })
    expect(within(form).getByLabelText(t.day)).toHaveValue('0')
    expect(within(form).getByLabelText(t.description)).toHaveValue('1')
    expect(within(form).getByLabelText(t.amount)).toHaveValue('2')
    await settle(() => fireEvent.submit(within(form).getByLabelText(t.day).closest('form')!))
    expect(actors.sendFile).toHaveBeenLastCalledWith(expect.objectContaining({ fileName: 'gastos.csv', mapeamento: mapping }))
    expect(screen.getByRole('region', { name: t.review })).toBeInTheDocument()
  })

  it('a file the server cannot read: its reason in the page’s words and the server’s, the file and target kept', async () => {
    const actors = await render()
    actors.sendFile.mockRejectedValue(new ApiError({ status: 400, code: 'import_unreadable', message: 'Não foi possível ler o arquivo (linha 2): colunas demais.', fieldErrors: { arquivo: 'import_field_count' } }))
    await settle(() => fireEvent.change(screen.getByLabelText(language === 'en' ? 'Statement file' : 'Arquivo do extrato'), { target: { files: [new File([fixture('damaged.csv')], 'danificado.csv')] } }))
    await waitFor(() => expect(screen.getByText('danificado.csv')).toBeInTheDocument())
    fireEvent.change(screen.getByLabelText(t.target), { target: { value: 'cartao:5' } })
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.see })))
    // The API's own words alone: ours would only say again that the file could not be read.
    expect(screen.getByRole('alert').textContent).toBe(`${t.unreadable}×`)
    expect(screen.getByLabelText(t.target)).toHaveValue('cartao:5')
    expect(screen.getByText('danificado.csv')).toBeInTheDocument()
  })
})

// Their actors never answer: only the month each page opens on matters here.
describe('the pages the import links to open on the month the link names', () => {
  const statementLogic = () => accountStatementLogic({ fetchStatement: { logic: pendingActor() }, deleteTransfer: { logic: pendingActor() }, saveTransfer: { logic: pendingActor() } })

  it('the entries page', async () => {
    const app = await renderApp({ path: '/financas/lancamento-financeiro?mes=2026-05' }, <EntriesView clock={clock} logic={entriesLogic().logic} />)
    expect(app.actors.byId('entryTable').getSnapshot().context.month).toBe('2026-05')
  })

  it('an account’s statement; a month no user may use is today’s', async () => {
    const app = await renderApp({ path: '/financas/contas/1?mes=2026-03' }, <AccountStatementView params={{ id: '1' }} clock={clock} logic={statementLogic()} />)
    expect(app.actors.byId('accountStatement').getSnapshot().context.month).toBe('2026-03')
    app.unmount()
    const again = await renderApp({ path: '/financas/contas/1?mes=2300-01' }, <AccountStatementView params={{ id: '1' }} clock={clock} logic={statementLogic()} />)
    expect(again.actors.byId('accountStatement').getSnapshot().context.month).toBe('2026-06')
  })
})
