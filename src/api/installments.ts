// Typed installment plan calls: list, create, update, delete and the plan's
// monthly installments. Every answer is parsed with the shared zod contract (src/contract/installment.ts).
import { api } from './client'
import type { ApiClient } from './client'
import { installmentPlanListSchema, installmentPlanSchema, monthlyInstallmentListSchema } from '../contract/installment'
import type { InstallmentPlan, MonthlyInstallment } from '../contract/installment'
import type { InstallmentInterval, PlanStatus } from '../contract/finance'

export type { InstallmentPlan, MonthlyInstallment }

/**
 * What the plan form sends (`{id, descricao, valorTotal, numeroParcelas, dataPrimeiraParcela,
 * intervaloParcelas, pessoaContaId, cartaoId, situacao}`): `valorTotal` a number with at most 2
 * decimals, `dataPrimeiraParcela` an ISO date or date-time, `cartaoId` null when the plan has no card.
 */
export interface InstallmentPlanInput {
  descricao: string
  valorTotal: number
  numeroParcelas: number
  dataPrimeiraParcela: string
  intervaloParcelas: InstallmentInterval
  /** The account holder, or null. */
  pessoaContaId: number | null
  cartaoId: number | null
  /** An expense category its entries carry, or null. */
  categoriaId: number | null
  situacao: PlanStatus
}

const BASE = '/v1/api/parcelamento'

/** GET /v1/api/parcelamento: the user's plans. */
export function listInstallmentPlans(client: ApiClient = api): Promise<InstallmentPlan[]> {
  return client.request(BASE, installmentPlanListSchema)
}

/** POST /v1/api/parcelamento; the spec's client sends `id` too (0 on create), which the API ignores. */
export function createInstallmentPlan(input: InstallmentPlanInput, client: ApiClient = api): Promise<InstallmentPlan> {
  return client.request(BASE, installmentPlanSchema, { method: 'POST', body: { id: 0, ...input } })
}

/** PUT /v1/api/parcelamento with the plan's id: the API regenerates the unpaid installments. */
export function updateInstallmentPlan(id: number, input: InstallmentPlanInput, client: ApiClient = api): Promise<InstallmentPlan> {
  return client.request(BASE, installmentPlanSchema, { method: 'PUT', body: { id, ...input } })
}

/** DELETE /v1/api/parcelamento/{id}. */
export function deleteInstallmentPlan(id: number, client: ApiClient = api): Promise<void> {
  return client.send(`${BASE}/${id}`, { method: 'DELETE' })
}

/** GET /v1/api/parcelamento/{id}/mensais: the plan's installments by number. */
export function listMonthlyInstallments(planId: number, client: ApiClient = api): Promise<MonthlyInstallment[]> {
  return client.request(`${BASE}/${planId}/mensais`, monthlyInstallmentListSchema)
}
