import { z } from 'zod'

// A user's sessions (docs/product-rules.md#sessions): each sign-in that has not ended, with the device its browser
// names, the address it was last used from, when it started and when it was last used (its last token refresh).

/** A session's id: its refresh tokens' family, a UUID. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const userSessionSchema = z
  .object({
    id: z.string().meta({ description: 'The session id (path of DELETE /v1/api/usuario/sessoes/{id})', example: '3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f' }),
    navegador: z.string().nullable().meta({ description: 'The browser or program its User-Agent names, null when unknown', example: 'Chrome' }),
    sistema: z.string().nullable().meta({ description: 'The operating system its User-Agent names, null when unknown', example: 'Linux' }),
    endereco: z.string().nullable().meta({ description: 'The client address it was last used from (an IPv6 address as its /64), null when unknown', example: '203.0.113.7' }),
    iniciadaEm: z.iso.datetime({ offset: true }).meta({ description: 'The sign-in', example: '2026-12-01T09:15:00.000-03:00' }),
    ultimoUsoEm: z.iso.datetime({ offset: true }).meta({ description: 'The last token refresh (at most 15 minutes behind the last request)', example: '2026-12-05T18:30:00.000-03:00' }),
    atual: z.boolean().meta({ description: 'Whether this is the session of the token that asks' }),
  })
  .meta({ id: 'UserSession' })
export type UserSession = z.infer<typeof userSessionSchema>

export const userSessionListSchema = z.array(userSessionSchema).meta({ id: 'UserSessionList' })
