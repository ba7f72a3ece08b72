// Books list (/livros): cards with title, author, price, release date and status;
// add, edit, delete with confirmation, and Load more / See less. Flow state lives in the book list machine.
import { useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { bookListMachine } from '@machines/books/book-list.machine'
import type { BookListMachine } from '@machines/books/book-list.machine'
import type { Book } from '@contract/book'
import { paths } from '@/lib/paths'
import type { PageProps } from '@/lib/page'
import { ConfirmDeleteDialog } from '@/components/confirm-dialog/confirm-delete-dialog'
import { Spinner } from '@/components/spinner/spinner'
import { formatIsoDay } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, badge, button, card } from '@/styles/recipes.css'
import * as styles from './book-list.css'

export default function BookListView({ logic }: Partial<PageProps> & { logic?: BookListMachine }) {
  const { i18n } = useLingui()
  const actor = useActorRef(useLogic(bookListMachine, logic), actorOptions())
  const heading = useRef<HTMLHeadingElement>(null)
  const books = useSelector(actor, (s) => s.context.books)
  const error = useSelector(actor, (s) => s.context.error)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const loadingMore = useSelector(actor, (s) => s.matches('loadingMore'))
  const deleting = useSelector(actor, (s) => s.matches('deleting') || s.matches('refreshing'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canLoadMore = useSelector(actor, (s) => s.can({ type: 'page.loadMore' }))
  const canSeeLess = useSelector(actor, (s) => s.can({ type: 'page.seeLess' }))
  const endReached = useSelector(actor, (s) => s.matches('noMore') && s.context.endReached)

  return (
    <section className={styles.page} aria-labelledby="books-title" aria-busy={busy}>
      <div className={styles.toolbar}>
        <div className={styles.heading}>
          <h1 id="books-title" ref={heading} tabIndex={-1} className={styles.title}>
            <Trans>Books</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Your reading list, newest first.</Trans>
          </p>
        </div>
        <Link href={paths.livros.cadastrar(0)} className={button({ variant: 'primary' })}>
          <PlusIcon />
          <Trans>Add book</Trans>
        </Link>
      </div>

      {error && failed ? (
        <div role="alert" className={`${alert({ tone: 'danger' })} ${styles.failure}`}>
          <span>{i18n._(error)}</span>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'page.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : error ? (
        <p role="alert" className={alert({ tone: 'danger' })}>
          {i18n._(error)}
        </p>
      ) : null}

      {loading ? (
        <Spinner label={<Trans>Loading books…</Trans>} />
      ) : books.length > 0 ? (
        <ul className={styles.grid}>
          {books.map((book) => (
            <li key={book.code}>
              <BookCard book={book} disabled={busy} onDelete={() => actor.send({ type: 'book.delete', book })} />
            </li>
          ))}
        </ul>
      ) : failed ? null : (
        <div className={`${card({ padding: 'lg' })} ${styles.empty}`}>
          <BookIcon />
          <p className={styles.emptyText}>
            <Trans>No books yet. Register the first one!</Trans>
          </p>
          <Link href={paths.livros.cadastrar(0)} className={button({ variant: 'secondary' })}>
            <Trans>Add book</Trans>
          </Link>
        </div>
      )}

      {canLoadMore || loadingMore || canSeeLess ? (
        <div className={styles.paging}>
          {endReached ? (
            <p role="status" className={styles.endText}>
              <Trans>No more books.</Trans>
            </p>
          ) : null}
          {canSeeLess ? (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'page.seeLess' })}>
              <Trans>See less</Trans>
            </button>
          ) : (
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              // Not `disabled`: a disabled button drops the focus to the page body (the machine ignores clicks meanwhile).
              aria-disabled={loadingMore || undefined}
              aria-busy={loadingMore}
              onClick={() => actor.send({ type: 'page.loadMore' })}
            >
              {loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
            </button>
          )}
        </div>
      ) : null}

      {pendingDelete ? (
        <ConfirmDeleteDialog actor={actor} title={<Trans>Delete book?</Trans>} busy={deleting} returnFocus={() => heading.current}>
          <Trans>Do you really want to delete “{pendingDelete.titulo}”? This cannot be undone.</Trans>
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  )
}

function BookCard({ book, disabled, onDelete }: { book: Book; disabled: boolean; onDelete: () => void }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const titleId = `book-${book.code}-title`
  const title = book.titulo
  const author = book.Escritor
  return (
    <article className={`${card({ padding: 'md' })} ${styles.bookCard} ${book.ativo ? '' : styles.inactiveCard}`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.bookTitle}>
          {book.titulo}
        </h2>
        <p className={styles.author}>
          <Trans>by {author}</Trans>
        </p>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>
          <Trans>Price</Trans>
        </dt>
        <dd className={`${styles.factValue} ${styles.price}`}>{format.money(book.preco)}</dd>
        <dt className={styles.factLabel}>
          <Trans>Publication date</Trans>
        </dt>
        <dd className={styles.factValue}>
          <time dateTime={book.dataLancamento.slice(0, 10)}>{formatIsoDay(book.dataLancamento, i18n.locale)}</time>
        </dd>
        <dt className={styles.factLabel}>
          <Trans>Active</Trans>
        </dt>
        <dd className={styles.factValue}>
          <span className={badge({ tone: book.ativo ? 'income' : 'neutral' })}>{book.ativo ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Link
          href={paths.livros.cadastrar(book.code)}
          className={`${button({ variant: 'secondary', size: 'sm' })} ${styles.actionButton}`}
          aria-label={t`Edit “${title}”`}
        >
          <Trans>Edit</Trans>
        </Link>
        {/* Quiet on the card: the red, final action is the confirmation dialog's. */}
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'sm' })} ${styles.actionButton} ${styles.deleteButton}`}
          aria-label={t`Delete “${title}”`}
          disabled={disabled}
          onClick={onDelete}
        >
          <TrashIcon />
          <Trans>Delete</Trans>
        </button>
      </div>
    </article>
  )
}

function TrashIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  )
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
      <path d="M12 5v14M5 12h14" />
    </svg>
  )
}

function BookIcon() {
  return (
    <svg className={styles.emptyIcon} width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </svg>
  )
}
