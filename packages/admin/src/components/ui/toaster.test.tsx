import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../test/utils'
import { FocusModal } from './focus-modal'
import { Modal } from './modal'
import { notify } from './notify'
import { Toaster } from './toaster'

afterEach(() => {
  act(() => toast.remove())
  cleanup()
})

/** The positioned row react-hot-toast wraps each toast in. */
const rowOf = (toastElement: HTMLElement) => toastElement.parentElement as HTMLElement

function Page({ dialog }: { dialog: 'modal' | 'focus' | 'none' }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Toaster />
      {dialog === 'modal' && (
        <Modal
          open={open}
          onOpenChange={setOpen}
          title="Edit channel"
          footer={<button type="button">Save</button>}
        >
          <p>form</p>
        </Modal>
      )}
      {dialog === 'focus' && (
        <FocusModal open={open} onOpenChange={setOpen} title="Edit product" onSave={() => {}}>
          <p>editor</p>
        </FocusModal>
      )}
    </>
  )
}

async function failSave() {
  act(() => {
    notify.error('Could not save', 'Handle already taken')
  })
  return screen.findByRole('alert')
}

describe('toast placement', () => {
  it('keeps the usual bottom end corner when no dialog is open', async () => {
    render(<Page dialog="none" />)
    const row = rowOf(await failSave())
    expect(row.style.bottom).toBe('0px')
    expect(row.style.justifyContent).toBe('flex-end')
  })

  it('moves to the top centre while a dialog with footer buttons is open, and is still heard', async () => {
    initTestI18n()
    render(<Page dialog="modal" />)
    const alert = await failSave()
    expect(rowOf(alert).style.top).toBe('0px')
    expect(rowOf(alert).style.justifyContent).toBe('center')
    // The dialog hides the page from screen readers; the toast must not be hidden with it.
    expect(alert.closest('[aria-hidden="true"]')).toBeNull()
    expect(screen.getByText('form').closest('[aria-hidden="true"]')).toBeNull()
  })

  it('moves to the bottom centre under a full-screen editor whose buttons are at the top', async () => {
    initTestI18n()
    render(<Page dialog="focus" />)
    const row = rowOf(await failSave())
    expect(row.style.bottom).toBe('0px')
    expect(row.style.justifyContent).toBe('center')
  })

  it('closes the toast, not the dialog, when its close button is pressed', async () => {
    initTestI18n()
    render(<Page dialog="modal" />)
    const alert = await failSave()
    const close = alert.querySelector('button') as HTMLButtonElement
    fireEvent.pointerDown(close)
    fireEvent.click(close)
    expect(screen.getByRole('dialog', { name: 'Edit channel' })).toBeTruthy()
  })
})
