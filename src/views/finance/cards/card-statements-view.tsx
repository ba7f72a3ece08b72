// A credit card's statements (/financas/cartoes/{id}/faturas): the card with its limit used and
// available (a bar), its statements with their status, one statement at a time — closing and due dates,
// total, paid, what is left to pay, its items (credits negative, installments "3/12", a carried balance
// named by its statement) with a labelled move to the previous or next statement and its Undo, the payments
// made with their Undo — and the pay modal. Flow state lives in the card statements machine and the
// statement-pay machine it invokes. The rules: docs/product-rules.md#card-statements.
import { useCallback, useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useSearch } from 'wouter'
import { cardStatementsMachine, isUnpaidItem } from '@machines/finance/cards/card-statements.machine'
import { isCarriedBalance } from '@/lib/card-items'
import type { CardStatementsMachine, LastMove } from '@machines/finance/cards/card-statements.machine'
import type { BankCard, Entry } from '@/api/card-statements'
import { MAX_SERIAL_ID } from '@contract/common'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { MonthNav } from '@/components/month-nav/month-nav'
import { Spinner } from '@/components/spinner/spinner'
import { formatMonth, formatShortMonth, formatIsoDay } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { cardName, maskedFinal } from '@/lib/card-name'
import { saoPauloDay } from '@/lib/month'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { button, card as cardClass } from '@/styles/recipes.css'
import { Total } from '../accounts/bank-account-balance'
import * as own from '../accounts/bank-accounts.css'
import * as cards from './card-statements.css'
import { DataTable } from '../data-table'
import * as styles from '../finance.css'
import { formatDay } from '../plans/installment-format'
import { addMonths } from '@contract/card-statement'
import { LimitMeter } from './limit-meter'
import { StatementPayModal } from './statement-pay-modal'
import { CarriedBalanceLabel } from './carried-balance'
import { StatusBadge } from './statement-status'
import { EmptyState } from '@/components/empty-state/empty-state'

/** The route's id as a card id: canonical digits within a serial's range, else null (nothing to load). */
export function cardIdFromParam(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null
  const id = Number(param)
  return id <= MAX_SERIAL_ID ? id : null
}

/** A credit lowers the statement: shown negative, in the income tone. */
const signedAmount = (item: Entry) => (item.tipoLancamento === 'Receita' ? -item.valor : item.valor)

const systemClock = () => new Date()

export interface CardStatementsViewProps extends Partial<PageProps> {
  logic?: CardStatementsMachine
  /** The current time (tests fix it): the fallback month and the payment's default day. */
  clock?: () => Date
}

export default function CardStatementsView({ params, logic = cardStatementsMachine, clock = systemClock }: CardStatementsViewProps) {
  const cardId = cardIdFromParam(params?.id)
  // '?mes=2026-12' opens that statement (the due list and the entries' "Pay bill" link to one).
  const month = new URLSearchParams(useSearch()).get('mes')
  return <CardStatements key={`${cardId}:${month}`} cardId={cardId} month={month} logic={logic} clock={clock} />
}

