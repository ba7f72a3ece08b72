// The modal-form machine's parts (a factory, like editable-list.machine.ts for the registries): one form
// whose values are the inputs' text, `editing → saving → saved | closed`, with the actions every such form
// shares — a typed value (validated again once touched), a submit that validates, a refused save's field
// errors and line — and the line a blocked submit shows, from one place. Each form is a configuration:
// its validator, its save actor and what the save's answer changes; states before editing (a load) and
// their actions are its own (`setup.extend`). The bank account, transfer, statement payment, recurring
// series and installment plan modals and the budget panel's form are built on it.
import { assign, setup } from 'xstate'
import type { EventObject, InputFrom, MachineContext, OutputFrom, UnknownActorLogic } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { blockedSubmitMessage, changeField, formState, hasErrors, validateForm, withServerErrors } from './form-core'
import type { FieldErrors, FormState, FormValidator } from './form-core'
import { whenOffline } from './network-messages'

export type FormValues = Record<string, string>

export const modalFormMessages = {
  /** A missing field: 'Preencha todos os campos obrigatórios.' */
  fillRequired: msg`Fill in all required fields.`,
  invalid: msg`Check the highlighted fields.`,
  /** Any failure: 'Erro ao processar operação.' */
  saveFailed: msg`Error processing operation.`,
}

/** The line a blocked submit shows for the marks the form has now (null once every mark is fixed). */
export const blockedSubmit = (errors: FieldErrors<string>): MessageDescriptor | null =>
  blockedSubmitMessage(errors, { missing: modalFormMessages.fillRequired, invalid: modalFormMessages.invalid })

/** What every modal form keeps beside its own fields. */
export interface ModalFormContext<V extends FormValues> {
  form: FormState<V>
  /** The line above the buttons: a blocked submit or a failed save. */
  error: MessageDescriptor | null
  /** The API's own reason for a refusal the user can act on (a 409), shown after the line; null otherwise. */
  detail: string | null
}

/** A new form's part of the context. */
export function modalFormContext<V extends FormValues>(values: V): ModalFormContext<V> {
  return { form: formState(values), error: null, detail: null }
}

export type ModalFormEvent<V extends FormValues> =
  | { type: 'field.change'; field: keyof V & string; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }

/** `busy` while anything runs; `saving` while the save runs (the view's fields are read-only then). */
export type ModalFormTag = 'busy' | 'saving'

/** The machine's types, as setup({ types }) takes them. */
export interface ModalFormTypes<C extends MachineContext, E extends EventObject, I, O> {
  context: C
  events: E
  input: I
  output: O
}

export interface ModalFormConfig<V extends FormValues, C extends ModalFormContext<V>, A extends Record<string, UnknownActorLogic>, K extends keyof A & string> {
  /** The validator of the values, which may depend on the context (what is left to pay, the paid installments). */
  validate: (context: C) => FormValidator<V>
  /** What a field keeps of a typed value (an amount keeps digits and separators); other fields keep it as typed. */
  normalize?: { [F in keyof V & string]?: (value: string) => string }
  /** After a typed value, the form as the machine keeps it (a choice that clears another field), before its line is worked out. */
  adjust?: (form: FormState<V>, field: keyof V & string, context: C) => FormState<V>
  /** After a typed value, what else follows from the values (a preview). */
  follow?: (form: FormState<V>, context: C) => Partial<C>
  /** A failed save's line (default 'Error processing operation.'); without a network, the offline line instead. */
  saveFailed?: MessageDescriptor
  /** A 409's reason from the API shows after the line (a name already taken, nothing left to pay). */
  conflictDetail?: boolean
  /** Every actor the machine invokes or spawns, by name: tests swap them with `machine.provide({ actors })`. */
  actors: A
  save: {
    /** The actor (and its invoke id) that saves. */
    src: K
    input: (context: C) => InputFrom<A[K]>
    /** What the save's answer changes in the context. */
    done: (saved: OutputFrom<A[K]>, context: C) => Partial<C>
  }
}

/**
 * The setup of one modal form (its shared actions `changeValue`, `validate`, `clearError`, `rejected`,
 * `assignSaved`, its guard `isInvalid` and its actors) and its states. `states()` gives
 * `editing → saving → saved | closed`; a form that ends elsewhere (the budget panel's goes back to its list)
 * takes `editingStates()` and names where a save and a cancel lead.
 */
