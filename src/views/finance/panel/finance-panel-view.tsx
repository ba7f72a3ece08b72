// Finance panel (/financas): the first steps of a new user (first-steps.tsx), the bank accounts' current balances and their total, what is overdue and due in
// the next 7 days (entries and card statements), the credit cards' next statements to pay — the earliest
// unpaid closed or overdue one, else the open one — (each leading to that statement), the viewed month (previous / next, back to the current
// one) with its income, expenses and balance and a chart of the 6 months up to it (the monthOverview machine,
// the chart in its own lazy chunk, the same numbers as a table for screen readers), that month's budgets and
// spending by category, the projection from today, then the buttons, each with its explanation, leading to the
// entries, cards, account holders, categories, installment, bank account, recurring and statement import pages.
// Nothing moves once shown: a section still loading its first answer holds a placeholder and is marked
// data-pending, and the sections after it stay out of the layout until it has its size (finance-panel.css.ts).
import { lazy, Suspense } from 'react'
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { FirstStepsMachine } from '@machines/finance/panel/first-steps.machine'
import { monthOverviewMachine, summaryOf } from '@machines/finance/panel/month-overview.machine'
import { DUE_PANEL_DAYS } from '@machines/finance/panel/month-overview.actors'
import type { MonthOverviewMachine } from '@machines/finance/panel/month-overview.machine'
import type { BudgetPanelMachine } from '@machines/finance/planning/budget-panel.machine'
import type { CategorySpendingMachine } from '@machines/finance/planning/category-spending.machine'
import type { ProjectionMachine } from '@machines/finance/planning/projection.machine'
import type { ActorRefFrom } from 'xstate'
import { balanceTotals } from '@machines/finance/accounts/bank-account-list.machine'
import { centsToAmount } from '@contract/money'
import type { MonthSummary } from '@contract/entry'
import { cardName } from '@/lib/card-name'
import { monthOf } from '@/lib/month'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { MonthNav } from '@/components/month-nav/month-nav'
import { Placeholder, PlaceholderLine } from '@/components/placeholder/placeholder'
import { formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { useUsername } from '@/state/session-context'
import { useTheme } from '@/state/preferences-context'
import { alert as alertClass, button, card, visuallyHidden } from '@/styles/recipes.css'
import * as styles from './finance-panel.css'
import { DueSection } from './due-section'
import { StatusBadge } from '../cards/statement-status'
import { AmountsTable } from '../chart-table'
import { BudgetsSection } from '../planning/budgets-section'
import { FirstSteps } from './first-steps'
import { CategorySpendingSection } from '../planning/category-spending-section'
import { ProjectionSection } from '../planning/projection-section'
import { balanceTone, Total } from '../accounts/bank-account-balance'
import * as accountStyles from '../accounts/bank-accounts.css'

// uPlot comes with the chart: only this page downloads it, after its own chunk.
const MonthChart = lazy(() => import('./month-chart'))
const systemClock = () => new Date()

interface PanelLink {
  href: string
  label: MessageDescriptor
  text: MessageDescriptor
  icon: string
}

const links: readonly PanelLink[] = [
  {
    href: paths.financas.lancamentoFinanceiro,
    label: msg`Financial entries`,
    text: msg`Record income and expenses, see the month's totals and mark bills as paid.`,
    icon: '⇅',
  },
  {
    href: paths.financas.cadastrarCartao,
    label: msg`Manage cards`,
    text: msg`Register the bank cards you use, by holder and bank.`,
    icon: '▭',
  },
  {
    href: paths.financas.pessoaConta,
    label: msg`Register account holders`,
    text: msg`Register the people or accounts your installment plans belong to.`,
    icon: '◉',
  },
  {
    href: paths.financas.cadastrarCategoria,
    label: msg`Manage categories`,
    text: msg`Create income and expense categories to organise your entries.`,
    icon: '▦',
  },
  {
    href: paths.financas.parcelamento,
    label: msg`Installment plans`,
    text: msg`Split a purchase into installments and follow each one until it is paid.`,
    icon: '▤',
  },
  {
    href: paths.financas.contas,
    label: msg`Bank accounts`,
    text: msg`Register your accounts and wallets, follow their balances and statements and transfer money between them.`,
    icon: '◫',
  },
  {
    href: paths.financas.recorrencias,
    label: msg`Recurring bills and income`,
    text: msg`Bills and income that repeat every month, fortnight, week or year: their entries are made ahead.`,
    icon: '↻',
  },
  {
    href: paths.financas.importar,
    label: msg`Import a bank statement`,
    text: msg`Bring in your bank's OFX or CSV file: each row is checked against what is already here before anything is written.`,
    icon: '⇪',
  },
]

export interface FinancePanelViewProps extends Partial<PageProps> {
  logic?: MonthOverviewMachine
  /** The first-steps list's machine (tests provide its actor). */
  firstStepsLogic?: FirstStepsMachine
  /** The planning sections' machines (tests provide their actors). */
  budgetsLogic?: BudgetPanelMachine
  spendingLogic?: CategorySpendingMachine
  projectionLogic?: ProjectionMachine
  /** The current time (tests fix it): the month the overview ends with. */
  clock?: () => Date
}

export default function FinancePanelView({
  logic,
  firstStepsLogic,
  budgetsLogic,
  spendingLogic,
  projectionLogic,
  clock = systemClock,
}: FinancePanelViewProps) {
  const { i18n } = useLingui()
  const username = useUsername() ?? ''
  const actor = useActorRef(useLogic(monthOverviewMachine, logic), { ...actorOptions(), input: { month: monthOf(clock()) } })
  const viewedMonth = useSelector(actor, (s) => s.context.month)
  return (
    <section className={styles.page} aria-labelledby="finance-title">
      <div className={styles.heading}>
        <h1 id="finance-title" className={styles.title}>
          <Trans>Finances</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Your money in one place: entries, installment plans and the categories, cards and accounts they use.</Trans>
        </p>
      </div>
      <FirstSteps logic={firstStepsLogic} username={username} month={monthOf(clock())} />
      <AccountBalances actor={actor} />
      <Due actor={actor} />
      <NextStatements actor={actor} />
      <MonthOverview actor={actor} />
      {/* Planning of the viewed month and ahead: docs/product-rules.md#budgets-and-projection. Each section is keyed
          by the month, so a move starts its machine afresh with that month (nothing of the month left carries over). */}
      <BudgetsSection month={viewedMonth} logic={budgetsLogic} />
      <CategorySpendingSection month={viewedMonth} logic={spendingLogic} />
      <ProjectionSection logic={projectionLogic} />
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.href} className={`${card({ padding: 'md' })} ${styles.item}`}>
            <span className={styles.icon} aria-hidden="true">
              {link.icon}
            </span>
            <Link href={link.href} className={`${button({ variant: 'primary', block: true })} ${styles.link}`}>
              {i18n._(link.label)}
            </Link>
            <p className={styles.text}>{i18n._(link.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

type OverviewActor = ActorRefFrom<MonthOverviewMachine>

/** A section waiting for its first answer: its title and a placeholder, busy, holding the sections after it. */
export function PendingSection({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={`${card({ padding: 'md' })} ${styles.overview}`} aria-labelledby={titleId} aria-busy="true" data-pending="">
      <h2 id={titleId} className={styles.overviewTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Each account's current balance (archived ones left out) and their total, once the accounts are known. */
function AccountBalances({ actor }: { actor: OverviewActor }) {
  const { t } = useLingui()
  const format = useFormat()
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const answered = useSelector(actor, (s) => s.context.answered.accounts)
  if (!answered) {
    return (
      <PendingSection titleId="balances-title" title={<Trans>Bank accounts</Trans>}>
        <Placeholder label={<Trans>Loading the balances…</Trans>} className={styles.balancesPlaceholder} />
      </PendingSection>
    )
  }
  if (accounts === null) return null
  const active = accounts.filter((account) => !account.arquivada)
  const total = centsToAmount(balanceTotals(active).currentCents)
  return (
    <section className={`${card({ padding: 'md' })} ${styles.overview}`} aria-labelledby="balances-title">
      <h2 id="balances-title" className={styles.overviewTitle}>
        <Trans>Bank accounts</Trans>
      </h2>
      {active.length === 0 ? (
        <p className={styles.noData}>
          <Trans>No bank accounts yet. Add your accounts to follow their balances here.</Trans>
        </p>
      ) : (
        <ul className={accountStyles.totals} aria-label={t`Current balances`}>
          <Total label={<Trans>Total balance</Trans>} value={format.money(total)} tone={balanceTone(total)} />
          {active.map((account) => (
            <Total key={account.id} label={account.nome} value={format.money(account.saldoAtual)} tone={balanceTone(account.saldoAtual)} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** What is overdue and due in the next days, once known (its failure leaves the section out). */
function Due({ actor }: { actor: OverviewActor }) {
  const due = useSelector(actor, (s) => s.context.due)
  const answered = useSelector(actor, (s) => s.context.answered.due)
  if (!answered) {
    return (
      <PendingSection titleId="due-title" title={<Trans>Bills and income due</Trans>}>
        <Placeholder label={<Trans>Loading what is due…</Trans>} className={styles.duePlaceholder} />
      </PendingSection>
    )
  }
  return due ? <DueSection due={due} days={DUE_PANEL_DAYS} /> : null
}

/** Each card's next statement to pay, the one due first first, each leading to that statement; none, no section. */
function NextStatements({ actor }: { actor: OverviewActor }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const cards = useSelector(actor, (s) => s.context.statementCards)
  const answered = useSelector(actor, (s) => s.context.answered.cards)
  if (!answered) {
    return (
      <PendingSection titleId="next-statements-title" title={<Trans>Next bills</Trans>}>
        <Placeholder label={<Trans>Loading the next bills…</Trans>} className={styles.statementsPlaceholder} />
      </PendingSection>
    )
  }
  if (cards === null || cards.length === 0) return null
  return (
    <section className={`${card({ padding: 'md' })} ${styles.overview}`} aria-labelledby="next-statements-title">
      <h2 id="next-statements-title" className={styles.overviewTitle}>
        <Trans>Next bills</Trans>
      </h2>
      <ul className={styles.statements}>
        {cards.map((bankCard) => {
          // The statement is named by the month of its due date: "Fatura de dezembro de 2026".
          const next = bankCard.proximaFatura
          const statementMonth = formatMonth(next.mes, i18n.locale)
          const due = format.isoDay(next.dataVencimento)
          return (
            <li key={bankCard.id}>
              <Link href={paths.financas.cartaoFaturas(bankCard.id, next.mes)} className={styles.statement}>
                <span className={styles.statementName}>
                  <span className={styles.statementCard}>{cardName(bankCard)}</span>
                  <span className={styles.statementDetail}>
                    {t`${statementMonth} bill`}
                    {' · '}
                    <time dateTime={next.dataVencimento}>
                      <Trans>due {due}</Trans>
                    </time>{' '}
                    <StatusBadge status={next.situacao} />
                  </span>
                </span>
                <span className={styles.statementTotal}>
                  <span className={visuallyHidden}>
                    <Trans>Left to pay</Trans>{' '}
                  </span>
                  {format.money(next.restante)}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function MonthOverview({ actor }: { actor: OverviewActor }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const theme = useTheme()
  const month = useSelector(actor, (s) => s.context.month)
  const months = useSelector(actor, (s) => s.context.months)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  // Another month loads in place of the one shown (same boxes, no figures); only the first load holds the sections after it.
  const firstLoad = loading && months.length === 0
  const current = summaryOf(months, month)
  const hasMovements = months.some((summary) => summary.receitas !== 0 || summary.despesas !== 0)
  const monthName = formatMonth(month, i18n.locale)

  return (
    <section className={`${card({ padding: 'md' })} ${styles.overview}`} aria-labelledby="overview-title" aria-busy={loading} data-pending={firstLoad ? '' : undefined}>
      <MonthNavigation actor={actor} monthName={monthName} />
      {loading ? (
        <>
          <ul className={styles.totals} aria-hidden="true">
            <Total label={<Trans context="totals">Income</Trans>} value={<PlaceholderLine />} tone="" box={styles.total} />
            <Total label={<Trans>Expenses</Trans>} value={<PlaceholderLine />} tone="" box={styles.total} />
            <Total label={<Trans>Balance</Trans>} value={<PlaceholderLine />} tone="" box={styles.total} />
          </ul>
          <div className={styles.figure}>
            <span className={styles.caption} aria-hidden="true">
              <Trans>Income and expenses in the 6 months up to {monthName}</Trans>
            </span>
            <Placeholder label={<Trans>Loading the month overview…</Trans>} className={styles.chartPlaceholder} />
          </div>
        </>
      ) : failed ? (
        <div role="alert" className={`${alertClass({ tone: 'danger' })} ${styles.failure}`}>
          <span>
            <Trans>Could not load the month overview.</Trans>
          </span>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'summary.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          <ul className={styles.totals} aria-label={t`Totals of ${monthName}`}>
            <Total label={<Trans context="totals">Income</Trans>} value={format.money(current.receitas)} tone={styles.income} box={styles.total} />
            <Total label={<Trans>Expenses</Trans>} value={format.money(current.despesas)} tone={styles.expense} box={styles.total} />
            <Total label={<Trans>Balance</Trans>} value={format.money(current.saldo)} tone={current.saldo < 0 ? styles.expense : styles.income} box={styles.total} />
          </ul>
          <figure className={styles.figure}>
            <figcaption className={styles.caption} id="overview-chart-caption">
              <Trans>Income and expenses in the 6 months up to {monthName}</Trans>
            </figcaption>
            {hasMovements ? (
              <>
                <Suspense fallback={<div className={styles.chart} />}>
                  <MonthChart months={months} language={i18n.locale} theme={theme} incomeLabel={t({ message: 'Income', context: 'totals' })} expensesLabel={t`Expenses`} />
                </Suspense>
                <MonthTable months={months} />
              </>
            ) : (
              // Nothing to draw: a R$ 0–1 axis said nothing.
              <p className={styles.noData}>
                <Trans>No income or expenses in these 6 months yet. Add entries to see them here.</Trans>
              </p>
            )}
          </figure>
        </>
      )}
    </section>
  )
}

/**
 * The viewed month between its previous / next buttons (the entries page's navigation), and the way back to the
 * current month when away from it; the machine's guards decide which are offered.
 */
function MonthNavigation({ actor, monthName }: { actor: OverviewActor; monthName: string }) {
  const { t } = useLingui()
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'month.previous' }))
  const canNext = useSelector(actor, (s) => s.can({ type: 'month.next' }))
  const away = useSelector(actor, (s) => s.can({ type: 'month.current' }))
  return (
    <MonthNav
      label={t`Month shown`}
      month={monthName}
      headingId="overview-title"
      canPrevious={canPrevious}
      canNext={canNext}
      onPrevious={() => actor.send({ type: 'month.previous' })}
      onNext={() => actor.send({ type: 'month.next' })}
      canCurrent={away}
      onCurrent={() => actor.send({ type: 'month.current' })}
    />
  )
}

/** The chart's numbers for screen readers (the canvas is hidden from them). */
function MonthTable({ months }: { months: readonly MonthSummary[] }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const rows = months.map((summary) => ({
    key: summary.mes,
    label: formatMonth(summary.mes, i18n.locale),
    amounts: [format.money(summary.receitas), format.money(summary.despesas), format.money(summary.saldo)],
  }))
  return (
    // A table ignores a 1 px width: the hidden wrapper clips it, so it cannot widen the page on a phone.
    <div className={visuallyHidden}>
      <AmountsTable captionId="overview-chart-caption" labelHeader={<Trans>Month</Trans>} amountHeaders={[<Trans context="totals">Income</Trans>, <Trans>Expenses</Trans>, <Trans>Balance</Trans>]} rows={rows} />
    </div>
  )
}
