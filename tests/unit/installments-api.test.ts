// Installment plan calls: paths, methods, bodies, parsing.
import { describe, expect, it } from 'vitest'
import {
  createInstallmentPlan,
  deleteInstallmentPlan,
  listInstallmentPlans,
  listMonthlyInstallments,
  updateInstallmentPlan,
} from '@/api/installments'
import type { InstallmentPlanInput } from '@/api/installments'
import { refrigeratorPlan } from '../fixtures/installments'
import { fakeClient } from './fake-client'

const plan = refrigeratorPlan(4)
const { id: _id, ...input }: { id: number } & InstallmentPlanInput = plan
const installment = {
  id: 11,
  numeroParcela: 1,
  dataVencimento: '2026-11-05T03:00:00.000Z',
  dataPagamento: null,
  valorParcela: 83.33,
  valorPago: null,
  situacao: 'A Pagar',
}

describe('installment plan calls', () => {
  it('GET list, POST {id: 0, …}, PUT {id, …}, DELETE /{id}, GET /{id}/mensais', async () => {
    const { client, calls } = fakeClient((call) => {
      if (call.method === 'DELETE') return { status: 204 }
      if (call.path.endsWith('/mensais')) return { status: 200, body: [installment] }
      return { status: call.method === 'POST' ? 201 : 200, body: call.method === 'GET' ? [plan] : plan }
    })
    expect(await listInstallmentPlans(client)).toEqual([plan])
    expect(await createInstallmentPlan(input, client)).toEqual(plan)
    expect(await updateInstallmentPlan(4, { ...input, cartaoId: 3 }, client)).toEqual(plan)
    await deleteInstallmentPlan(4, client)
    expect(await listMonthlyInstallments(4, client)).toEqual([installment])
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/api/parcelamento', body: undefined },
      { method: 'POST', path: '/v1/api/parcelamento', body: { id: 0, ...input } },
      { method: 'PUT', path: '/v1/api/parcelamento', body: { id: 4, ...input, cartaoId: 3 } },
      { method: 'DELETE', path: '/v1/api/parcelamento/4', body: undefined },
      { method: 'GET', path: '/v1/api/parcelamento/4/mensais', body: undefined },
    ])
  })

  it('rejects answers that do not match the contract', async () => {
    const { client } = fakeClient(() => ({ status: 200, body: [{ ...plan, situacao: 'Aberto' }] }))
    await expect(listInstallmentPlans(client)).rejects.toMatchObject({ code: 'invalid_response' })
    const bad = fakeClient(() => ({ status: 200, body: [{ ...installment, valorParcela: '83.33' }] }))
    await expect(listMonthlyInstallments(4, bad.client)).rejects.toMatchObject({ code: 'invalid_response' })
  })

  it('a 400 keeps its field errors for the form', async () => {
    const { client } = fakeClient(() => ({ status: 400, body: { message: 'Preencha todos os campos obrigatórios.', code: 'fill_required_fields', errors: { PessoaContaId: 'required' } } }))
    await expect(createInstallmentPlan(input, client)).rejects.toMatchObject({ status: 400, code: 'fill_required_fields', fieldErrors: { PessoaContaId: 'required' } })
  })
})
