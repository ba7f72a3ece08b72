// Effect of the contact form machine: the anonymous send (SPEC §7 POST /v1/api/contato).
import { sendContact } from '@/api/contact'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { ContactFormContext, ContactFormEvent } from './contact-form.machine'

export const contactFormEffects = {
  submitContact: effect<ContactFormContext, ContactFormEvent, unknown, ContactFormEvent>(
    ({ context }) =>
      sendContact({ nome: context.values.nome.trim(), email: context.values.email.trim(), mensagem: context.values.mensagem.trim() }),
    () => ({ type: 'contact.sent' }),
    (error) => ({ type: 'contact.failed', error: toApiFailure(error) }),
  ),
}