export function modalForm<V extends FormValues, C extends ModalFormContext<V>, E extends EventObject, I, O, A extends Record<string, UnknownActorLogic>, K extends keyof A & string>(
  _types: ModalFormTypes<C, E, I, O>,
  config: ModalFormConfig<V, C, A, K>,
) {
  const { validate, save } = config
  const saveFailed = config.saveFailed ?? modalFormMessages.saveFailed
  const normalize = (field: keyof V & string, value: string) => config.normalize?.[field]?.(value) ?? value
  type Change = { field: keyof V & string; value: string }

  const formSetup = setup({
    types: {
      context: {} as C,
      events: {} as E,
      input: {} as I,
      output: {} as O,
      tags: {} as ModalFormTag,
    },
    actors: config.actors,
    actions: {
      changeValue: assign(({ context }, change: Change) => {
        const changed = changeField(context.form, validate(context), change.field, normalize(change.field, change.value))
        const form = config.adjust ? config.adjust(changed, change.field, context) : changed
        // A blocked submit's line follows the marks as they are fixed; a failed save's stays until the next submit.
        const error = context.error === null || context.error === saveFailed ? context.error : blockedSubmit(form.errors)
        return { form, error, ...config.follow?.(form, context) } as Partial<C>
      }),
      validate: assign(({ context }) => {
        const form = validateForm(context.form, validate(context))
        return { form, error: blockedSubmit(form.errors), detail: null } as Partial<C>
      }),
      clearError: assign(() => ({ error: null, detail: null }) as Partial<C>),
      rejected: assign(({ context }, failure: ApiFailure) => {
        const detail = config.conflictDetail && failure.status === 409 && failure.message ? failure.message : null
        return { form: withServerErrors(context.form, failure), error: whenOffline(failure, saveFailed), detail } as Partial<C>
      }),
      assignSaved: assign(({ context }, saved: OutputFrom<A[K]>) => save.done(saved, context)),
    },
    guards: {
      isInvalid: ({ context }) => hasErrors(validate(context)(context.form.values)),
    },
  })

  /** A typed value: its transition, also taken by states that allow typing before editing (while a list loads). */
  const change = { actions: { type: 'changeValue', params: ({ event }: { event: Change }) => ({ field: event.field, value: event.value }) } } as const

  /**
   * `editing` and the state that saves (`saving` unless named): a valid submit saves; the answer goes to
   * `done`, a refusal back to editing with its field errors; `cancel` is where Cancel leads. `on` adds the
   * form's own events to editing.
   */
  function editingStates<const S extends string, const D, const X, const On extends object = object>(options: { saving: S; done: D; cancel: X; on?: On }) {
    const saving = {
      tags: ['busy', 'saving'],
      invoke: {
        id: save.src,
        src: save.src,
        input: ({ context }: { context: C }) => save.input(context),
        onDone: { target: options.done, actions: { type: 'assignSaved', params: ({ event }: { event: { output: OutputFrom<A[K]> } }) => event.output } },
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }: { event: { error: unknown } }) => toApiFailure(event.error) } },
      },
    } as const
    return {
      editing: {
        on: {
          'field.change': change,
          ...(options.on as NoInfer<On>),
          'form.submit': [{ guard: 'isInvalid', actions: 'validate' }, { target: options.saving, actions: ['validate', 'clearError'] }],
          'form.cancel': options.cancel,
        },
      },
      ...({ [options.saving]: saving } as { [P in NoInfer<S>]: typeof saving }),
    } as const
  }

  /** `editing → saving → saved | closed` (the saving and saved states named otherwise when given). */
  function states<const S extends string = 'saving', const D extends string = 'saved', const On extends object = object>(options: { saving?: S; saved?: D; on?: On } = {}) {
    const saved = (options.saved ?? 'saved') as D
    const final = { type: 'final' } as const
    return {
      ...editingStates({ saving: (options.saving ?? 'saving') as S, done: saved, cancel: 'closed', on: options.on }),
      ...({ [saved]: final } as { [P in NoInfer<D>]: typeof final }),
      closed: final,
    } as const
  }

  return { setup: formSetup, change, editingStates, states }
}
