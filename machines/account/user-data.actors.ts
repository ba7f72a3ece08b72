// The user data machine's actors (docs/product-rules.md#a-users-data): download the export as a file, read and
// check a chosen file, import it. Each calls src/api/user-data.ts; tests provide fakes instead.
import { fromPromise } from 'xstate'
import { documentBytes, fetchUserData, importUserData, readUserDataFile, userDataFileName } from '@/api/user-data'
import type { UserDataFile } from '@/api/user-data'
import { countUserData, USER_DATA_MAX_BYTES } from '@contract/user-data'
import type { UserDataCounts } from '@contract/user-data'
import { downloadFile } from '@/lib/download'
import { storage } from '@/lib/storage'

/** What a download saved: the file's name, how many rows of each kind it holds, and whether an import takes it back. */
export interface ExportedFile {
  fileName: string
  counts: UserDataCounts
  /** False when its document is over USER_DATA_MAX_BYTES: the page says so, since no import would take it. */
  importable: boolean
}

export const userDataActors = {
  /** GET the document and save it as the file the API names (portfolio-financas-<username>-<date>.json). */
  exportData: fromPromise<ExportedFile>(async () => {
    const document = await fetchUserData()
    const fileName = userDataFileName(storage.get('nomeUsuario') ?? 'usuario', document.exportadoEm)
    downloadFile(fileName, `${JSON.stringify(document, null, 2)}\n`, 'application/json')
    return { fileName, counts: countUserData(document), importable: documentBytes(document) <= USER_DATA_MAX_BYTES }
  }),
  /** Read the chosen file and check it with the import's own contract. */
  readFile: fromPromise<UserDataFile, { file: File }>(({ input }) => readUserDataFile(input.file)),
  /** POST the file's document into the signed-in user's account. */
  importData: fromPromise<UserDataCounts, { document: Record<string, unknown> }>(({ input }) => importUserData(input.document)),
}
