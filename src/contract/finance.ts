// Finance enums (types, statuses, intervals of categories, entries and installment plans), defined
// once: the shared zod contracts, the Drizzle schema (column enums and CHECK constraints) and the SPA
// all read them from here.

/** Category and entry types. */
export const categoryTypes = ['Receita', 'Despesa'] as const
export type CategoryType = (typeof categoryTypes)[number]

/** Entry statuses: Pago / A Pagar for a Despesa, Recebido / A Receber for a Receita. */
export const entryStatuses = ['Pago', 'A Pagar', 'Recebido', 'A Receber'] as const
export type EntryStatus = (typeof entryStatuses)[number]

/** The statuses an entry of each type may take (docs/product-rules.md#entries). */
export const entryStatusesByType: Readonly<Record<CategoryType, readonly [EntryStatus, EntryStatus]>> = {
  Despesa: ['Pago', 'A Pagar'],
  Receita: ['Recebido', 'A Receber'],
}

/** The status a successful mark-as-paid gives an entry of `type`: Pago for an expense, Recebido for income. */
export const paidStatusOf = (type: CategoryType): EntryStatus => (type === 'Despesa' ? 'Pago' : 'Recebido')

/** Pago or Recebido: the entry is settled (paying it again is 409). */
export const isSettledStatus = (status: EntryStatus) => status === 'Pago' || status === 'Recebido'

/** Whether `status` is one of those allowed for `type`. */
export const isStatusOfType = (status: EntryStatus, type: CategoryType) => entryStatusesByType[type].includes(status)

/** Installment plan statuses; a label the user picks freely (no status follows from another). */
export const planStatuses = ['Ativo', 'Concluido', 'Cancelado', 'Pendente', 'Suspenso'] as const
export type PlanStatus = (typeof planStatuses)[number]
export const DEFAULT_PLAN_STATUS: PlanStatus = 'Ativo'

/** Days between installments: 30 is calendar monthly (docs/product-rules.md#installment-plans), 15 and 7 are days. */
export const installmentIntervals = [30, 15, 7] as const
export type InstallmentInterval = (typeof installmentIntervals)[number]
export const DEFAULT_INSTALLMENT_INTERVAL: InstallmentInterval = 30

/** What the API stores on a monthly installment: 'A Pagar' until its entry is paid, then 'Pago'. */
export const installmentStatuses = ['A Pagar', 'Pago'] as const
export type InstallmentStatus = (typeof installmentStatuses)[number]

/** A monthly installment is paid when its status is 'paga' or 'pago', ignoring case. */
export const isPaidInstallmentStatus = (situacao: string) => /^pag[ao]$/i.test(situacao.trim())
