import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../test/utils'
import { Modal } from './modal'

afterEach(cleanup)

/** A page that opens a dialog from state, mounting it only while open, as the dashboard does. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New group
      </button>
      {open && (
        <Modal open onOpenChange={setOpen} title="New group">
          <input aria-label="Name" />
        </Modal>
      )}
    </>
  )
}

describe('dialogs', () => {
  it('give focus back to the button that opened them when they close', async () => {
    initTestI18n()
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'New group' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'New group' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })
})
