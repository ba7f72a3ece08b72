// A child machine's modal as the page that invokes it shows it: the machine started with the test's input, its view
// rendered while it runs and gone once it is done (its output is the page's to read), stopped when the test ends.
import type { ComponentType } from 'react'
import { useSelector } from '@xstate/react'
import { screen } from '@testing-library/react'
import { expect, onTestFinished } from 'vitest'
import { createActor } from 'xstate'
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate'
import { renderApp, type RenderAppOptions } from '../views/support'

/**
 * Starts `logic` with `input` and renders `View` for it (at `options.path`) while it runs; `ended(output)` checks a
 * final state: the dialog is gone and the machine's output is `output`.
 */
export async function renderChildModal<Logic extends AnyStateMachine>(
  logic: Logic,
  input: InputFrom<Logic>,
  View: ComponentType<{ actor: ActorRefFrom<Logic> }>,
  options: RenderAppOptions = {},
) {
  const running = createActor(logic as AnyStateMachine, { input }).start()
  onTestFinished(() => {
    running.stop()
  })
  const actor = running as unknown as ActorRefFrom<Logic>
  function WhileRunning() {
    const done = useSelector(running, (snapshot) => snapshot.status === 'done')
    return done ? null : <View actor={actor} />
  }
  const app = await renderApp(options, <WhileRunning />)
  const ended = (output: unknown) => {
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(running.getSnapshot().output).toEqual(output)
  }
  return { actor, app, ended }
}
