// Typed calls of a user's own account security (docs/product-rules.md#sessions): the password change, the sessions
// list parsed with the shared contract (src/contract/user-sessions.ts), and the end of one session or the others.
import { api } from './client'
import type { ApiClient } from './client'
import type { PasswordChangeRequest } from '../contract/password-change'
import { userSessionListSchema } from '../contract/user-sessions'
import type { UserSession } from '../contract/user-sessions'

export type { PasswordChangeRequest, UserSession }

const PASSWORD_PATH = '/v1/api/usuario/senha'
const SESSIONS_PATH = '/v1/api/usuario/sessoes'

/** PUT /v1/api/usuario/senha (204): the signed-in user's new password; every other session of theirs ends. */
export function changePassword(input: PasswordChangeRequest, client: ApiClient = api): Promise<void> {
  return client.send(PASSWORD_PATH, { method: 'PUT', body: { senhaAtual: input.senhaAtual, novaSenha: input.novaSenha } })
}

/** GET /v1/api/usuario/sessoes: the signed-in user's sessions, this one first. */
export function listSessions(client: ApiClient = api): Promise<UserSession[]> {
  return client.request(SESSIONS_PATH, userSessionListSchema)
}

/** DELETE /v1/api/usuario/sessoes/{id} (204; 404 when it has ended already or is not the user's). */
export function endSession(id: string, client: ApiClient = api): Promise<void> {
  return client.send(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

/** DELETE /v1/api/usuario/sessoes (204): every session of the user but this one ends. */
export function endOtherSessions(client: ApiClient = api): Promise<void> {
  return client.send(SESSIONS_PATH, { method: 'DELETE' })
}
