// The bank import page's actors (src/api/bank-import.ts): what the selects offer (the accounts, the cards with
// statement days, the categories), the chosen file read in the browser with the user's past imports (to
// preselect where it goes), the preview request, and the confirmation.
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { confirmImport, listImports, previewImport } from '@/api/bank-import'
import type { ImportConfirm, ImportPreview, ImportResult, ImportSummary, PreviewRequest } from '@/api/bank-import'
import { bankCardsApi, categoriesApi } from '@/api/registries'
import type { BankCard, Category } from '@/api/registries'
import { hasStatementDays } from '@contract/bank-card'
import type { LocalStatementFile } from '@/lib/statement-file'

/** What the page's selects offer. */
export interface ImportOptions {
  /** The accounts not archived. */
  accounts: BankAccount[]
  /** The cards with statement days (an import places card rows on statements). */
  cards: BankCard[]
  categories: Category[]
}

/** A chosen file as the browser read it, with the user's past imports (empty when they could not be loaded). */
export interface ReadFile {
  local: LocalStatementFile
  imports: ImportSummary[]
}

/** A file over the import's limit: refused before anything is sent (the API would answer 413). */
export class ImportFileTooLarge extends Error {
  override readonly name = 'ImportFileTooLarge'
}

export const bankImportActors = {
  loadOptions: fromPromise<ImportOptions>(async () => {
    const [accounts, cards, categories] = await Promise.all([listBankAccounts(), bankCardsApi().list(), categoriesApi().list()])
    return { accounts: accounts.filter((account) => !account.arquivada), cards: cards.filter(hasStatementDays), categories }
  }),
  /** The reader (and its CSV parser) load with the first file, not with the page. */
  readFile: fromPromise<ReadFile, { file: File }>(async ({ input }) => {
    const reader = await import('@/lib/statement-file')
    if (!reader.fitsStatementFileSize(input.file.size)) throw new ImportFileTooLarge()
    const imports = listImports().catch((): ImportSummary[] => [])
    const bytes = await input.file.arrayBuffer()
    return { local: reader.readStatementFile(new Uint8Array(bytes)), imports: await imports }
  }),
  sendFile: fromPromise<ImportPreview, PreviewRequest>(({ input }) => previewImport(input)),
  confirmImport: fromPromise<ImportResult, { id: number; body: ImportConfirm }>(({ input }) => confirmImport(input.id, input.body)),
}
