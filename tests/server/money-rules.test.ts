import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { cardStatementListSchema } from '@contract/card-statement'
import { bankAccountTotals, cardStatementPayments, entries, transfers } from '@server/db/schema'
import { accountSigned, entryMoment, pending, settled } from '@server/services/money-rules'
import { sharedFinanceApp } from './support/finance'
import { createTestClock } from './support/test-app'

// The PL/pgSQL that keeps bank_account_totals (migrations 0007–0009) spells "settled", the counted amount, the
// signed amount and an entry's moment again, beside services/money-rules.ts (docs/architecture.md#derived-data).
// This holds the two to the same answers: after random writes through the API — entries on accounts created
// pending or settled, paid at another amount on another day, edited, moved, deleted; transfers; card statements
// paid whole or in part and undone — every account's months in the table equal the sums the money rules give
// over the rows themselves.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-12-04T15:00:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })

type Op =
  | { kind: 'entry'; account: number; day: number; cents: number; income: boolean; settled: boolean }
  | { kind: 'pay'; pick: number; cents: number; day: number }
  | { kind: 'edit'; pick: number; account: number; day: number; pending: boolean }
  | { kind: 'delete'; pick: number }
  | { kind: 'transfer'; day: number; cents: number }
  | { kind: 'card'; day: number; cents: number }
  | { kind: 'statement'; pick: number; part: boolean; account: number }
  | { kind: 'undo'; pick: number }

const day = fc.integer({ min: -400, max: 60 })
const account = fc.integer({ min: 0, max: 1 })
const cents = fc.integer({ min: 1, max: 500_000 })
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('entry' as const), account, day, cents, income: fc.boolean(), settled: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), cents, day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), account, day, pending: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transfer' as const), day, cents }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('card' as const), day, cents }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('statement' as const), pick: fc.nat(), part: fc.boolean(), account }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }) },
)

