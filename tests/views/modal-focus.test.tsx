// Where the focus goes when a dialog opens (docs/product-rules.md#accessibility): the control marked
// data-autofocus, else the first field, else the dialog itself; a form whose fields arrive later (its lists
// loading) gets its first field focused when they appear, unless the user moved the focus meanwhile.
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Modal } from '@/components/modal/modal'

afterEach(cleanup)

function Dialog({ children }: { children: React.ReactNode }) {
  return (
    <Modal phase="open" title="Dialog" closeLabel="Close" onClose={() => {}}>
      {children}
    </Modal>
  )
}

/** A form that shows its fields once `ready` is clicked (outside the dialog, as a load would end). */
function LateForm() {
  const [ready, setReady] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setReady(true)}>
        ready
      </button>
      <Dialog>
        {ready ? (
          <form>
            <label>
              Description <input name="descricao" />
            </label>
          </form>
        ) : (
          <p>Loading…</p>
        )}
        <button type="button">Later button</button>
      </Dialog>
    </>
  )
}

describe('a dialog’s first focus', () => {
  it('goes to the first field, not the close button before it', () => {
    render(
      <Dialog>
        <button type="button">Help</button>
        <label>
          Amount <input name="valor" />
        </label>
        <select aria-label="Category" />
      </Dialog>,
    )
    expect(screen.getByLabelText('Amount')).toHaveFocus()
  })

  it('to the control marked data-autofocus when there is one', () => {
    render(
      <Dialog>
        <input aria-label="Description" />
        <input aria-label="Paid amount" data-autofocus />
      </Dialog>,
    )
    expect(screen.getByLabelText('Paid amount')).toHaveFocus()
  })

  it('to the dialog when it has no field', () => {
    render(
      <Dialog>
        <p>Nothing to type</p>
      </Dialog>,
    )
    expect(screen.getByRole('dialog')).toHaveFocus()
  })

  it('to a field that appears later, while the focus is still on the dialog', async () => {
    render(<LateForm />)
    expect(screen.getByRole('dialog')).toHaveFocus()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ready' }))
      await Promise.resolve()
    })
    expect(screen.getByLabelText('Description')).toHaveFocus()
  })

  it('not when the user has moved the focus before the fields came', async () => {
    render(<LateForm />)
    screen.getByRole('button', { name: 'Later button' }).focus()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ready' }))
      await Promise.resolve()
    })
    expect(screen.getByRole('button', { name: 'Later button' })).toHaveFocus()
  })
})
