// Typed entry calls: paths, methods, query strings,
// the contract's create and update bodies as they are (the API matches keys ignoring case), amounts as numbers with at most 2 decimals, and response parsing.
import { describe, expect, it } from 'vitest'
import { createEntry, deleteEntry, fetchMonthSummary, listEntries, payEntry, updateEntry } from '@/api/entries'
import { monthEntries } from '../fixtures/entries'
import { fakeServer, readCall, type Answer } from './fake-client'

/** A call with its whole URL (the query strings matter here). */
const readWithUrl = async (request: Request) => ({ ...(await readCall(request)), url: new URL(request.url) })

function server(respond: (seen: Awaited<ReturnType<typeof readWithUrl>>) => Answer) {
  const { client, calls } = fakeServer(readWithUrl, respond)
  return { client, seen: calls }
}

const body = { dataLancamento: '2026-11-05', descricao: 'Luz', valor: 120.5, tipoLancamento: 'Despesa', categoriaId: 2, situacao: 'A Pagar', contaBancariaId: 8 }

describe('entry calls', () => {
  it('GET /v1/api/lancamento/periodo with dataInicio and dataFim, parsed', async () => {
    const { client, seen } = server(() => ({ status: 200, body: monthEntries }))
    expect(await listEntries({ dataInicio: '2026-11-01', dataFim: '2026-11-30' }, client)).toEqual(monthEntries)
    expect(seen[0]!.method).toBe('GET')
    expect(seen[0]!.url.pathname).toBe('/v1/api/lancamento/periodo')
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ dataInicio: '2026-11-01', dataFim: '2026-11-30' })
  })

  it('rejects an answer that is not a list of entries', async () => {
    const { client } = server(() => ({ status: 200, body: [{ id: 1 }] }))
    await expect(listEntries({ dataInicio: '2026-11-01', dataFim: '2026-11-30' }, client)).rejects.toMatchObject({ code: 'invalid_response' })
  })

  it('POST and PATCH send the contract\'s body as it is (the PATCH with the id)', async () => {
    const { client, seen } = server((call) => ({ status: call.method === 'POST' ? 201 : 200, body: monthEntries[2] }))
    expect(await createEntry(body, client)).toEqual(monthEntries[2])
    await updateEntry({ id: 3, ...body }, client)
    // No account is sent as null (the PATCH drops the entry's account).
    await updateEntry({ id: 3, ...body, contaBancariaId: null }, client)
    expect(seen.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/v1/api/lancamento', body],
      ['PATCH', '/v1/api/lancamento', { id: 3, ...body }],
      ['PATCH', '/v1/api/lancamento', { id: 3, ...body, contaBancariaId: null }],
    ])
  })

  it('DELETE /v1/api/lancamento?id={id}', async () => {
    const { client, seen } = server(() => ({ status: 204 }))
    await deleteEntry(7, client)
    expect(seen[0]!.method).toBe('DELETE')
    expect(`${seen[0]!.url.pathname}${seen[0]!.url.search}`).toBe('/v1/api/lancamento?id=7')
  })

  it('PUT /v1/api/lancamento/{id}/pagar with { Id, valorPago, dataPagamento, contaBancariaId }', async () => {
    const { client, seen } = server(() => ({ status: 200, body: { ...monthEntries[2], situacao: 'Pago', contaBancariaId: 7 } }))
    const paid = await payEntry(3, { valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30', contaBancariaId: 7 }, client)
    expect(paid).toMatchObject({ situacao: 'Pago', contaBancariaId: 7 })
    await payEntry(3, { valorPagoCents: 8010, dataPagamento: '2026-11-20T14:30', contaBancariaId: null }, client)
    expect(seen.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['PUT', '/v1/api/lancamento/3/pagar', { Id: 3, valorPago: 80.1, dataPagamento: '2026-11-20T14:30', contaBancariaId: 7 }],
      ['PUT', '/v1/api/lancamento/3/pagar', { Id: 3, valorPago: 80.1, dataPagamento: '2026-11-20T14:30', contaBancariaId: null }],
    ])
  })

  it('GET /v1/api/lancamento/resumo-mensal with the period', async () => {
    const months = [{ mes: '2026-11', receitas: 10, despesas: 4.5, saldo: 5.5, aPagar: 1, aReceber: 0 }]
    const { client, seen } = server(() => ({ status: 200, body: months }))
    expect(await fetchMonthSummary({ dataInicio: '2026-06-01', dataFim: '2026-11-30' }, client)).toEqual(months)
    expect(seen[0]!.url.pathname).toBe('/v1/api/lancamento/resumo-mensal')
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ dataInicio: '2026-06-01', dataFim: '2026-11-30' })
  })
})
