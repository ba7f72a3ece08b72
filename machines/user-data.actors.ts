// The user data machine's actors (docs/product-rules.md#a-users-data): download the export as a file, read and
// check a chosen file, import it. Each calls src/api/user-data.ts; tests provide fakes instead.
import { fromPromise } from 'xstate'
import { fetchUserData, importUserData, readUserDataFile, userDataFileName } from '@/api/user-data'
import type { UserDataFile } from '@/api/user-data'
import { countUserData } from '@/api/schemas/user-data'
import type { UserDataCounts } from '@/api/schemas/user-data'
import { downloadFile } from '@/lib/download'
import { storage } from '@/lib/storage'

/** What a download saved: the file's name and how many rows of each kind it holds. */
export interface ExportedFile {
  fileName: string
  counts: UserDataCounts
}

export const userDataActors = {
  /** GET the document and save it as the file the API names (portfolio-financas-<username>-<date>.json). */
  exportData: fromPromise<ExportedFile>(async () => {
    const document = await fetchUserData()
    const fileName = userDataFileName(storage.get('nomeUsuario') ?? 'usuario', document.exportadoEm)
    downloadFile(fileName, `${JSON.stringify(document, null, 2)}\n`, 'application/json')
    return { fileName, counts: countUserData(document) }
  }),
  /** Read the chosen file and check it with the import's own contract. */
  readFile: fromPromise<UserDataFile, { file: File }>(({ input }) => readUserDataFile(input.file)),
  /** POST the file's document into the signed-in user's account. */
  importData: fromPromise<UserDataCounts, { document: Record<string, unknown> }>(({ input }) => importUserData(input.document)),
}
