// Received messages (/listar-contatos, Admin): name and date filters with a Search button,
// a table on wide screens that stacks into cards below 768 px, Show more / Show less, a details dialog, and
// Delete with a confirmation dialog. Flow state lives in the message list machine.
import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { filterMessages, messageListMachine } from '@machines/site/message-list.machine'
import type { MessageFilterField, MessageListMachine } from '@machines/site/message-list.machine'
import type { PageProps } from '@/lib/page'
import { ConfirmDeleteDialog } from '@/components/confirm-dialog/confirm-delete-dialog'
import { FilterInput } from '@/components/filter-field/filter-field'
import { Modal } from '@/components/modal/modal'
import { Spinner } from '@/components/spinner/spinner'
import { formatDateTime } from '@/i18n/format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, button, card } from '@/styles/recipes.css'
import * as styles from './messages.css'

export default function MessageListView({ logic }: Partial<PageProps> & { logic?: MessageListMachine }) {
  const { i18n, t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const actor = useActorRef(useLogic(messageListMachine, logic), actorOptions())
  useEffect(() => {
    // Show less scrolls back to the top (focus follows, for keyboard users).
    const subscription = actor.on('list.backToTop', () => {
      window.scrollTo({ top: 0 })
      heading.current?.focus({ preventScroll: true })
    })
    return () => subscription.unsubscribe()
  }, [actor])
  const draft = useSelector(actor, (s) => s.context.draft)
  const messages = useSelector(actor, (s) => s.context.messages)
  const applied = useSelector(actor, (s) => s.context.applied)
  const visible = useSelector(actor, (s) => s.context.visible)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const detailOpen = useSelector(actor, (s) => s.matches({ ready: 'loadingDetail' }) || s.matches({ ready: 'detail' }))
  const detail = useSelector(actor, (s) => s.context.detail)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const deleting = useSelector(actor, (s) => s.matches({ ready: 'deleting' }))
  const error = useSelector(actor, (s) => s.context.error)
  const canMore = useSelector(actor, (s) => s.can({ type: 'page.more' }))
  const canLess = useSelector(actor, (s) => s.can({ type: 'page.less' }))

  const filtered = filterMessages(messages, applied)
  const shown = filtered.slice(0, visible)
  const shownCount = shown.length
  const total = filtered.length
  const change = (field: MessageFilterField) => (value: string) => actor.send({ type: 'filter.change', field, value })

  return (
    <section className={styles.page} aria-labelledby="messages-title" aria-busy={loading}>
      <div>
        <h1 id="messages-title" ref={heading} tabIndex={-1} className={styles.title}>
          <Trans>Received messages</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Messages sent through the contact page, newest first.</Trans>
        </p>
      </div>

      <form
        role="search"
        aria-label={t`Filter messages`}
        className={`${card({ padding: 'md' })} ${styles.filters}`}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'filter.apply' })
        }}
      >
        <FilterInput label={<Trans>Name</Trans>} type="search" value={draft.name} onChange={change('name')} />
        <FilterInput label={<Trans>From</Trans>} type="date" value={draft.from} onChange={change('from')} />
        <FilterInput label={<Trans>To</Trans>} type="date" value={draft.to} onChange={change('to')} />
        <button type="submit" className={button({ variant: 'primary' })} disabled={loading}>
          <Trans>Search</Trans>
        </button>
      </form>

      {error ? (
        <p role="alert" className={alert({ tone: 'danger' })}>
          {i18n._(error)}
        </p>
      ) : null}

      {loading ? (
        <Spinner label={<Trans>Loading messages…</Trans>} />
      ) : total === 0 ? (
        <p className={`${card({ padding: 'md' })} ${styles.empty}`}>
          {messages.length === 0 ? <Trans>No messages yet.</Trans> : <Trans>No message matches the filters.</Trans>}
        </p>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            <Trans>
              Showing {shownCount} of {total} messages
            </Trans>
          </p>
          <table className={styles.table}>
            <thead>
              <tr className={styles.headRow}>
                <th scope="col" className={styles.headCell}>
                  <Trans>Name</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>E-mail</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <Trans>Contact date</Trans>
                </th>
                <th scope="col" className={styles.headCell}>
                  <span className={styles.count}>
                    <Trans>Details</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody className={styles.body}>
              {shown.map((message) => {
                const name = message.nome
                return (
                  <tr key={message.id} className={styles.row}>
                    <td className={`${styles.cell} ${styles.name}`} data-label={t`Name`}>
                      {message.nome}
                    </td>
                    <td className={styles.cell} data-label={t`E-mail`}>
                      {message.email}
                    </td>
                    <td className={styles.cell} data-label={t`Contact date`}>
                      <time dateTime={message.dataContato}>{formatDateTime(message.dataContato, i18n.locale)}</time>
                    </td>
                    <td className={styles.actionCell}>
                      <div className={styles.rowActions}>
                        <button
                          type="button"
                          className={button({ variant: 'secondary', size: 'sm' })}
                          aria-label={t`View the message from ${name}`}
                          onClick={() => actor.send({ type: 'message.view', id: message.id })}
                        >
                          <Trans>View</Trans>
                        </button>
                        <button
                          type="button"
                          className={button({ variant: 'danger', size: 'sm' })}
                          aria-label={t`Delete the message from ${name}`}
                          onClick={() => actor.send({ type: 'message.delete', id: message.id })}
                        >
                          <Trans>Delete</Trans>
                        </button>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </>
      )}

      {canMore || canLess ? (
        <div className={styles.paging}>
          {canMore ? (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'page.more' })}>
              <Trans>Show more</Trans>
            </button>
          ) : null}
          {canLess ? (
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'page.less' })}>
              <Trans>Show less</Trans>
            </button>
          ) : null}
        </div>
      ) : null}

      {pendingDelete ? (
        <ConfirmDeleteDialog actor={actor} title={<Trans>Delete message?</Trans>} busy={deleting} returnFocus={() => heading.current}>
          <DeleteQuestion name={pendingDelete.nome} />
        </ConfirmDeleteDialog>
      ) : null}

      {detailOpen ? (
        <Modal phase="open" title={detail ? detail.nome : <Trans>Message</Trans>} closeLabel={t`Close`} onClose={() => actor.send({ type: 'detail.close' })}>
          {detail ? (
            <dl className={styles.detail}>
              <dt className={styles.detailLabel}>
                <Trans>E-mail</Trans>
              </dt>
              <dd className={styles.detailValue}>
                <a href={`mailto:${detail.email}`}>{detail.email}</a>
              </dd>
              <dt className={styles.detailLabel}>
                <Trans>Contact date</Trans>
              </dt>
              <dd className={styles.detailValue}>
                <time dateTime={detail.dataContato}>{formatDateTime(detail.dataContato, i18n.locale)}</time>
              </dd>
              <dt className={styles.detailLabel}>
                <Trans>Message</Trans>
              </dt>
              <dd className={styles.detailValue}>
                <p className={styles.messageText}>{detail.mensagem}</p>
              </dd>
            </dl>
          ) : (
            <Spinner label={<Trans>Loading the message…</Trans>} />
          )}
        </Modal>
      ) : null}
    </section>
  )
}

function DeleteQuestion({ name }: { name: string }) {
  return <Trans>Do you really want to delete the message from {name}? This cannot be undone.</Trans>
}
