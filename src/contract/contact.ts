import { z } from 'zod'
import { requiredText } from './common'
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_PATTERN } from './contact-limits'

export { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_PATTERN }

// Contact message contract (docs/product-rules.md#contact-messages).
// The API matches request keys ignoring case, so `Nome` and `nome` both reach `nome`.

export const contactRequestSchema = z
  .object({
    nome: requiredText(CONTACT_NAME_MAX),
    email: requiredText(CONTACT_EMAIL_MAX).regex(EMAIL_PATTERN, { error: 'invalid_email' }),
    mensagem: requiredText(CONTACT_MESSAGE_MAX),
  })
  .meta({ id: 'ContactRequest' })
export type ContactRequest = z.infer<typeof contactRequestSchema>

export const contactSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    email: z.string(),
    mensagem: z.string(),
    /** Server time of arrival, ISO 8601. */
    dataContato: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Contact' })
export type Contact = z.infer<typeof contactSchema>

export const contactListSchema = z.array(contactSchema).meta({ id: 'ContactList' })