const dayAt = (offset: number) => new Date(Date.parse('2026-12-04T12:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10)

it('bank_account_totals equals what the money rules sum over the rows, after any writes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 18 }), async (ops) => {
      const session = await t.asUser()
      const casa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
      const renda = await api.createCategory(session, { nomeCategoria: 'Renda', tipoCategoria: 'Receita' })
      const accounts = [
        await api.createAccount(session, { nome: 'A', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2025-01-01' }),
        await api.createAccount(session, { nome: 'B', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2025-01-01' }),
      ]
      const card = await api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Cartão', diaFechamento: 3, diaVencimento: 10 })
      const made: { id: number; income: boolean; valor: number }[] = []
      const statementsWith = async (has: (row: { restante: number; pago: number }) => boolean) =>
        (await api.expectStatus(api.call(session, 'GET', `/v1/api/cartao/${card.id}/faturas?de=2025-06&ate=2027-03`), 200, cardStatementListSchema)).filter(has)
      for (const step of ops) {
        if (step.kind === 'entry') {
          const entry = await api.createEntry(session, {
            dataLancamento: dayAt(step.day),
            descricao: 'X',
            valor: step.cents / 100,
            tipoLancamento: step.income ? 'Receita' : 'Despesa',
            categoriaId: step.income ? renda.id : casa.id,
            situacao: step.income ? (step.settled ? 'Recebido' : 'A Receber') : step.settled ? 'Pago' : 'A Pagar',
            contaBancariaId: accounts[step.account]!.id,
          })
          made.push({ id: entry.id, income: step.income, valor: entry.valor })
        } else if (step.kind === 'pay' && made.length > 0) {
          const target = made[step.pick % made.length]!
          await api.call(session, 'PUT', `/v1/api/lancamento/${target.id}/pagar`, { valorPago: step.cents / 100, dataPagamento: dayAt(step.day) })
        } else if (step.kind === 'edit' && made.length > 0) {
          const target = made[step.pick % made.length]!
          await api.call(session, 'PATCH', '/v1/api/lancamento', {
            id: target.id,
            dataLancamento: dayAt(step.day),
            descricao: 'Y',
            valor: target.valor,
            tipoLancamento: target.income ? 'Receita' : 'Despesa',
            categoriaId: target.income ? renda.id : casa.id,
            situacao: target.income ? (step.pending ? 'A Receber' : 'Recebido') : step.pending ? 'A Pagar' : 'Pago',
            contaBancariaId: accounts[step.account]!.id,
          })
        } else if (step.kind === 'delete' && made.length > 0) {
          const [target] = made.splice(step.pick % made.length, 1)
          await api.call(session, 'DELETE', `/v1/api/lancamento?id=${target!.id}`)
        } else if (step.kind === 'transfer') {
          await api.call(session, 'POST', '/v1/api/transferencia', { contaOrigemId: accounts[0]!.id, contaDestinoId: accounts[1]!.id, valor: step.cents / 100, data: dayAt(step.day) })
        } else if (step.kind === 'card') {
          await api.createEntry(session, { dataLancamento: dayAt(step.day), descricao: 'C', valor: step.cents / 100, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', cartaoId: card.id })
        } else if (step.kind === 'statement') {
          const open = await statementsWith((row) => row.restante > 0)
          const target = open[step.pick % Math.max(1, open.length)]
          if (target) {
            const valor = step.part && target.restante > 0.01 ? Math.floor(target.restante * 50) / 100 : undefined
            await api.call(session, 'POST', `/v1/api/cartao/${card.id}/faturas/${target.mes}/pagar`, { contaBancariaId: accounts[step.account]!.id, dataPagamento: dayAt(0), ...(valor ? { valor } : {}) })
          }
        } else if (step.kind === 'undo') {
          const paid = await statementsWith((row) => row.pago > 0)
          const target = paid[step.pick % Math.max(1, paid.length)]
          if (target) {
            const [payment] = await t.db.select({ id: cardStatementPayments.id }).from(cardStatementPayments).where(sql`${cardStatementPayments.cartaoId} = ${card.id} and ${cardStatementPayments.mes} = ${target.mes}`).limit(1)
            await api.call(session, 'DELETE', `/v1/api/cartao/${card.id}/faturas/${target.mes}/pagamentos/${payment!.id}`)
          }
        }
      }

      const ids = accounts.map((row) => row.id)
      const inAccounts = sql`in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`
      const month = (moment: ReturnType<typeof sql>) => sql`date_trunc('month', ${moment} at time zone 'UTC') at time zone 'UTC'`
      const byRules = (await t.db.execute(sql`
        select conta, mes, sum(liquidado)::numeric(14,2)::text as liquidado, sum(pendente)::numeric(14,2)::text as pendente, sum(transferido)::numeric(14,2)::text as transferido from (
          select ${entries.contaBancariaId} as conta, ${month(entryMoment)} as mes,
            coalesce(sum(${accountSigned()}) filter (where ${settled}), 0) as liquidado,
            coalesce(sum(${accountSigned(entries.valor)}) filter (where ${pending}), 0) as pendente, 0 as transferido
          from ${entries} where ${entries.contaBancariaId} ${inAccounts} group by 1, 2
          union all
          select ${transfers.contaDestinoId}, ${month(sql`${transfers.data}`)}, 0, 0, sum(${transfers.valor}) from ${transfers} where ${transfers.contaDestinoId} ${inAccounts} group by 1, 2
          union all
          select ${transfers.contaOrigemId}, ${month(sql`${transfers.data}`)}, 0, 0, -sum(${transfers.valor}) from ${transfers} where ${transfers.contaOrigemId} ${inAccounts} group by 1, 2
          union all
          select ${cardStatementPayments.contaBancariaId}, ${month(sql`${cardStatementPayments.data}`)}, 0, 0, -sum(${cardStatementPayments.valor}) from ${cardStatementPayments}
            where ${cardStatementPayments.contaBancariaId} ${inAccounts} group by 1, 2
        ) s group by 1, 2 having sum(liquidado) <> 0 or sum(pendente) <> 0 or sum(transferido) <> 0 order by 1, 2`)) as unknown as { rows: unknown[] }
      const kept = (await t.db.execute(sql`
        select ${bankAccountTotals.contaBancariaId} as conta, ${bankAccountTotals.mes} as mes, ${bankAccountTotals.liquidado}::numeric(14,2)::text as liquidado,
          ${bankAccountTotals.pendente}::numeric(14,2)::text as pendente, ${bankAccountTotals.transferido}::numeric(14,2)::text as transferido
        from ${bankAccountTotals} where ${bankAccountTotals.contaBancariaId} ${inAccounts}
          and (${bankAccountTotals.liquidado} <> 0 or ${bankAccountTotals.pendente} <> 0 or ${bankAccountTotals.transferido} <> 0) order by 1, 2`)) as unknown as { rows: unknown[] }
      expect(kept.rows).toEqual(byRules.rows)
    }),
    { numRuns: 15 },
  )
}, 600_000)
