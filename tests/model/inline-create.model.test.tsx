// Model-based paths of the inline create machine, replayed against its real small form (InlineCreateForm):
// getShortestPaths (xstate/graph) with the create's answers as xstate.done/error.actor.createItem, settled on a
// held actor. Two models: a category (of an expense entry) and an account holder; coverage counts both. The
// replay types the name, presses Enter or clicks Create and Cancel, and every state asserts what shows.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { inlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateContext, InlineCreateEvent, InlineCreateInput } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateRequest } from '@machines/finance/registries/inline-create.actors'
import { ApiError } from '@/api/errors'
import type { AccountHolder } from '@contract/account-holder'
import type { Category } from '@contract/category'
import { InlineCreateForm } from '@/views/finance/registries/inline-create-form'
import { settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { renderChildModal } from './child-modal'
import { replay } from './harness'

type ModelEvent = InlineCreateEvent | { type: 'xstate.done.actor.createItem'; output: Category | AccountHolder } | { type: 'xstate.error.actor.createItem'; error: unknown }

const models: { name: string; input: InlineCreateInput; typed: string; created: Category | AccountHolder; taken: string; group: string; label: string }[] = [
  {
    name: 'category',
    input: { kind: 'category', tipoCategoria: 'Despesa' },
    typed: 'Academia',
    created: { id: 60, nomeCategoria: 'Academia', tipoCategoria: 'Despesa' },
    taken: 'A category with this name and type already exists.',
    group: 'New category',
    label: 'New category name',
  },
  {
    name: 'account holder',
    input: { kind: 'holder' },
    typed: 'Carla',
    created: { id: 9, nomePessoa: 'Carla' },
    taken: 'An account holder with this name already exists.',
    group: 'New account holder',
    label: "New account holder's name",
  },
]

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as InlineCreateContext
  return [context.name !== '', context.nameError, context.refusal?.reason ?? (context.refusal ? 'failed' : null)]
}

const eventsFor = (model: (typeof models)[number]) => (snapshot: AnyMachineSnapshot): ModelEvent[] => {
  const context = snapshot.context as InlineCreateContext
  const events: ModelEvent[] = [
    { type: 'create.submit' },
    { type: 'create.cancel' },
    { type: 'xstate.done.actor.createItem', output: model.created },
    { type: 'xstate.error.actor.createItem', error: new ApiError({ status: 409, code: model.input.kind === 'category' ? 'category_exists' : 'account_holder_exists', message: model.taken }) },
    { type: 'xstate.error.actor.createItem', error: new ApiError({ status: 0, code: 'network', message: 'offline' }) },
  ]
  if (context.name === '') events.push({ type: 'name.change', value: model.typed })
  return events.filter((event) => snapshot.can(event as InlineCreateEvent))
}

const pathsFor = (model: (typeof models)[number]) =>
  coveringPaths(
    inlineCreateMachine,
    getShortestPaths(inlineCreateMachine, {
      input: model.input,
      events: (snapshot) => eventsFor(model)(snapshot) as InlineCreateEvent[],
      serializeState: serializeByTransition(inlineCreateMachine, project),
    }),
  )
const modelPaths = models.map((model) => ({ model, paths: pathsFor(model) }))

describe('inline create machine × its small form', () => {
  afterAll(() => expectFullCoverage(inlineCreateMachine, modelPaths.flatMap(({ paths }) => paths)))

  for (const { model, paths } of modelPaths) {
    describe(model.name, () => {
      for (const path of paths) {
        const steps = path.steps.map(({ event }) => event.type as string).filter((step) => step !== 'xstate.init')
        it(steps.join(' → ') || 'opens', async () => {
          const createItem = heldActor<Category | AccountHolder, InlineCreateRequest>()
          const { actor } = await renderChildModal(inlineCreateMachine.provide({ actors: { createItem: createItem.logic } }), model.input, InlineCreateForm)
          const group = () => screen.getByRole('group', { name: model.group })
          const name = () => within(group()).getByLabelText(model.label)
          const shows = (state: AnyMachineSnapshot) => {
            const context = state.context as InlineCreateContext
            expect(project(actor.getSnapshot())).toEqual(project(state))
            expect(name()).toHaveValue(context.name)
            expect(name().getAttribute('aria-invalid')).toBe(context.nameError ? 'true' : null)
            if (context.nameError === 'required') expect(group()).toHaveTextContent('Required field')
            if (context.nameError === 'person_name_required') expect(group()).toHaveTextContent("Fill in the person's name.")
            const alert = within(group()).queryByRole('alert')
            if (context.refusal) expect(alert).toHaveTextContent(context.refusal.reason ?? (model.input.kind === 'category' ? 'Error registering category.' : 'Error registering account holder.'))
            else expect(alert).toBeNull()
          }
          const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
            editing: (state) => {
              shows(state)
              expect(within(group()).getByRole('button', { name: 'Create' })).not.toHaveAttribute('aria-disabled')
              expect(name()).not.toHaveAttribute('readonly')
            },
            creating: (state) => {
              shows(state)
              expect(within(group()).getByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-disabled', 'true')
              expect(within(group()).getByRole('button', { name: 'Cancel' })).toBeDisabled()
              expect(name()).toHaveAttribute('readonly')
              expect(createItem.runs.at(-1)!.input).toEqual(model.input.kind === 'category' ? { kind: 'category', nomeCategoria: model.typed, tipoCategoria: 'Despesa' } : { kind: 'holder', nomePessoa: model.typed })
            },
            created: () => {
              expect(screen.queryByRole('group')).toBeNull()
              expect(actor.getSnapshot().output).toEqual({ outcome: 'created', kind: model.input.kind, item: model.created })
            },
            cancelled: () => {
              expect(screen.queryByRole('group')).toBeNull()
              expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled', kind: model.input.kind })
            },
          }
          const perform = (event: ModelEvent): Promise<void> => {
            switch (event.type) {
              case 'name.change':
                return settle(() => fireEvent.change(name(), { target: { value: event.value } }))
              // Enter in the name for a category, the Create button for a person: both submit.
              case 'create.submit':
                return settle(() => (model.input.kind === 'category' ? fireEvent.keyDown(name(), { key: 'Enter' }) : fireEvent.click(within(group()).getByRole('button', { name: 'Create' }))))
              // Escape in the name for a category, the Cancel button for a person.
              case 'create.cancel':
                return settle(() => (model.input.kind === 'category' ? fireEvent.keyDown(name(), { key: 'Escape' }) : fireEvent.click(within(group()).getByRole('button', { name: 'Cancel' }))))
              default:
                return settle(() => createItem.settle(event))
            }
          }
          await replay(path, () => actor, perform, (state) => checks[state.value as string]!(state))
        })
      }
    })
  }
})
