import { and, eq } from 'drizzle-orm'
import type { AccountHolder, AccountHolderCreate, AccountHolderUpdate } from '@contract/account-holder'
import type { Database } from '../db/client'
import { isReferencedRowDelete, isUniqueViolation } from '../db/errors'
import { containsFolded, folded } from '../db/fold'
import { accountHolders, installmentPlans } from '../db/schema'
import { ownedBy } from '../db/scope'
import { conflict, notFound } from '../http/errors'

// Account holders (docs/product-rules.md#registries-categories-bank-cards-account-holders).
// Every query is scoped to the signed-in user. One person name per user (case and accents ignored, a
// unique index holds it); a person that an installment plan uses cannot be deleted.

type AccountHolderRow = typeof accountHolders.$inferSelect

export const toAccountHolder = (row: AccountHolderRow): AccountHolder => ({ id: row.id, nomePessoa: row.nomePessoa })

export interface AccountHolderService {
  /** The user's account holders by name (case and accents ignored). */
  list(userId: number): Promise<AccountHolder[]>
  /** One of the user's account holders; 404 when not theirs. */
  get(userId: number, id: number): Promise<AccountHolder>
  /** The user's account holders whose name contains `name` (case and accents ignored); 404 when none (the original client reads it as an empty list). */
  searchByName(userId: number, name: string): Promise<AccountHolder[]>
  /** 409 'account_holder_exists' when the user has that name already (any case, any accents). */
  create(userId: number, input: AccountHolderCreate): Promise<AccountHolder>
  /** 404 when not theirs; 409 on a duplicate name. */
  update(userId: number, input: AccountHolderUpdate): Promise<AccountHolder>
  /** 404 when not theirs; 409 'account_holder_in_use' while an installment plan uses it. */
  remove(userId: number, id: number): Promise<void>
}

/**
 * The account holder service over `db`.
 */
export function createAccountHolderService({ db }: { db: Database }): AccountHolderService {
  const mine = (userId: number, id: number) => and(eq(accountHolders.id, id), ownedBy(accountHolders, userId))
  const byName = [folded(accountHolders.nomePessoa), accountHolders.nomePessoa, accountHolders.id]

  const unlessDuplicate = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('account_holder_exists')
      throw error
    }
  }

  return {
    async list(userId) {
      const rows = await db.select().from(accountHolders).where(ownedBy(accountHolders, userId)).orderBy(...byName)
      return rows.map(toAccountHolder)
    },

    async get(userId, id) {
      const [row] = await db.select().from(accountHolders).where(mine(userId, id))
      if (!row) throw notFound()
      return toAccountHolder(row)
    },

    async searchByName(userId, name) {
      const rows = await db
        .select()
        .from(accountHolders)
        .where(and(ownedBy(accountHolders, userId), containsFolded(accountHolders.nomePessoa, name.trim())))
        .orderBy(...byName)
      if (rows.length === 0) throw notFound()
      return rows.map(toAccountHolder)
    },

    async create(userId, input) {
      const [row] = await unlessDuplicate(() => db.insert(accountHolders).values({ userId, nomePessoa: input.nomePessoa }).returning())
      return toAccountHolder(row!)
    },

    async update(userId, input) {
      const [row] = await unlessDuplicate(() =>
        db.update(accountHolders).set({ nomePessoa: input.nomePessoa }).where(mine(userId, input.id)).returning(),
      )
      if (!row) throw notFound()
      return toAccountHolder(row)
    },

    async remove(userId, id) {
      const [current] = await db.select({ id: accountHolders.id }).from(accountHolders).where(mine(userId, id))
      if (!current) throw notFound()
      const [plan] = await db
        .select({ id: installmentPlans.id })
        .from(installmentPlans)
        .where(eq(installmentPlans.pessoaContaId, id))
        .limit(1)
      if (plan) throw conflict('account_holder_in_use')
      try {
        await db.delete(accountHolders).where(mine(userId, id))
      } catch (error) {
        if (isReferencedRowDelete(error)) throw conflict('account_holder_in_use')
        throw error
      }
    },
  }
}
