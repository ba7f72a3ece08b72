// The contact form machine's actor: the anonymous send (POST /v1/api/contato).
// The API client (ofetch and the zod schemas) is loaded on the first submit, or earlier when the view calls
// prepareContact on the first touch of the form: /contato paints and hydrates without it.
import { fromPromise } from 'xstate'
import type { ContactRequest } from '@contract/contact'

/** Loads the contact API (once). */
export const prepareContact = () => import('@/api/contact')

export const contactFormActors = {
  /** Sends the fields as typed, trimmed. */
  submitContact: fromPromise<unknown, ContactRequest>(async ({ input }) =>
    (await prepareContact()).sendContact({ nome: input.nome.trim(), email: input.email.trim(), mensagem: input.mensagem.trim() }),
  ),
}
