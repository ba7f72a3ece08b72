// Hidden amounts (the header's eye button): every figure the formatting point writes becomes "R$ ••••" for the eye
// and "amount hidden" / "valor oculto" for a screen reader, in text, sentences, meters and table alternatives; the
// same components show the real figures again when the choice is undone. The browser walk over every finance page is
// tests/e2e/hidden-amounts.e2e.ts.
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Budget } from '@contract/planning'
import type { OverdueSummary } from '@contract/entry'
import { useFormat } from '@/i18n/use-format'
import type { Language } from '@/lib/storage'
import { BudgetBar } from '@/views/finance/planning/budgets-section'
import { ChartTable } from '@/views/finance/chart-table'
import { LimitMeter } from '@/views/finance/cards/limit-meter'
import { OverdueSums } from '@/views/finance/entries/overdue-sums'
import { renderApp, settle } from './support'

const overdue: OverdueSummary = { aPagar: { quantidade: 2, total: 1665.84 }, aReceber: { quantidade: 1, total: 700 }, lancamentos: [] }
const budget: Budget = { categoriaId: 3, nomeCategoria: 'Mercado', valorLimite: 1000, gasto: 1250.5, restante: -250.5, percentual: 125.1, repetir: false }

function Figures() {
  return (
    <div data-testid="figures">
      <p>
        <OverdueSums overdue={overdue} />
      </p>
      <BudgetBar budget={budget} />
      <LimitMeter used={2500} limit={5000} />
      <ChartTable captionId="c" labelHeader="Day" amountHeader="Balance" rows={[{ key: 'a', label: 'Today', amount: <Money value={-350} /> }]} />
    </div>
  )
}

/** The table alternative takes its amounts formatted by its section, through the same hook. */
function Money({ value }: { value: number }) {
  return <>{useFormat().money(value)}</>
}

/** Money as the formatter writes it, digits and all (dates and counts carry no currency sign). */
const FIGURE = /R\$\s*-?\d|-R\$/

const words = { en: { hidden: 'amount hidden' }, 'pt-BR': { hidden: 'valor oculto' } } as const

describe.each(['en', 'pt-BR'] as const)('hidden amounts (%s)', (language: Language) => {
  it('show "R$ ••••", are read as hidden, and come back when shown again', async () => {
    const app = await renderApp({ language, preferences: { amountsHidden: true } }, <Figures />)
    const box = screen.getByTestId('figures')
    const text = box.textContent ?? ''
    expect(text).not.toMatch(FIGURE)
    expect(text).not.toMatch(/1[.,]?665|1[.,]?250|2[.,]?500|5[.,]?000|350/)
    // Every "R$ ••••" is hidden from assistive technology, and beside it the words say what it is.
    const masks = [...box.querySelectorAll('[data-amount-hidden]')]
    expect(masks.length).toBe(2 + 3 + 1)
    for (const mask of masks) {
      expect(mask.querySelector('[aria-hidden="true"]')?.textContent).toBe('R$\u00a0••••')
      expect(mask.textContent).toContain(words[language].hidden)
    }
    const meters = within(box).getAllByRole('meter')
    for (const meter of meters) {
      expect(meter.getAttribute('aria-valuetext')).not.toMatch(FIGURE)
      expect(meter.getAttribute('aria-valuetext')).toContain(words[language].hidden)
    }
    // The card's meter: its scale is the share in percent, so that no attribute holds the figures.
    expect(meters[1]).toHaveAttribute('aria-valuemax', '100')
    expect(meters[1]).toHaveAttribute('aria-valuenow', '50')

    await settle(() => app.actors.byId('preferences').send({ type: 'amounts.toggle' }))
    const shown = box.textContent?.replace(/\u00a0/g, ' ') ?? ''
    expect(box.querySelectorAll('[data-amount-hidden]')).toHaveLength(0)
    expect(shown).toContain(language === 'en' ? 'R$ 1,665.84' : 'R$ 1.665,84')
    expect(shown).toContain(language === 'en' ? '-R$ 350.00' : '-R$ 350,00')
    expect(within(box).getAllByRole('meter')[1]).toHaveAttribute('aria-valuemax', '5000')
    expect(localStorage.getItem('financas.valores')).toBe('visiveis')
  })
})
