import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { Link } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/utils'
import { Button } from './button'
import { Modal, ModalClose } from './modal'
import { UnsavedChangesGuard, useEditTracker } from './unsaved-changes'

afterEach(cleanup)

function DialogPage() {
  const [open, setOpen] = useState(true)
  return open ? (
    <Modal
      open
      onOpenChange={setOpen}
      title="New group"
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button onClick={() => setOpen(false)}>Save</Button>
        </>
      }
    >
      <input aria-label="Name" />
      <input aria-label="Search" type="search" />
    </Modal>
  ) : (
    <p>closed</p>
  )
}

const dialog = () => screen.queryByRole('dialog', { name: 'New group' })
const question = () => screen.queryByRole('alertdialog', { name: 'Discard changes?' })
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })

describe('a dialog with unsaved changes', () => {
  it('closes at once when nothing was typed, or only a search', async () => {
    renderWithProviders(<DialogPage />)
    type('Search', 'shirt')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(question()).toBeNull()
  })

  it('asks before Cancel or Escape throw away what was typed; keeping edits leaves it open', async () => {
    renderWithProviders(<DialogPage />)
    type('Name', 'VIP')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('alertdialog', { name: 'Discard changes?' })
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())
    expect(dialog()).not.toBeNull()
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('VIP')

    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' })
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    await screen.findByText('closed')
  })

  it('does not ask when its own save closes it', async () => {
    renderWithProviders(<DialogPage />)
    type('Name', 'VIP')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('closed')
    expect(question()).toBeNull()
  })
})

function PageForm() {
  const changes = useEditTracker()
  return (
    <form onInput={changes.onInput}>
      <UnsavedChangesGuard edited={changes.edited} />
      <input aria-label="Store name" />
      <button type="button" onClick={changes.reset}>
        Save
      </button>
      <Link to="/elsewhere">Orders</Link>
    </form>
  )
}

describe('a page form with unsaved changes', () => {
  it('asks before leaving the page, and stays when told to', async () => {
    const { router } = renderWithProviders(<PageForm />, { path: '/settings' })
    type('Store name', 'Shop')
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(question()).toBeNull())
    expect(router.state.location.pathname).toBe('/settings')

    fireEvent.click(screen.getByRole('link', { name: 'Orders' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'))
  })

  it('leaves without asking once saved', async () => {
    const { router } = renderWithProviders(<PageForm />, { path: '/settings' })
    type('Store name', 'Shop')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'))
    expect(question()).toBeNull()
  })
})
