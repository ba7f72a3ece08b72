// The password change machine's actor: PUT /v1/api/usuario/senha with the current and the new password.
import { fromPromise } from 'xstate'
import { changePassword } from '@/api/account-security'
import type { PasswordChangeRequest } from '@/api/account-security'

export const passwordChangeActors = {
  changePassword: fromPromise<void, PasswordChangeRequest>(({ input }) => changePassword(input)),
}