function CardStatements({ cardId, month: initialMonth, logic, clock }: { cardId: number | null; month: string | null; logic: CardStatementsMachine; clock: () => Date }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const heading = useRef<HTMLHeadingElement>(null)
  const headingOf = useCallback(() => heading.current, [])
  const statementHeading = useRef<HTMLHeadingElement>(null)
  const actor = useActorRef(logic, { ...actorOptions(), input: { cardId, today: saoPauloDay(clock()), month: initialMonth } })
  // A moved item's button leaves the table: keyboard focus goes to the statement's heading instead of the page's end.
  useEffect(() => {
    const subscription = actor.on('statement.focus', () => statementHeading.current?.focus())
    return () => subscription.unsubscribe()
  }, [actor])
  const card = useSelector(actor, (s) => s.context.card)
  const statements = useSelector(actor, (s) => s.context.statements)
  const month = useSelector(actor, (s) => s.context.month)
  const statement = useSelector(actor, (s) => s.context.statement)
  const alert = useSelector(actor, (s) => s.context.alert)
  const loadingCard = useSelector(actor, (s) => s.matches('loading') && s.context.card === null)
  /** Why the card is missing, and why its statement is (each failure state names it). */
  const failure = useSelector(actor, (s) => (s.matches('failure') ? s.context.error : null))
  const noStatements = useSelector(actor, (s) => s.matches('noStatements'))
  const loadingStatement = useSelector(actor, (s) => s.matches('loadingStatement') || (s.matches('loading') && s.context.card !== null))
  const statementFailure = useSelector(actor, (s) => (s.matches('statementFailure') ? s.context.error : null))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'month.previous' }))
  const canNext = useSelector(actor, (s) => s.can({ type: 'month.next' }))
  const canPay = useSelector(actor, (s) => s.can({ type: 'pay.open' }))
  const movable = useSelector(actor, (s) => (s.matches('viewing') ? (s.context.statement?.itens.filter((item) => s.can({ type: 'item.move', id: item.id, by: 1 })).map((item) => item.id) ?? []) : []))
  const movableBack = useSelector(actor, (s) => (s.matches('viewing') ? (s.context.statement?.itens.filter((item) => s.can({ type: 'item.move', id: item.id, by: -1 })).map((item) => item.id) ?? []) : []))
  const lastMove = useSelector(actor, (s) => s.context.lastMove)
  const canUndoMove = useSelector(actor, (s) => s.can({ type: 'move.undo' }))
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const undoable = useSelector(actor, (s) => (s.matches('viewing') ? (s.context.statement?.pagamentos.filter((payment) => s.can({ type: 'payment.undo', id: payment.id })).map((payment) => payment.id) ?? []) : []))
  const pendingUndo = useSelector(actor, (s) => s.context.pendingUndo)
  const undoing = useSelector(actor, (s) => s.matches('undoingPayment'))
  const payForm = useSelector(actor, (s) => s.children.statementPay)
  const send = actor.send
  // The heading names the card without its digits: the subtitle shows them.
  const name = card ? cardName(card, { digits: false }) : ''
  const monthName = month ? formatMonth(month, i18n.locale) : ''
  const target = (by: -1 | 1) => (month ? formatShortMonth(addMonths(month, by), i18n.locale) : '')
  const previousTarget = target(-1)
  const nextTarget = target(1)
  const accountName = (id: number) => accounts.find((account) => account.id === id)?.nome ?? t`Account ${id}`

  return (
    <section className={`${styles.page} ${cards.page}`} aria-labelledby="card-statements-title" aria-busy={busy}>
      <Link href={paths.financas.cadastrarCartao} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to cards</Trans>
      </Link>
      <div className={cards.top}>
        <div className={styles.heading}>
          <h1 id="card-statements-title" ref={heading} tabIndex={-1} className={`${styles.title} ${cards.title}`}>
            {card ? <Trans>Bills of {name}</Trans> : <Trans>Card bills</Trans>}
          </h1>
          {card ? (
            <p className={styles.subtitle}>
              {card.apelido ? `${card.nomeBanco} · ${card.nomeUsuario}` : null}
              {card.apelido && card.final ? ' · ' : null}
              {card.final ? maskedFinal(card.final) : null}
            </p>
          ) : null}
        </div>
        {card && card.limite !== null ? <LimitBar card={card} /> : null}
      </div>

      {alert ? <AlertBanner alert={alert} onDismiss={() => send({ type: 'alert.dismiss' })} /> : null}
      {lastMove ? <MoveStatus move={lastMove} canUndo={canUndoMove} onUndo={() => send({ type: 'move.undo' })} /> : null}

      {loadingCard ? <Spinner label={<Trans>Loading the card…</Trans>} /> : null}

      {failure ? (
        <AlertBanner alert={{ tone: 'danger', message: failure }}>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'statement.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </AlertBanner>
      ) : null}

      {noStatements ? (
        <div className={`${card ? cardClass({ padding: 'md' }) : ''} ${styles.panel}`}>
          <p className={cards.note}>
            <Trans>This card has no closing and due days, so it has no bills. Set both days on the cards page to see its bills here.</Trans>
          </p>
          <Link href={paths.financas.cadastrarCartao} className={button({ variant: 'secondary', size: 'sm' })}>
            <Trans>Go to the cards</Trans>
          </Link>
        </div>
      ) : null}

      {card && !noStatements && statements.length > 0 ? (
        <nav aria-label={t`Bills`}>
          <ul className={cards.strip}>
            {statements.map((item) => (
              <li key={item.mes}>
                <button type="button" className={cards.stripButton} aria-current={item.mes === month ? 'true' : undefined} onClick={() => send({ type: 'month.select', mes: item.mes })}>
                  <span className={cards.stripMonth}>{formatShortMonth(item.mes, i18n.locale)}</span>{' '}
                  <span className={cards.stripTotal}>{format.money(item.total)}</span> <StatusBadge status={item.situacao} />
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {card && !noStatements && month ? (
        <>
          <MonthNav
            label={t`Bill month`}
            month={monthName}
            canPrevious={canPrevious}
            canNext={canNext}
            onPrevious={() => send({ type: 'month.previous' })}
            onNext={() => send({ type: 'month.next' })}
            previousText={<Trans>Previous bill</Trans>}
            nextText={<Trans>Next bill</Trans>}
          />

          <section className={`${cardClass({ padding: 'md' })} ${styles.panel} ${cards.statement}`} aria-labelledby="card-statement-title">
            <div className={cards.statementHead}>
              <h2 id="card-statement-title" ref={statementHeading} tabIndex={-1} className={`${styles.sectionTitle} ${cards.statementTitle}`}>
                <Trans context="card">Bill</Trans>{' '}
                {statement && !loadingStatement ? <StatusBadge status={statement.situacao} /> : null}
              </h2>
              {statement && !loadingStatement && !statementFailure ? (
                <button type="button" className={button({ variant: 'primary' })} aria-disabled={!canPay || undefined} onClick={() => send({ type: 'pay.open' })}>
                  <Trans>Pay bill</Trans>
                </button>
              ) : null}
            </div>
            {loadingStatement ? (
              <Spinner label={<Trans context="card">Loading the bill…</Trans>} />
            ) : statementFailure ? (
              <AlertBanner alert={{ tone: 'danger', message: statementFailure }}>
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'statement.retry' })}>
                  <Trans>Try again</Trans>
                </button>
              </AlertBanner>
            ) : statement ? (
              <>
                <ul className={cards.facts} aria-label={t`Bill summary`}>
                  <Total box={cards.figure} label={<Trans>Closing</Trans>} value={formatIsoDay(statement.dataFechamento, i18n.locale)} tone="" />
                  <Total box={cards.figure} label={<Trans>Due</Trans>} value={formatIsoDay(statement.dataVencimento, i18n.locale)} tone="" />
                  <Total box={cards.figure} label={<Trans>Total</Trans>} value={format.money(statement.total)} tone="" />
                  <Total box={cards.figure} label={<Trans context="amount">Paid</Trans>} value={format.money(statement.pago)} tone={statement.pago > 0 ? own.income : ''} />
                  <Total box={cards.figure} label={<Trans>Left to pay</Trans>} value={format.money(statement.restante)} tone={statement.restante > 0 ? own.expense : ''} />
                </ul>
                {statement.itens.length === 0 ? (
                  <EmptyState action={{ label: <Trans>Add a card purchase</Trans>, href: paths.financas.lancamentoFinanceiro }}>
                    <Trans>No items on this bill.</Trans>
                  </EmptyState>
                ) : (
                  <DataTable headers={[<Trans>Date</Trans>, <Trans>Description</Trans>, <Trans>Amount</Trans>]} numeric={[2]} actions medium>
                    {statement.itens.map((item) => {
                      const description = item.descricao
                      const amount = signedAmount(item)
                      return (
                        <tr key={item.id} className={styles.tr}>
                          <td className={styles.td} data-label={t`Date`}>
                            <time className={own.nowrap} dateTime={item.dataLancamento}>{formatDay(item.dataLancamento, i18n.locale)}</time>
                          </td>
                          <td className={`${styles.td} ${styles.nameCell}`} data-label={t`Description`}>
                            <span>
                              {isCarriedBalance(item) ? <CarriedBalanceLabel entry={item} /> : description || '-'}
                              {isUnpaidItem(item) ? null : ' '}
                              {isUnpaidItem(item) ? null : (
                                <span className={cards.itemNote}>{item.tipoLancamento === 'Receita' ? <Trans>Credit received</Trans> : <Trans>Paid</Trans>}</span>
                              )}
                            </span>
                          </td>
                          <td className={`${styles.td} ${own.moneyCell}`} data-label={t`Amount`}>
                            <span className={`${own.money} ${amount < 0 ? own.income : ''}`}>{format.money(amount)}</span>
                          </td>
                          <td className={`${styles.td} ${styles.actionsCell}`}>
                            {movableBack.includes(item.id) || movable.includes(item.id) ? (
                              <span className={styles.actions}>
                                {movable.includes(item.id) ? (
                                  <button type="button" className={`${button({ variant: 'secondary', size: 'sm' })} ${cards.moveButton}`} aria-label={t`Move ${description} to the ${nextTarget} bill`} onClick={() => send({ type: 'item.move', id: item.id, by: 1 })}>
                                    <Trans>Move to the {nextTarget} bill</Trans>
                                  </button>
                                ) : null}
                                {movableBack.includes(item.id) ? (
                                  <button type="button" className={`${button({ variant: 'ghost', size: 'sm' })} ${cards.moveButton}`} aria-label={t`Move ${description} to the ${previousTarget} bill`} onClick={() => send({ type: 'item.move', id: item.id, by: -1 })}>
                                    <Trans>Move to the {previousTarget} bill</Trans>
                                  </button>
                                ) : null}
                              </span>
                            ) : null}
                          </td>
                        </tr>
                      )
                    })}
                  </DataTable>
                )}
                {statement.pagamentos.length > 0 ? (
                  <section aria-labelledby="statement-payments-title" className={cards.payments}>
                    <h3 id="statement-payments-title" className={cards.paymentsTitle}>
                      <Trans>Payments</Trans>
                    </h3>
                    <DataTable headers={[<Trans>Date</Trans>, <Trans>Account</Trans>, <Trans>Amount</Trans>]} numeric={[2]} actions medium>
                      {statement.pagamentos.map((payment) => {
                        const paidOn = formatDay(payment.data, i18n.locale)
                        const amount = format.moneyLabel(payment.valor)
                        return (
                          <tr key={payment.id} className={styles.tr}>
                            <td className={styles.td} data-label={t`Date`}>
                              <time className={own.nowrap} dateTime={payment.data}>{paidOn}</time>
                            </td>
                            <td className={`${styles.td} ${styles.nameCell}`} data-label={t`Account`}>
                              {accountName(payment.contaBancariaId)}
                            </td>
                            <td className={`${styles.td} ${own.moneyCell}`} data-label={t`Amount`}>
                              <span className={own.money}>{format.money(payment.valor)}</span>
                            </td>
                            <td className={`${styles.td} ${styles.actionsCell}`}>
                              {undoable.includes(payment.id) ? (
                                <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`Undo the payment of ${amount} on ${paidOn}`} onClick={() => send({ type: 'payment.undo', id: payment.id })}>
                                  <Trans>Undo</Trans>
                                </button>
                              ) : null}
                            </td>
                          </tr>
                        )
                      })}
                    </DataTable>
                  </section>
                ) : null}
              </>
            ) : null}
          </section>
        </>
      ) : null}

      {payForm ? <StatementPayModal actor={payForm} returnFocus={headingOf} /> : null}

      {pendingUndo ? (
        <ConfirmDialog
          title={<Trans>Undo this payment?</Trans>}
          confirmLabel={<Trans>Undo payment</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={undoing}
          busyLabel={<Trans>Undoing…</Trans>}
          onConfirm={() => send({ type: 'undo.confirm' })}
          onCancel={() => send({ type: 'undo.cancel' })}
          returnFocus={() => statementHeading.current}
        >
          <UndoQuestion amount={pendingUndo.valor} account={accountName(pendingUndo.contaBancariaId)} />
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

function UndoQuestion({ amount, account }: { amount: number; account: string }) {
  const format = useFormat()
  const value = format.money(amount)
  return (
    <p>
      <Trans>
        {value} goes back to {account}, and the items this payment settled are to pay again.
      </Trans>
    </p>
  )
}

/** "Moved to the January 2027 bill — Undo": the last move, and the way to move the item back. */
function MoveStatus({ move, canUndo, onUndo }: { move: LastMove; canUndo: boolean; onUndo: () => void }) {
  const { i18n, t } = useLingui()
  const to = formatMonth(move.to, i18n.locale)
  const from = formatMonth(move.from, i18n.locale)
  const description = move.descricao
  return (
    <p role="status" className={cards.moveStatus}>
      <span>
        <Trans>
          {description} moved to the {to} bill
        </Trans>
      </span>
      {' — '}
      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-disabled={!canUndo || undefined} aria-label={t`Undo: move ${description} back to the ${from} bill`} onClick={onUndo}>
        <Trans>Undo</Trans>
      </button>
    </p>
  )
}

/** The limit used and available, and the used part as a bar (full and in the danger colour over the limit). */
function LimitBar({ card }: { card: BankCard }) {
  const { t } = useLingui()
  const format = useFormat()
  const limit = card.limite ?? 0
  const used = card.limiteUsado ?? 0
  const available = card.limiteDisponivel ?? limit - used
  return (
    <section className={`${cardClass({ padding: 'none' })} ${cards.limit}`} aria-label={t`Limit`}>
      <ul className={cards.limitFigures} aria-label={t`Limit`}>
        <Total box={cards.figure} label={<Trans>Limit used</Trans>} value={format.money(used)} tone="" />
        <Total box={cards.figure} label={<Trans>Limit available</Trans>} value={format.money(available)} tone={available < 0 ? own.expense : own.income} />
        <Total box={cards.figure} label={<Trans>Limit</Trans>} value={format.money(limit)} tone="" />
      </ul>
      <LimitMeter used={used} limit={limit} />
    </section>
  )
}
