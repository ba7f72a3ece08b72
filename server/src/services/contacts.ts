import { desc, eq } from 'drizzle-orm'
import type { Contact, ContactRequest } from '@contract/contact'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { contacts } from '../db/schema'
import { notFound } from '../http/errors'

// Contact messages (docs/product-rules.md#contact-messages).
// Anyone may send one; only admins read and delete them. They are global, not owned by a user.

type ContactRow = typeof contacts.$inferSelect

function toContact(row: ContactRow): Contact {
  return { id: row.id, nome: row.nome, email: row.email, mensagem: row.mensagem, dataContato: row.dataContato.toISOString() }
}

export interface ContactService {
  /** Stores a validated message with `dataContato` = server time. */
  create(input: ContactRequest): Promise<Contact>
  /** Every message, newest first. */
  list(): Promise<Contact[]>
  /** One message; 404 when there is none with that id. */
  get(id: number): Promise<Contact>
  /** Deletes one message; 404 when there is none with that id. */
  remove(id: number): Promise<void>
}

export function createContactService({ db, clock }: { db: Database; clock: Clock }): ContactService {
  return {
    async create(input) {
      const [row] = await db
        .insert(contacts)
        .values({ nome: input.nome, email: input.email, mensagem: input.mensagem, dataContato: new Date(clock.now()) })
        .returning()
      return toContact(row!)
    },

    async list() {
      const rows = await db.select().from(contacts).orderBy(desc(contacts.dataContato), desc(contacts.id))
      return rows.map(toContact)
    },

    async get(id) {
      const [row] = await db.select().from(contacts).where(eq(contacts.id, id))
      if (!row) throw notFound()
      return toContact(row)
    },

    async remove(id) {
      const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id })
      if (deleted.length === 0) throw notFound()
    },
  }
}
