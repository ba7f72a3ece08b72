// Typed calls of bank accounts and transfers (src/contract/bank-account.ts): the account list with
// balances, create, update (archive), delete, one account's statement, and the transfers. Every answer
// is parsed with the shared zod schemas; amounts go out as JSON numbers with at most 2 decimals.
import { api } from './client'
import type { ApiClient } from './client'
import { bankAccountListSchema, bankAccountSchema, statementSchema, transferListSchema, transferSchema } from '../contract/bank-account'
import type { BankAccount, BankAccountType, Movement, Statement, Transfer } from '../contract/bank-account'
import { centsToAmount } from '../contract/money'

export type { BankAccount, BankAccountType, Movement, Statement, Transfer }

/** What the account form saves: the opening balance in exact (signed) cents, the opening day 'YYYY-MM-DD'. */
export interface BankAccountInput {
  nome: string
  tipo: BankAccountType
  saldoInicialCents: number
  dataSaldoInicial: string
  arquivada: boolean
}

/** What the transfer form saves: the amount in cents, the day 'YYYY-MM-DD'. */
export interface TransferInput {
  contaOrigemId: number
  contaDestinoId: number
  valorCents: number
  data: string
  descricao: string
}

/** A period as date inputs hold it ('YYYY-MM-DD', inclusive; São Paulo days). */
export interface Period {
  dataInicio: string
  dataFim: string
}

const ACCOUNTS = '/v1/api/contabancaria'
const TRANSFERS = '/v1/api/transferencia'

const accountBody = (input: BankAccountInput) => ({
  nome: input.nome,
  tipo: input.tipo,
  saldoInicial: centsToAmount(input.saldoInicialCents),
  dataSaldoInicial: input.dataSaldoInicial,
  arquivada: input.arquivada,
})

/** GET /v1/api/contabancaria: every account (archived ones too) with its balances, by name. */
export function listBankAccounts(client: ApiClient = api): Promise<BankAccount[]> {
  return client.request(ACCOUNTS, bankAccountListSchema)
}

/** GET /v1/api/contabancaria/{id}. */
export function getBankAccount(id: number, client: ApiClient = api): Promise<BankAccount> {
  return client.request(`${ACCOUNTS}/${id}`, bankAccountSchema)
}

/** POST /v1/api/contabancaria (409 when the name is taken, case and accents ignored). */
export function createBankAccount(input: BankAccountInput, client: ApiClient = api): Promise<BankAccount> {
  return client.request(ACCOUNTS, bankAccountSchema, { method: 'POST', body: accountBody(input) })
}

/** PATCH /v1/api/contabancaria: every field, archiving included. */
export function updateBankAccount(id: number, input: BankAccountInput, client: ApiClient = api): Promise<BankAccount> {
  return client.request(ACCOUNTS, bankAccountSchema, { method: 'PATCH', body: { id, ...accountBody(input) } })
}

/** DELETE /v1/api/contabancaria/{id} (409 when the account has movements: archive it instead). */
export function deleteBankAccount(id: number, client: ApiClient = api): Promise<void> {
  return client.send(`${ACCOUNTS}/${id}`, { method: 'DELETE' })
}

/** GET /v1/api/contabancaria/{id}/extrato?dataInicio&dataFim: balance before, settled movements with running balance, balance after. */
export function fetchStatement(id: number, period: Period, client: ApiClient = api): Promise<Statement> {
  return client.request(`${ACCOUNTS}/${id}/extrato`, statementSchema, { query: { dataInicio: period.dataInicio, dataFim: period.dataFim } })
}

/** GET /v1/api/transferencia?dataInicio&dataFim[&contaBancariaId]: the period's transfers by day. */
export function listTransfers(period: Period & { contaBancariaId?: number }, client: ApiClient = api): Promise<Transfer[]> {
  const query: Record<string, string | number> = { dataInicio: period.dataInicio, dataFim: period.dataFim }
  if (period.contaBancariaId !== undefined) query.contaBancariaId = period.contaBancariaId
  return client.request(TRANSFERS, transferListSchema, { query })
}

/** POST /v1/api/transferencia. */
export function createTransfer(input: TransferInput, client: ApiClient = api): Promise<Transfer> {
  return client.request(TRANSFERS, transferSchema, {
    method: 'POST',
    body: { contaOrigemId: input.contaOrigemId, contaDestinoId: input.contaDestinoId, valor: centsToAmount(input.valorCents), data: input.data, descricao: input.descricao },
  })
}

/** DELETE /v1/api/transferencia/{id}. */
export function deleteTransfer(id: number, client: ApiClient = api): Promise<void> {
  return client.send(`${TRANSFERS}/${id}`, { method: 'DELETE' })
}
