// Registry calls: paths, methods, bodies, parsing.
import { describe, expect, it } from 'vitest'
import { accountHoldersApi, bankCardsApi, categoriesApi } from '@/api/registries'
import { bankCard } from '../fixtures/bank-cards'
import { fakeClient } from './fake-client'

describe('registry calls', () => {
  it('categories: GET, POST, PATCH {id, …}, DELETE /{id}; no search call', async () => {
    const row = { id: 3, nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' }
    const { client, calls } = fakeClient((call) => (call.method === 'DELETE' ? { status: 204 } : { status: call.method === 'POST' ? 201 : 200, body: call.method === 'GET' ? [row] : row }))
    const api = categoriesApi(client)
    expect(api.search).toBeUndefined()
    expect(await api.list()).toEqual([row])
    expect(await api.create({ nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' })).toEqual(row)
    await api.update(3, { nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' })
    await api.remove(3)
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/api/categoria', body: undefined },
      { method: 'POST', path: '/v1/api/categoria', body: { nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' } },
      { method: 'PATCH', path: '/v1/api/categoria', body: { id: 3, nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' } },
      { method: 'DELETE', path: '/v1/api/categoria/3', body: undefined },
    ])
  })

  it('bank cards: the search goes to /usuario/{holder}, encoded', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, body: [bankCard({ id: 1, nomeUsuario: 'João', nomeBanco: 'Itaú' })] }))
    await bankCardsApi(client).search!('joão / 2')
    expect(calls[0]!.path).toBe('/v1/api/cartao/usuario/jo%C3%A3o%20%2F%202')
  })

  it('account holders: the PATCH sends {Id, NomePessoa} as the spec client does; search /nome/{name}', async () => {
    const row = { id: 5, nomePessoa: 'Maria' }
    const { client, calls } = fakeClient((call) => ({ status: 200, body: call.path.includes('/nome/') ? [row] : row }))
    const api = accountHoldersApi(client)
    await api.update(5, { nomePessoa: 'Maria' })
    await api.search!('mar')
    expect(calls).toEqual([
      { method: 'PATCH', path: '/v1/api/pessoaconta', body: { Id: 5, NomePessoa: 'Maria' } },
      { method: 'GET', path: '/v1/api/pessoaconta/nome/mar', body: undefined },
    ])
  })

  it('rejects an answer that does not match the contract', async () => {
    const { client } = fakeClient(() => ({ status: 200, body: [{ id: 'x' }] }))
    await expect(bankCardsApi(client).list()).rejects.toMatchObject({ code: 'invalid_response' })
  })
})
