import { z } from 'zod'
import { newPasswordField } from './auth'
import { requiredText } from './common'

// A signed-in user's password change (docs/product-rules.md#sessions): the current password and the new one, which
// follows the sign-up rule (newPasswordField). The page's form adds a confirmation the API never sees.

export const passwordChangeRequestSchema = z
  .object({
    senhaAtual: requiredText(200, { trim: false }),
    novaSenha: newPasswordField(),
  })
  .meta({ id: 'PasswordChangeRequest' })
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>

/** The page's form: the request plus the new password typed again, which must be the same ('password_mismatch'). */
export const passwordChangeFormSchema = passwordChangeRequestSchema
  .extend({ confirmacao: requiredText(200, { trim: false }) })
  .refine((form) => form.confirmacao === form.novaSenha, { path: ['confirmacao'], error: 'password_mismatch' })
