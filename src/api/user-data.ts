// Typed calls of a user's data (docs/product-rules.md#a-users-data): the export document and its import, parsed with the shared
// zod contract (src/contract/user-data.ts); and the check of a chosen file against that same contract,
// so the page refuses what the API would refuse before anything is sent.
import { api } from './client'
import type { ApiClient } from './client'
import {
  countUserData,
  userDataCountsSchema,
  userDataImportSchema,
  userDataSchema,
  USER_DATA_FORMAT,
  USER_DATA_MAX_BYTES,
  USER_DATA_VERSION,
} from '../contract/user-data'
import type { UserData, UserDataCounts } from '../contract/user-data'
import { fieldMessageKeys } from '../contract/messages'
import { isPlainObject } from '@contract/objects'

export type { UserData, UserDataCounts }

const PATH = '/v1/api/usuario/dados'

/** GET /v1/api/usuario/dados: every row of the signed-in user. */
export function fetchUserData(client: ApiClient = api): Promise<UserData> {
  return client.request(PATH, userDataSchema)
}

/** POST /v1/api/usuario/dados: `document` (as read from the file) into the signed-in user's empty account. */
export function importUserData(document: Record<string, unknown>, client: ApiClient = api): Promise<UserDataCounts> {
  return client.request(PATH, userDataCountsSchema, { method: 'POST', body: document })
}

/** The name the API gives the export (its Content-Disposition): portfolio-financas-<username>-<YYYY-MM-DD>.json. */
export function userDataFileName(username: string, exportedAt: string): string {
  return `${USER_DATA_FORMAT}-${username}-${exportedAt.slice(0, 10)}.json`
}

/** Why a chosen file cannot be imported: too big, not JSON, not an export of this site, or data the API refuses. */
export type UserDataFileProblem = 'too_large' | 'not_json' | 'wrong_format' | 'invalid'

/** One field the contract refuses: its dotted path (`lancamentos.3.categoriaId`) and message key. */
export interface UserDataFileIssue {
  path: string
  key: string
}

export class UserDataFileError extends Error {
  override readonly name = 'UserDataFileError'
  constructor(
    readonly problem: UserDataFileProblem,
    readonly issues: readonly UserDataFileIssue[] = [],
  ) {
    super(problem)
  }
}

/** A file that can be imported: the JSON to send and how many rows of each kind it holds. */
export interface UserDataFile {
  fileName: string
  document: Record<string, unknown>
  counts: UserDataCounts
}

const importSchema = userDataImportSchema()
const fieldKeys = new Set<string>(fieldMessageKeys)

/** The message key of a refused field, as the API names it (server/src/http/validation.ts). */
function issueKey(issue: { code: string; message: string; origin?: string }): string {
  if (fieldKeys.has(issue.message)) return issue.message
  if (issue.code === 'invalid_type') return issue.message.endsWith('received undefined') ? 'required' : 'invalid_type'
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long'
  return 'invalid_value'
}

/** The bytes `document` takes as the import's body (compact JSON, as importUserData sends it; USER_DATA_MAX_BYTES at most). */
export const documentBytes = (document: unknown) => new TextEncoder().encode(JSON.stringify(document)).length

/** A chosen file may be larger than the body it makes: the export saves its document indented for reading. */
export const USER_DATA_FILE_MAX_BYTES = 3 * USER_DATA_MAX_BYTES

/** Reads the text of a chosen file as a document to import, or throws a UserDataFileError saying why not. */
export function parseUserDataFile(fileName: string, text: string): UserDataFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new UserDataFileError('not_json')
  }
  if (!isPlainObject(json) || json.formato !== USER_DATA_FORMAT || json.versao !== USER_DATA_VERSION) throw new UserDataFileError('wrong_format')
  if (documentBytes(json) > USER_DATA_MAX_BYTES) throw new UserDataFileError('too_large')
  const parsed = importSchema.safeParse(json)
  if (!parsed.success) {
    throw new UserDataFileError(
      'invalid',
      parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), key: issueKey(issue as { code: string; message: string; origin?: string }) })),
    )
  }
  return { fileName, document: json, counts: countUserData(parsed.data) }
}

/** Reads a chosen file (its document at most the API's limit) and checks it with parseUserDataFile. */
export async function readUserDataFile(file: File): Promise<UserDataFile> {
  if (file.size > USER_DATA_FILE_MAX_BYTES) throw new UserDataFileError('too_large')
  return parseUserDataFile(file.name, await file.text())
}
