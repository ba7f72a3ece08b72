// Book form (/livros/cadastrar/{livroId}): livroId 0 registers a new book, any other id
// loads that book and updates it. Flow state and validation live in the book form machine.
import { useEffect, useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useLocation } from 'wouter'
import { bookFormMachine } from '@machines/books/book-form.machine'
import type { BookFormMachine, BookTextField } from '@machines/books/book-form.machine'
import { FIRST_RELEASE_DAY } from '@contract/book'
import { bookIdFromParam, paths } from '@/lib/paths'
import type { PageProps } from '@/lib/page'
import { Spinner } from '@/components/spinner/spinner'
import { AmountField } from '@/components/amount-input/amount-field'
import { DateField, TextField } from '@/components/text-field/text-field'
import { FormField } from '@/components/form/form-field'
import { MachineForm } from '@/components/form/machine-form'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, button, card, input } from '@/styles/recipes.css'
import * as styles from './book-form.css'

export { bookIdFromParam }

export default function BookFormView({ params, logic }: Partial<PageProps> & { logic?: BookFormMachine }) {
  const id = bookIdFromParam(params?.livroId)
  // An address no book can have is not found at once: no request, no Try again that cannot work.
  if (id < 0) return <BookNotFound />
  // A new actor per book: going from /livros/cadastrar/5 to /livros/cadastrar/0 starts over.
  return <BookForm key={id} id={id} logic={logic} />
}

function BookNotFound() {
  return (
    <div className={styles.page}>
      <section className={`${card({ padding: 'lg', elevated: true })} ${styles.panel}`} aria-labelledby="book-form-title">
        <h1 id="book-form-title" className={styles.title}>
          <Trans>Book not found</Trans>
        </h1>
        <p>
          <Trans>This address does not point to a book. Open a book from the list, or register a new one.</Trans>
        </p>
        <div className={styles.buttons}>
          <Link href={paths.livros.list} className={button({ variant: 'primary' })}>
            <Trans>Back to books</Trans>
          </Link>
          <Link href={paths.livros.cadastrar(0)} className={button({ variant: 'secondary' })}>
            <Trans>Register a new book</Trans>
          </Link>
        </div>
      </section>
    </div>
  )
}

function BookForm({ id, logic }: { id: number; logic: BookFormMachine | undefined }) {
  const { i18n, t } = useLingui()
  const [, navigate] = useLocation()
  const errorId = useId()
  const actor = useActorRef(useLogic(bookFormMachine, logic), { ...actorOptions(), input: { id } })
  // Saved: back to the list.
  useEffect(() => {
    const subscription = actor.on('book.saved', () => navigate(paths.livros.list))
    return () => subscription.unsubscribe()
  }, [actor, navigate])
  const isCreate = useSelector(actor, (s) => s.context.id === 0)
  const titulo = useSelector(actor, (s) => s.context.titulo)
  const escritor = useSelector(actor, (s) => s.context.escritor)
  const price = useSelector(actor, (s) => s.context.price)
  const date = useSelector(actor, (s) => s.context.date)
  const ativo = useSelector(actor, (s) => s.context.ativo)
  const invalid = useSelector(actor, (s) => s.context.invalid)
  const error = useSelector(actor, (s) => s.context.error)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'))
  const notFound = useSelector(actor, (s) => s.matches('notFound'))
  const saving = useSelector(actor, (s) => s.matches('saving') || s.matches('saved'))

  const change = (field: BookTextField) => (value: string) => actor.send({ type: 'field.change', field, value })
  const isInvalid = (field: BookTextField) => invalid.includes(field)

  // A valid id that is not one of the user's books (or no book at all): the same page as an impossible id.
  if (notFound) return <BookNotFound />

  return (
    <div className={styles.page}>
      <Link href={paths.livros.list} className={styles.back}>
        <span aria-hidden="true">←</span>
        <Trans>Back to books</Trans>
      </Link>
      <section className={`${card({ padding: 'lg', elevated: true })} ${styles.panel}`} aria-labelledby="book-form-title" aria-busy={loading || saving}>
        <h1 id="book-form-title" className={styles.title}>
          {isCreate ? <Trans>Register New Book</Trans> : <Trans>Update Book</Trans>}
        </h1>

        {loading ? (
          <Spinner label={<Trans>Loading book…</Trans>} />
        ) : loadFailed ? (
          <div className={styles.failure}>
            <p role="alert" className={alert({ tone: 'danger' })}>
              {error ? i18n._(error) : null}
            </p>
            <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'load.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <MachineForm className={styles.form} onSubmit={() => actor.send({ type: 'form.submit' })}>
            <TextField
              label={<Trans>Title</Trans>}
              name="titulo"
              value={titulo}
              maxLength={200}
              invalid={isInvalid('titulo')}
              errorId={errorId}
              readOnly={saving}
              onChange={change('titulo')}
            />
            <TextField
              label={<Trans>Author</Trans>}
              name="escritor"
              value={escritor}
              maxLength={200}
              invalid={isInvalid('escritor')}
              errorId={errorId}
              readOnly={saving}
              onChange={change('escritor')}
            />
            <div className={styles.row}>
              <AmountField
                label={<Trans>Price (R$)</Trans>}
                name="preco"
                value={price}
                maxLength={20}
                invalid={isInvalid('price')}
                errorId={errorId}
                readOnly={saving}
                onChange={change('price')}
              />
              <DateField
                label={<Trans>Publication date</Trans>}
                name="dataLancamento"
                firstDay={FIRST_RELEASE_DAY}
                value={date}
                invalid={isInvalid('date')}
                errorId={errorId}
                readOnly={saving}
                onChange={change('date')}
              />
              <FormField label={<Trans>Active</Trans>} className={styles.field}>
                {(control) => (
                  <select
                    {...control}
                    name="ativo"
                    className={`${input()} ${styles.select}`}
                    value={ativo ? 'true' : 'false'}
                    disabled={saving}
                    onChange={(event) => actor.send({ type: 'ativo.change', value: event.target.value === 'true' })}
                  >
                    <option value="true">{t`Yes`}</option>
                    <option value="false">{t`No`}</option>
                  </select>
                )}
              </FormField>
            </div>
            {error ? (
              <p id={errorId} role="alert" className={alert({ tone: 'danger' })}>
                {i18n._(error)}
              </p>
            ) : null}
            <div className={styles.buttons}>
              {/* aria-disabled while saving keeps focus on the button (a disabled one drops it to the page body). */}
              <button type="submit" className={button({ variant: 'primary' })} aria-disabled={saving || undefined}>
                {saving ? <Trans>Saving…</Trans> : isCreate ? <Trans>Register</Trans> : <Trans>Update</Trans>}
              </button>
              <Link href={paths.livros.list} className={button({ variant: 'secondary' })}>
                <Trans>Cancel</Trans>
              </Link>
            </div>
          </MachineForm>
        )}
      </section>
    </div>
  )
}
