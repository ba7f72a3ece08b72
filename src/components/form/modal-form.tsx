// A modal form (machines/modal-form.ts through useModalForm): the dialog, the form that sends its submit to the
// machine, the fields the page gives, the form's line (with the API's reason) and Cancel / submit. Escape, the
// close button and Cancel send form.cancel; while the save runs the buttons wait and the submit says so.
import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Modal } from '@/components/modal/modal'
import { alert as alertClass, button } from '@/styles/recipes.css'
import { MachineForm } from './machine-form'
import type { ModalFormView } from './use-modal-form'

/** The form's line above its buttons: a blocked submit or a failed save, and the API's reason after it. */
export function FormError({ error, detail }: { error: MessageDescriptor | null; detail?: string | null }) {
  const { i18n } = useLingui()
  return error ? (
    <p role="alert" className={alertClass({ tone: 'danger' })}>
      {i18n._(error)}
      {detail ? ` ${detail}` : null}
    </p>
  ) : null
}

export interface ModalFormProps {
  /** The form as useModalForm reads it. */
  form: Pick<ModalFormView<Record<string, string>>, 'error' | 'detail' | 'saving' | 'submit' | 'cancel'>
  title: ReactNode
  size?: 'md' | 'wide'
  /** Where focus goes on close when the opener is gone (the list reloads after a save). */
  returnFocus?: () => HTMLElement | null
  /** The page's classes for the form and for its row of buttons. */
  className: string
  buttonsClassName: string
  submitLabel: ReactNode
  /** The submit button's text while the save runs ('Saving…'). */
  savingLabel: ReactNode
  /** The submit waits for something besides the save (a list still loading): it is aria-disabled. */
  waiting?: boolean
  /** The line shows elsewhere now (in a failed load's alert): not above the buttons. */
  hideError?: boolean
  /** The fields, and anything shown before the line. */
  children: ReactNode
}

export function ModalForm({ form, title, size, returnFocus, className, buttonsClassName, submitLabel, savingLabel, waiting, hideError, children }: ModalFormProps) {
  const { t } = useLingui()
  const { saving } = form
  return (
    <Modal phase="open" size={size} title={title} closeLabel={t`Close`} onClose={form.cancel} returnFocus={returnFocus}>
      <MachineForm className={className} busy={saving} onSubmit={form.submit}>
        {children}
        {hideError ? null : <FormError error={form.error} detail={form.detail} />}
        <div className={buttonsClassName}>
          <button type="button" className={button({ variant: 'secondary' })} disabled={saving} onClick={form.cancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ variant: 'primary' })} aria-disabled={saving || waiting || undefined}>
            {saving ? savingLabel : submitLabel}
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}
