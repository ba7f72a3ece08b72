// The entries page's search over every month (docs/product-rules.md#entries): a combobox whose list shows each
// entry found with its date, description, category, account or card and amount. Flow state lives in the
// entrySearch machine; this view renders it, sends the keys and clicks, and opens the month the machine names.
import type { KeyboardEvent } from 'react'
import { useEffect } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation } from 'wouter'
import { entrySearchMachine, tooShort } from '@machines/finance/entries/entry-search.machine'
import type { EntrySearchMachine } from '@machines/finance/entries/entry-search.machine'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import type { Entry } from '@contract/entry'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@contract/entry-search'
import { cardName } from '@/lib/card-name'
import { paths } from '@/lib/paths'
import { formatSaoPauloDate } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { button, input, visuallyHidden } from '@/styles/recipes.css'
import { accountLabel } from '../accounts/account-label'
import * as styles from './entry-search.css'

export interface EntrySearchProps {
  logic?: EntrySearchMachine
  /** The user's registries, which name each result's category, account and card (null while unknown). */
  categories: readonly Category[]
  accounts: readonly BankAccount[] | null
  cards: readonly BankCard[] | null
}

const optionId = (entry: Pick<Entry, 'id'>) => `entry-search-option-${entry.id}`

/** The entries page link that opens an entry's month with the entry pointed at (and its description filtered). */
export const entryLink = (entry: Pick<Entry, 'id' | 'descricao'>, month: string) =>
  `${paths.financas.lancamentoFinanceiro}?mes=${month}&lancamento=${entry.id}&busca=${encodeURIComponent(entry.descricao)}`

export function EntrySearch({ logic, categories, accounts, cards }: EntrySearchProps) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const [, navigate] = useLocation()
  const actor = useActorRef(useLogic(entrySearchMachine, logic), actorOptions())
  const text = useSelector(actor, (s) => s.context.text)
  const results = useSelector(actor, (s) => s.context.results)
  const highlighted = useSelector(actor, (s) => s.context.highlighted)
  const error = useSelector(actor, (s) => s.context.error)
  const query = useSelector(actor, (s) => s.context.query)
  const waiting = useSelector(actor, (s) => s.matches('typing') || s.matches('searching'))
  const showing = useSelector(actor, (s) => s.matches('results'))
  const empty = useSelector(actor, (s) => s.matches('empty'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const loadingMore = useSelector(actor, (s) => s.matches({ results: 'loadingMore' }))
  const canMore = useSelector(actor, (s) => s.can({ type: 'search.more' }))

  useEffect(() => {
    const subscription = actor.on('search.open', ({ entry, month }) => navigate(entryLink(entry, month)))
    return () => subscription.unsubscribe()
  }, [actor, navigate])

  // The highlighted result stays in view as the arrows move.
  useEffect(() => {
    if (highlighted >= 0 && results[highlighted]) document.getElementById(optionId(results[highlighted]))?.scrollIntoView?.({ block: 'nearest' })
  }, [highlighted, results])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const sent = { ArrowDown: 'results.next', ArrowUp: 'results.previous', Enter: 'search.enter', Escape: 'search.close' } as const
    const type = sent[event.key as keyof typeof sent]
    if (!type) return
    // Escape with nothing open leaves the key to the page; the arrows never move the caret while results show.
    if (type === 'search.close' && !showing && !empty && !failed && !waiting) return
    event.preventDefault()
    actor.send({ type })
  }

  const categoryOf = (entry: Entry) => (entry.categoriaId === null ? null : (categories.find((category) => category.id === entry.categoriaId)?.nomeCategoria ?? null))
  const placeOf = (entry: Entry) => {
    if (entry.cartaoId !== null) {
      const card = cards?.find((candidate) => candidate.id === entry.cartaoId)
      return card ? cardName(card) : t`Card`
    }
    const account = entry.contaBancariaId === null ? undefined : accounts?.find((candidate) => candidate.id === entry.contaBancariaId)
    return account ? accountLabel(account, i18n) : null
  }
  const open = showing && results.length > 0
  // Whether the status line says anything (the panel over the page shows only then).
  const saying = tooShort(text) || waiting || empty || failed || showing
  const count = results.length

  return (
    // Not a search landmark: the filter bar below is the page's one (role="search", "Filter entries"). Its place is
    // the page's top right (entry-search.css.ts): the status and the results open over the page.
    <div className={styles.search}>
      <label htmlFor="entry-search" className={visuallyHidden}>
        <Trans>Search every month</Trans>
      </label>
      <input
        id="entry-search"
        type="search"
        className={`${input()} ${styles.box}`}
        role="combobox"
        aria-expanded={open}
        aria-controls="entry-search-results"
        aria-autocomplete="list"
        aria-activedescendant={open && highlighted >= 0 && results[highlighted] ? optionId(results[highlighted]) : undefined}
        aria-describedby="entry-search-status"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        placeholder={t`Search every month`}
        value={text}
        onChange={(event) => actor.send({ type: 'search.change', text: event.target.value })}
        onKeyDown={onKeyDown}
      />
      <div className={saying ? `${styles.overlay} ${styles.overlayOpen}` : styles.overlay}>
      <p id="entry-search-status" className={`${styles.status} ${failed || (showing && error) ? styles.statusError : ''}`} aria-live="polite">
        {tooShort(text) ? (
          <Plural value={SEARCH_MIN_LENGTH} one="Type at least # letter." other="Type at least # letters." />
        ) : waiting ? (
          <Trans>Searching…</Trans>
        ) : empty ? (
          <Trans>No entry found for “{query}”.</Trans>
        ) : failed && error ? (
          <>
            {i18n._(error)}{' '}
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'search.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </>
        ) : showing && error ? (
          i18n._(error)
        ) : showing ? (
          canMore ? (
            <Plural value={count} one="First # entry found, newest first. Use the arrows and Enter to open one." other="First # entries found, newest first. Use the arrows and Enter to open one." />
          ) : (
            <Plural value={count} one="# entry found, newest first. Use the arrows and Enter to open one." other="# entries found, newest first. Use the arrows and Enter to open one." />
          )
        ) : null}
      </p>
      {open ? (
        <>
          <ul id="entry-search-results" role="listbox" aria-label={t`Entries found`} className={styles.list}>
            {results.map((entry, index) => {
              const category = categoryOf(entry)
              const place = placeOf(entry)
              return (
                <li
                  key={entry.id}
                  id={optionId(entry)}
                  role="option"
                  aria-selected={index === highlighted}
                  className={styles.option}
                  // The input keeps the focus: a click chooses without blurring it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => actor.send({ type: 'results.choose', id: entry.id })}
                >
                  <span className={styles.description}>{entry.descricao}</span>
                  <span className={styles.amount}>{format.money(entry.tipoLancamento === 'Despesa' ? -entry.valor : entry.valor)}</span>
                  <span className={styles.details}>
                    <time className={styles.detail} dateTime={entry.dataLancamento}>
                      {formatSaoPauloDate(entry.dataLancamento, i18n.locale)}
                    </time>
                    {category ? <span className={styles.detail}>· {category}</span> : null}
                    {place ? <span className={styles.detail}>· {place}</span> : null}
                  </span>
                </li>
              )
            })}
          </ul>
          {canMore || loadingMore ? (
            <button type="button" className={`${button({ variant: 'secondary', size: 'sm' })} ${styles.more}`} disabled={loadingMore} onClick={() => actor.send({ type: 'search.more' })}>
              {loadingMore ? <Trans>Loading…</Trans> : <Trans>More results</Trans>}
            </button>
          ) : null}
        </>
      ) : null}
      </div>
    </div>
  )
}
