// Installment detail page in both languages, over
// the real machine with its load actor provided (the real one: tests/machines/installment-detail.test.ts): the table, Paid / To Pay by the 'paga'/'pago'
// rule, money and São Paulo dates per locale, the progress line, the failure text, Back in history.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import type { MonthlyInstallment } from '@contract/installment'
import type { Language } from '@/lib/storage'
import InstallmentDetailView from '@/views/finance/plans/installment-detail-view'
import { installmentDetailMachine } from '@machines/finance/plans/installment-detail.machine'
import type { LoadedInstallments } from '@machines/finance/plans/installment-detail.actors'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

let fetchInstallments = apiActor<LoadedInstallments, { planId: number | null }>()
beforeEach(() => {
  fetchInstallments = apiActor<LoadedInstallments, { planId: number | null }>()
})
const page = (id: string) => <InstallmentDetailView params={{ id }} logic={installmentDetailMachine.provide({ actors: { fetchInstallments: fetchInstallments.logic } })} />

/** A plan of R$ 833,30 in 10: 83,33 each, the first three paid (statuses spelt as the API and legacy data may). */
const installments: MonthlyInstallment[] = Array.from({ length: 10 }, (_, index) => {
  const paid = index < 3
  return {
    id: 70 + index,
    numeroParcela: index + 1,
    // 05 of each month at 00:00 in São Paulo (03:00 UTC): the 5th wherever the browser is.
    dataVencimento: new Date(Date.UTC(2026, 10 + index, 5, 3)).toISOString(),
    dataPagamento: paid ? '2026-11-04T23:30:00.000Z' : null,
    valorParcela: 83.33,
    valorPago: paid ? [83.34, 83.33, 83.33][index]! : null,
    situacao: paid ? ['Pago', 'paga', 'PAGO'][index]! : index === 3 ? 'Pagamento pendente' : 'A Pagar',
  }
})

const texts = {
  en: {
    title: 'Installment details',
    named: 'Installments of Geladeira',
    loading: 'Loading installments…',
    headers: ['No.', 'Due date', 'Payment date', 'Installment value', 'Paid value', 'Status'],
    first: ['1', 'Nov 5, 2026', 'Nov 4, 2026', 'R$\u00a083.33', 'R$\u00a083.34', 'Paid'],
    fourth: ['4', 'Feb 5, 2027', '-', 'R$\u00a083.33', '-', 'To Pay'],
    progress: '3 of 10 paid, R$ 250.00 of R$ 833.30',
    failed: 'Error loading installments.',
    retry: 'Try again',
    back: 'Back',
    paid: 'Paid',
  },
  'pt-BR': {
    title: 'Parcelas do parcelamento',
    named: 'Parcelas de Geladeira',
    loading: 'Carregando parcelas…',
    headers: ['Nº', 'Vencimento', 'Data de pagamento', 'Valor da parcela', 'Valor pago', 'Situação'],
    first: ['1', '5 de nov. de 2026', '4 de nov. de 2026', 'R$\u00a083,33', 'R$\u00a083,34', 'Paga'],
    fourth: ['4', '5 de fev. de 2027', '-', 'R$\u00a083,33', '-', 'A pagar'],
    progress: '3 de 10 pagas, R$ 250,00 de R$ 833,30',
    failed: 'Erro ao carregar parcelas.',
    retry: 'Tentar novamente',
    back: 'Voltar',
    paid: 'Paga',
  },
} satisfies Record<Language, unknown>

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)

for (const language of ['en', 'pt-BR'] as const) {
  const text = texts[language]
  describe(`installment detail page (${language})`, () => {
    it('loads the plan of the route and shows every installment with the progress line', async () => {
      fetchInstallments.mockResolvedValue({ planName: 'Geladeira', installments })
      await renderApp({ path: '/financas/parcelamento-mensais/12', language }, page('12'))
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title)
      expect(screen.getByRole('status')).toHaveTextContent(text.loading)
      await settle()
      expect(fetchInstallments).toHaveBeenCalledWith({ planId: 12 })
      // The page names its plan.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.named)
      const table = screen.getByRole('table')
      expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(text.headers)
      const rows = within(table).getAllByRole('row').slice(1)
      expect(rows).toHaveLength(10)
      expect(cellsOf(rows[0]!)).toEqual(text.first)
      expect(cellsOf(rows[3]!)).toEqual(text.fourth)
      expect(rows.filter((row) => within(row).queryByText(text.paid))).toHaveLength(3)
      expect(screen.getByTestId('installment-progress')).toHaveTextContent(text.progress)
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30')
    })

    it("a failed load says so and Try again loads again", async () => {
      fetchInstallments.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
      await renderApp({ path: '/financas/parcelamento-mensais/12', language }, page('12'))
      await settle()
      expect(screen.getByRole('alert')).toHaveTextContent(text.failed)
      expect(screen.queryByRole('table')).toBeNull()
      fetchInstallments.mockResolvedValueOnce({ planName: 'Geladeira', installments: installments.slice(0, 2) })
      await settle(() => fireEvent.click(screen.getByRole('button', { name: text.retry })))
      expect(screen.queryByRole('alert')).toBeNull()
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3)
    })

    it("without the plan's name (the plan list failed), the installments still show under the general title", async () => {
      fetchInstallments.mockResolvedValue({ planName: null, installments })
      await renderApp({ path: '/financas/parcelamento-mensais/12', language }, page('12'))
      await settle()
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text.title)
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11)
    })

    it('an id that is not an id shows the failure: the load gets no plan id, which it refuses without a request', async () => {
      fetchInstallments.mockRejectedValue(new Error('Not a plan id'))
      await renderApp({ path: '/financas/parcelamento-mensais/abc', language }, page('abc'))
      await settle()
      expect(screen.getByRole('alert')).toHaveTextContent(text.failed)
      expect(fetchInstallments.mock.calls).toEqual([[{ planId: null }]])
    })

    it('Back goes back in history', async () => {
      fetchInstallments.mockResolvedValue({ planName: 'Geladeira', installments })
      window.history.pushState(null, '', '/financas/parcelamento')
      window.history.pushState(null, '', '/financas/parcelamento-mensais/12')
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
      const app = await renderApp({ path: '/financas/parcelamento-mensais/12', language }, page('12'))
      await settle()
      fireEvent.click(screen.getByRole('button', { name: text.back }))
      expect(back).toHaveBeenCalledTimes(1)
      expect(app.path()).toBe('/financas/parcelamento-mensais/12')
      back.mockRestore()
    })
  })
}
