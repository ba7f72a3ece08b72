// The one list component of the finance registries (categories, bank cards, account holders): create form,
// search or sort, a table whose rows edit inline (one at a time), delete after a confirmation, alerts.
// It renders the editable-list machine (machines/editable-list.machine.ts) and sends its events.
import { useEffect, useId, useRef } from 'react'
import type { InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { Actor } from 'xstate'
import type { EditableListMachine, ListRow, ListValues } from '@machines/editable-list.machine'
import type { FormState } from '@machines/form-core'
import { paths } from '@/lib/paths'
import { useAmountInput } from '@/components/amount-input/amount-input'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { FieldError, FormField } from '@/components/form/form-field'
import { MachineForm } from '@/components/form/machine-form'
import { Spinner } from '@/components/spinner/spinner'
import { button, card, input, visuallyHidden } from '@/styles/recipes.css'
import * as styles from '../finance.css'
import { EmptyState } from '@/components/empty-state/empty-state'

export interface ChoiceOption {
  value: string
  /** A message, or the user's own text (an account's name). */
  label: MessageDescriptor | string
}

const choiceLabel = (i18n: { _: (descriptor: MessageDescriptor) => string }, label: ChoiceOption['label']) => (typeof label === 'string' ? label : i18n._(label))

/** One editable field of a registry row: a text box, an amount, or a choice (radios in the create form, a select inline). */
export interface FieldSpec<V extends ListValues> {
  /** A key of the form values, hence of the row (RowValues): a misspelt field does not compile. */
  name: keyof V & string
  label: MessageDescriptor
  maxLength?: number
  options?: readonly ChoiceOption[]
  /**
   * The choice is a select in the create form too (a list of the user's own rows, e.g. accounts), whose
   * empty option reads `emptyLabel` ("None": the field is optional); else radios and "Choose…".
   */
  select?: { emptyLabel: MessageDescriptor }
  /** An amount input: the language's separators and placeholder (src/components/amount-input). */
  amount?: boolean
  /** Digits only (a day, the last 4 digits): phones show the numeric keypad. */
  numeric?: boolean
}

export interface ColumnSpec<R extends ListRow, V extends ListValues> {
  header: MessageDescriptor
  /** The field this column edits inline (same name as a FieldSpec), if any. */
  field?: keyof V & string
  /** The fields this column edits inline when it shows more than one (a nickname and the last 4 digits). */
  fields?: readonly (keyof V & string)[]
  cell: (row: R) => ReactNode
}

/** The fields a column edits inline. */
const editedFields = <R extends ListRow, V extends ListValues>(column: ColumnSpec<R, V>): readonly (keyof V & string)[] =>
  column.fields ?? (column.field ? [column.field] : [])

export interface EditableListProps<R extends ListRow, V extends ListValues> {
  actor: Actor<EditableListMachine<R, V>>
  title: MessageDescriptor
  intro: MessageDescriptor
  createTitle: MessageDescriptor
  addLabel: MessageDescriptor
  listTitle: MessageDescriptor
  fields: readonly FieldSpec<V>[]
  columns: readonly ColumnSpec<R, V>[]
  /** The row's name for accessible button labels ("Edit Mercado"). */
  rowName: (row: R) => string
  search?: { label: MessageDescriptor }
  sort?: { label: MessageDescriptor; options: readonly ChoiceOption[]; apply: (rows: readonly R[], mode: string) => R[] }
  loadingText: MessageDescriptor
  emptyText: MessageDescriptor
  noMatchText: MessageDescriptor
  deleteTitle: MessageDescriptor
  deleteQuestion: MessageDescriptor
}

export function EditableList<R extends ListRow, V extends ListValues>(props: EditableListProps<R, V>) {
  const { i18n } = useLingui()
  const { actor } = props
  const listHeading = useRef<HTMLHeadingElement>(null)
  const table = useRef<HTMLTableElement>(null)
  const createSection = useRef<HTMLElement>(null)
  const rows = useSelector(actor, (s) => s.context.rows)
  const sort = useSelector(actor, (s) => s.context.sort)
  const query = useSelector(actor, (s) => s.context.query)
  const searchedQuery = useSelector(actor, (s) => s.context.searchedQuery)
  const create = useSelector(actor, (s) => s.context.create)
  const editing = useSelector(actor, (s) => s.context.editing)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const alert = useSelector(actor, (s) => s.context.alert)
  const focus = useSelector(actor, (s) => s.context.focus)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const creating = useSelector(actor, (s) => s.matches('creating'))
  const saving = useSelector(actor, (s) => s.matches({ loaded: 'saving' }))
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  // The create form is read-only while a save, a create or a delete runs (the machine takes no typing then).
  const firstField = props.fields[0]
  const createLocked = useSelector(actor, (s) => firstField !== undefined && !s.can({ type: 'create.change', field: firstField.name, value: '' }))
  const send = actor.send

  // After a save or cancel focus returns to the row's Edit button, after a delete to the list (once per change).
  const appliedFocus = useRef<unknown>(null)
  useEffect(() => {
    if (!focus || busy || appliedFocus.current === focus) return
    appliedFocus.current = focus
    if (focus.kind === 'row') table.current?.querySelector<HTMLElement>(`[data-edit="${focus.id}"]`)?.focus()
    else listHeading.current?.focus()
  }, [focus, busy, rows])

  const shown = props.sort ? props.sort.apply(rows, sort) : rows
  const editedId = editing?.id ?? null

  return (
    <section className={styles.page} aria-labelledby="registry-title">
      <Link href={paths.financas.panel} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to Finances</Trans>
      </Link>
      <div className={styles.heading}>
        <h1 id="registry-title" className={styles.title}>
          {i18n._(props.title)}
        </h1>
        <p className={styles.subtitle}>{i18n._(props.intro)}</p>
      </div>

      {alert ? (
        // A failed load keeps its alert, with its Try again, until the list loads.
        <AlertBanner alert={alert} onDismiss={failed ? undefined : () => send({ type: 'alert.dismiss' })}>
          {failed ? (
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'list.retry' })}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
        </AlertBanner>
      ) : null}

      <section ref={createSection} className={`${card({ padding: 'md' })} ${styles.panel}`} aria-labelledby="registry-create-title">
        <h2 id="registry-create-title" className={styles.sectionTitle}>
          {i18n._(props.createTitle)}
        </h2>
        <MachineForm className={styles.createForm} busy={creating} onSubmit={() => send({ type: 'create.submit' })}>
          {props.fields.map((field) => (
            <CreateField key={field.name} field={field} form={create} locked={createLocked} onChange={(value) => send({ type: 'create.change', field: field.name, value })} />
          ))}
          <div className={styles.formActions}>
            <button type="submit" className={button({ variant: 'primary' })} aria-disabled={busy || undefined}>
              {creating ? <Trans>Saving…</Trans> : i18n._(props.addLabel)}
            </button>
          </div>
        </MachineForm>
      </section>

      <section className={`${card({ padding: 'md' })} ${styles.panel}`} aria-labelledby="registry-list-title" aria-busy={busy}>
        <div className={styles.toolbar}>
          <h2 id="registry-list-title" ref={listHeading} tabIndex={-1} className={styles.sectionTitle}>
            {i18n._(props.listTitle)}
          </h2>
          {props.search ? <SearchBox label={props.search.label} query={query} onChange={(value) => send({ type: 'search.change', query: value })} onSubmit={() => send({ type: 'search.submit' })} /> : null}
          {props.sort ? <SortSelect label={props.sort.label} options={props.sort.options} value={sort} onChange={(value) => send({ type: 'sort.change', sort: value })} /> : null}
        </div>

        {loading && rows.length === 0 ? (
          <Spinner label={i18n._(props.loadingText)} />
        ) : shown.length === 0 ? (
          failed ? null : searchedQuery ? (
            <p className={styles.empty}>{i18n._(props.noMatchText)}</p>
          ) : (
            // The registry's form sits above the list: the action takes the user to its first field.
            <EmptyState action={{ label: <Trans>Fill in the form above</Trans>, onClick: () => createSection.current?.querySelector<HTMLElement>('input, select')?.focus() }}>
              {i18n._(props.emptyText)}
            </EmptyState>
          )
        ) : (
          <div className={styles.tableWrap}>
            <table ref={table} className={styles.table}>
              <thead className={styles.thead}>
                <tr>
                  {props.columns.map((column) => (
                    <th key={column.header.id} scope="col" className={styles.th}>
                      {i18n._(column.header)}
                    </th>
                  ))}
                  <th scope="col" className={styles.th}>
                    <span className={visuallyHidden}>
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody className={styles.tbody}>
                {shown.map((row) =>
                  row.id === editedId && editing ? (
                    <EditRow
                      key={row.id}
                      columns={props.columns}
                      fields={props.fields}
                      form={editing.form}
                      saving={saving}
                      name={props.rowName(row)}
                      onChange={(field, value) => send({ type: 'edit.change', field, value })}
                      onSave={() => send({ type: 'edit.save' })}
                      onCancel={() => send({ type: 'edit.cancel' })}
                    />
                  ) : (
                    <tr key={row.id} className={styles.tr}>
                      {props.columns.map((column) => (
                        <td key={column.header.id} className={`${styles.td} ${column.field === props.fields[0]?.name ? styles.nameCell : ''}`} data-label={i18n._(column.header)}>
                          {column.cell(row)}
                        </td>
                      ))}
                      <td className={`${styles.td} ${styles.actionsCell}`}>
                        <RowActions name={props.rowName(row)} id={row.id} busy={busy} onEdit={() => send({ type: 'row.edit', id: row.id })} onDelete={() => send({ type: 'row.delete', id: row.id })} />
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {pendingDelete ? (
        <ConfirmDialog
          title={i18n._(props.deleteTitle)}
          confirmLabel={<Trans>Delete</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={deleting}
          busyLabel={<Trans>Deleting…</Trans>}
          onConfirm={() => send({ type: 'delete.confirm' })}
          onCancel={() => send({ type: 'delete.cancel' })}
          returnFocus={() => listHeading.current}
        >
          <p>{i18n._(props.deleteQuestion)}</p>
          <p>
            <strong>{props.rowName(pendingDelete)}</strong>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

function CreateField<V extends ListValues>({ field, form, locked, onChange }: { field: FieldSpec<V>; form: FormState<V>; locked: boolean; onChange: (value: string) => void }) {
  const { i18n } = useLingui()
  const id = useId()
  const error = form.errors[field.name]
  const errorId = `${id}-error`
  const value = form.values[field.name] ?? ''
  if (field.options && field.select) {
    return (
      <FormField label={i18n._(field.label)} error={error}>
        {(control) => (
          <select {...control} name={field.name} className={input()} value={value} disabled={locked} onChange={(event) => onChange(event.target.value)}>
            <option value="">{i18n._(field.select!.emptyLabel)}</option>
            {field.options!.map((option) => (
              <option key={option.value} value={option.value}>
                {choiceLabel(i18n, option.label)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    )
  }
  if (field.options) {
    return (
      <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>{i18n._(field.label)}</legend>
        <div className={styles.radios}>
          {field.options.map((option) => (
            <label key={option.value} className={styles.radio} data-invalid={error ? true : undefined}>
              <input type="radio" name={`${id}-${field.name}`} value={option.value} checked={value === option.value} disabled={locked} onChange={() => onChange(option.value)} aria-invalid={error ? true : undefined} />
              {choiceLabel(i18n, option.label)}
            </label>
          ))}
        </div>
        <FieldError id={errorId} error={error} />
      </fieldset>
    )
  }
  return (
    <FormField label={i18n._(field.label)} error={error}>
      {(control) => <TextInput {...control} field={field} value={value} onChange={onChange} name={field.name} className={input()} readOnly={locked} />}
    </FormField>
  )
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { ref?: Ref<HTMLInputElement> }

/** A field's text box: an amount input for an amount, digits for a numeric field, else plain text. */
function TextInput<V extends ListValues>({ field, value, onChange, ...props }: { field: FieldSpec<V>; value: string; onChange: (value: string) => void } & InputProps) {
  if (field.amount) return <AmountTextInput value={value} onChange={onChange} {...props} />
  return (
    <input
      {...props}
      value={value}
      maxLength={field.maxLength}
      autoComplete="off"
      inputMode={field.numeric ? 'numeric' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

function AmountTextInput({ value, onChange, ref: outerRef, ...props }: { value: string; onChange: (value: string) => void } & InputProps) {
  const amount = useAmountInput(value, onChange)
  const ref = (element: HTMLInputElement | null) => {
    amount.ref.current = element
    if (typeof outerRef === 'function') outerRef(element)
    else if (outerRef) outerRef.current = element
  }
  return (
    <input
      {...props}
      ref={ref}
      value={amount.value}
      inputMode={amount.inputMode}
      placeholder={amount.placeholder}
      autoComplete={amount.autoComplete}
      onChange={amount.onChange}
      onBlur={amount.onBlur}
    />
  )
}

function EditRow<R extends ListRow, V extends ListValues>(props: {
  columns: readonly ColumnSpec<R, V>[]
  fields: readonly FieldSpec<V>[]
  form: FormState<V>
  saving: boolean
  name: string
  onChange: (field: keyof V & string, value: string) => void
  onSave: () => void
  onCancel: () => void
}) {
  const { i18n, t } = useLingui()
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null)
  const id = useId()
  useEffect(() => {
    first.current?.focus()
  }, [])
  // Enter saves, Escape cancels (the row is not a form: a form cannot span table cells).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      props.onSave()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      props.onCancel()
    }
  }
  const name = props.name
  return (
    <tr className={`${styles.tr} ${styles.editingRow}`} aria-label={t`Editing ${name}`}>
      {props.columns.map((column, index) => {
        const fields = editedFields(column).flatMap((name) => props.fields.filter((candidate) => candidate.name === name))
        if (fields.length === 0) return <td key={column.header.id} className={styles.td} />
        return (
          <td key={column.header.id} className={styles.td} data-label={i18n._(column.header)}>
            <div className={fields.length > 1 ? styles.editCells : undefined}>
              {fields.map((field, at) => {
                const error = props.form.errors[field.name]
                const errorId = `${id}-${field.name}-error`
                const common = {
                  ref: index === 0 && at === 0 ? first : undefined,
                  className: input(),
                  'aria-label': i18n._(field.label),
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? errorId : undefined,
                  onKeyDown,
                }
                return (
                  <div key={field.name} className={styles.editCell}>
                    {field.options ? (
                      <select {...common} value={props.form.values[field.name] ?? ''} onChange={(event) => props.onChange(field.name, event.target.value)}>
                        <option value="">{field.select ? i18n._(field.select.emptyLabel) : t`Choose…`}</option>
                        {field.options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {choiceLabel(i18n, option.label)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <TextInput {...common} field={field} value={props.form.values[field.name] ?? ''} onChange={(value) => props.onChange(field.name, value)} />
                    )}
                    <FieldError id={errorId} error={error} />
                  </div>
                )
              })}
            </div>
          </td>
        )
      })}
      <td className={`${styles.td} ${styles.actionsCell}`}>
        <span className={styles.actions}>
          <button type="button" className={button({ variant: 'primary', size: 'sm' })} aria-disabled={props.saving || undefined} onClick={() => (props.saving ? undefined : props.onSave())}>
            {props.saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={props.saving} onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </span>
      </td>
    </tr>
  )
}

function RowActions({ name, id, busy, onEdit, onDelete }: { name: string; id: number; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui()
  return (
    <span className={`${styles.actions} ${styles.nowrapActions}`}>
      <button type="button" data-edit={id} className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Edit ${name}`} aria-disabled={busy || undefined} onClick={() => (busy ? undefined : onEdit())}>
        <Trans>Edit</Trans>
      </button>
      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`Delete ${name}`} aria-disabled={busy || undefined} onClick={() => (busy ? undefined : onDelete())}>
        <Trans>Delete</Trans>
      </button>
    </span>
  )
}

function SearchBox({ label, query, onChange, onSubmit }: { label: MessageDescriptor; query: string; onChange: (value: string) => void; onSubmit: () => void }) {
  const { i18n } = useLingui()
  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <FormField label={i18n._(label)} className={styles.searchField}>
        {(control) => <input {...control} type="search" className={input()} value={query} onChange={(event) => onChange(event.target.value)} />}
      </FormField>
      <button type="submit" className={button({ variant: 'secondary' })}>
        <Trans>Search</Trans>
      </button>
    </form>
  )
}

function SortSelect({ label, options, value, onChange }: { label: MessageDescriptor; options: readonly ChoiceOption[]; value: string; onChange: (value: string) => void }) {
  const { i18n } = useLingui()
  return (
    <FormField label={i18n._(label)}>
      {(control) => (
        <select {...control} className={`${input()} ${styles.select}`} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {choiceLabel(i18n, option.label)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
