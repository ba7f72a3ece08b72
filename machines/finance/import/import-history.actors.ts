// The past imports' actors (src/api/bank-import.ts): the user's imports, newest first, and undoing one.
import { fromPromise } from 'xstate'
import { listImports, undoImport } from '@/api/bank-import'
import type { ImportSummary } from '@/api/bank-import'

export const importHistoryActors = {
  loadImports: fromPromise<ImportSummary[]>(() => listImports()),
  undoImport: fromPromise<ImportSummary, { id: number }>(({ input }) => undoImport(input.id)),
}
