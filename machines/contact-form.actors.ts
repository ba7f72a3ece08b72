// The contact form machine's actor: the anonymous send (POST /v1/api/contato).
import { fromPromise } from 'xstate'
import { sendContact } from '@/api/contact'
import type { ContactValues } from './contact-form.machine'

export const contactFormActors = {
  /** Sends the trimmed fields. */
  submitContact: fromPromise<unknown, ContactValues>(({ input }) =>
    sendContact({ nome: input.nome.trim(), email: input.email.trim(), mensagem: input.mensagem.trim() }),
  ),
}
