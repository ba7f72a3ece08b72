// Bank cards (/financas/cadastrar-cartao): create with holder and bank (and optionally a nickname, the
// last 4 digits, the statement's closing and due days, the limit and the account that pays the statements),
// search by holder, inline edit, delete after confirmation. A card with statements shows its next bill to
// pay: the earliest unpaid closed or overdue statement, else the open one.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { cardPaymentAccountsMachine } from '@machines/finance/cards/card-payment-accounts.machine'
import type { CardPaymentAccountsMachine } from '@machines/finance/cards/card-payment-accounts.machine'
import type { BankAccount } from '@contract/bank-account'
import { Link } from 'wouter'
import { bankCardListMachine } from '@machines/finance/registries/registries'
import type { BankCardListMachine, BankCardValues } from '@machines/finance/registries/registries'
import type { BankCard } from '@contract/bank-card'
import { BANK_CARD_NICKNAME_MAX } from '@contract/bank-card'
import { formatIsoDay, formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { maskedFinal } from '@/lib/card-name'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { EditableList } from '../registries/editable-list'
import { LimitMeter } from './limit-meter'
import type { ColumnSpec, FieldSpec } from '../registries/editable-list'
import * as styles from '../finance.css'
import { StatusBadge } from './statement-status'

const textFields: FieldSpec<BankCardValues>[] = [
  { name: 'nomeUsuario', label: msg`Account holder`, maxLength: 40 },
  { name: 'nomeBanco', label: msg`Bank name`, maxLength: 40 },
  { name: 'apelido', label: msg`Nickname`, maxLength: BANK_CARD_NICKNAME_MAX },
  { name: 'final', label: msg`Last 4 digits`, maxLength: 4, numeric: true },
  { name: 'diaFechamento', label: msg`Closing day`, maxLength: 2, numeric: true },
  { name: 'diaVencimento', label: msg`Due day`, maxLength: 2, numeric: true },
  { name: 'limite', label: msg`Limit`, amount: true },
]

/** The payment account: a select of the user's accounts (archived ones only when a card names one), optional. */
function paymentAccountField(accounts: readonly BankAccount[]): FieldSpec<BankCardValues> {
  return {
    name: 'contaPagamentoId',
    label: msg`Payment account`,
    select: { emptyLabel: msg({ message: 'None', context: 'payment account' }) },
    options: accounts.filter((account) => !account.arquivada).map((account) => ({ value: String(account.id), label: account.nome })),
  }
}


/** How a card is told apart: its nickname and its last 4 digits, when set. */
function CardName({ card }: { card: BankCard }) {
  if (!card.apelido && !card.final) return null
  // One element: a stacked row's cell is a grid of its label and one value ("•••• 1234" fell under the label).
  return (
    <span>
      {card.apelido}
      {card.apelido && card.final ? ' ' : null}
      {card.final ? <span className={styles.muted}>{maskedFinal(card.final)}</span> : null}
    </span>
  )
}

/** The statement days and, since the card has statements, a link to them (one element: the stacked cell's value). */
function StatementDays({ card }: { card: BankCard }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  if (card.diaFechamento === null || card.diaVencimento === null) return null
  const closing = card.diaFechamento
  const due = card.diaVencimento
  const name = cardRowName(card)
  const next = card.proximaFatura
  const nextMonth = next ? formatMonth(next.mes, i18n.locale) : ''
  const nextDue = next ? formatIsoDay(next.dataVencimento, i18n.locale) : ''
  const nextLeft = next ? format.money(next.restante) : ''
  return (
    <span className={styles.limitCell}>
      <span>
        <Trans>Closes on day {closing}, due on day {due}</Trans>{' '}
        <Link href={paths.financas.cartaoFaturas(card.id)} className={styles.back} aria-label={t`View the bills of ${name}`}>
          <Trans>Bills</Trans>
        </Link>
      </span>
      {next ? (
        <span className={styles.mutedText}>
          <Link href={paths.financas.cartaoFaturas(card.id, next.mes)} className={styles.back}>
            <Trans>
              Next bill: {nextMonth}, due {nextDue}, {nextLeft} left to pay
            </Trans>
          </Link>{' '}
          <StatusBadge status={next.situacao} />
        </span>
      ) : null}
    </span>
  )
}

/** The limit: what is in use of it as text and as a meter, and what is available (negative: over the limit). */
function CardLimit({ card }: { card: BankCard }) {
  const format = useFormat()
  if (card.limite === null) return null
  const usedText = format.money(card.limiteUsado)
  const limitText = format.money(card.limite)
  const availableText = format.money(card.limiteDisponivel ?? card.limite - card.limiteUsado)
  return (
    <span className={styles.limitCell}>
      <span>
        <Trans>
          {usedText} of {limitText}
        </Trans>
      </span>
      <LimitMeter used={card.limiteUsado} limit={card.limite} />
      <span className={styles.mutedText}>
        <Trans>Available: {availableText}</Trans>
      </span>
    </span>
  )
}

function cardColumns(accounts: readonly BankAccount[]): ColumnSpec<BankCard, BankCardValues>[] {
  const accountName = (id: number | null) => (id === null ? '' : (accounts.find((account) => account.id === id)?.nome ?? ''))
  return [
    { header: msg`Account holder`, field: 'nomeUsuario', cell: (row) => row.nomeUsuario },
    { header: msg`Bank`, field: 'nomeBanco', cell: (row) => row.nomeBanco },
    { header: msg`Card`, fields: ['apelido', 'final'], cell: (row) => <CardName card={row} /> },
    { header: msg`Bill days`, fields: ['diaFechamento', 'diaVencimento'], cell: (row) => <StatementDays card={row} /> },
    { header: msg`Limit`, field: 'limite', cell: (row) => <CardLimit card={row} /> },
    { header: msg`Payment account`, field: 'contaPagamentoId', cell: (row) => accountName(row.contaPagamentoId) },
  ]
}

/** The row's name for its buttons: holder and bank, then the nickname and the last 4 digits when set. */
function cardRowName(row: BankCard): string {
  return [row.nomeUsuario, row.nomeBanco, row.apelido, row.final ? `•••• ${row.final}` : null].filter(Boolean).join(' · ')
}

export default function BankCardsView({
  logic,
  accountsLogic,
}: Partial<PageProps> & { logic?: BankCardListMachine; accountsLogic?: CardPaymentAccountsMachine }) {
  const actor = useActorRef(useLogic(bankCardListMachine, logic), actorOptions())
  const accountsActor = useActorRef(useLogic(cardPaymentAccountsMachine, accountsLogic), actorOptions())
  const accounts = useSelector(accountsActor, (s) => s.context.accounts)
  const fields = useMemo(() => [...textFields, paymentAccountField(accounts)], [accounts])
  const columns = useMemo(() => cardColumns(accounts), [accounts])
  return (
    <EditableList
      actor={actor}
      title={msg`Manage cards`}
      intro={msg`The bank cards you pay with, by holder and bank. Installment plans can name one.`}
      createTitle={msg`New card`}
      addLabel={msg`Register card`}
      listTitle={msg`Your cards`}
      fields={fields}
      columns={columns}
      rowName={cardRowName}
      search={{ label: msg`Search by holder` }}
      loadingText={msg`Loading cards…`}
      emptyText={msg`No cards yet. Register the first one above.`}
      noMatchText={msg`No card of a holder with that name.`}
      deleteTitle={msg`Delete card?`}
      deleteQuestion={msg`Do you really want to delete this card?`}
    />
  )
}
