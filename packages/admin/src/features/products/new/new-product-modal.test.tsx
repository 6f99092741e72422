import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import form from '../../../../public/locales/en/product-form.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { NewProductModal } from './new-product-modal'

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'product-form', form)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

const alerts = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole('alert')
    .map((a) => a.textContent)

/** The wizard on its options step, after a title and the organize step. */
async function openOptionsStep() {
  mockFetch((url) => {
    if (url.pathname === '/admin/store') return { body: { store: { id: 'store_1', currencies: [] } } }
    if (url.pathname === '/admin/regions') return { body: { regions: [], count: 0, offset: 0, limit: 50 } }
    return undefined
  })
  renderWithProviders(<NewProductModal open onClose={() => {}} />)
  const dialog = await screen.findByRole('dialog')
  fireEvent.input(within(dialog).getByLabelText(/^Title/), { target: { value: 'Linen shirt' } })
  const next = within(dialog).getByRole('button', { name: 'Next' })
  await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(next)
  await within(dialog).findByText('Step 2 of 5')
  fireEvent.click(next)
  await within(dialog).findByText('Step 3 of 5')
  return dialog
}

async function addOption(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add option' }))
  const group = await within(dialog).findByRole('group', { name: 'Option 1' })
  // Long enough for the field array's own checks to have answered.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  return group
}

describe('the new-product wizard’s options', () => {
  it('shows no error on a new, untouched option', async () => {
    const dialog = await openOptionsStep()
    const group = await addOption(dialog)
    expect(alerts(group)).toEqual([])
    // Not ready to go on, though: Next waits for a title and a value.
    expect((within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the title’s error once the person leaves it empty', async () => {
    const dialog = await openOptionsStep()
    const group = await addOption(dialog)
    const title = within(group).getByLabelText(/^Option title/)
    fireEvent.focus(title)
    fireEvent.blur(title)
    await waitFor(() => expect(alerts(group)).toEqual(['This field is required']))
  })

  it('shows every error of the option when the person tries to go on', async () => {
    const dialog = await openOptionsStep()
    const group = await addOption(dialog)
    fireEvent.keyDown(within(group).getByLabelText(/^Option title/), { key: 'Enter' })
    await waitFor(() => expect(alerts(group)).toEqual(['This field is required', 'Add at least one value']))
    expect(within(dialog).getByText('Step 3 of 5')).toBeTruthy()

    // Fixed, the messages go.
    fireEvent.input(within(group).getByLabelText(/^Option title/), { target: { value: 'Size' } })
    const values = within(group).getByLabelText(/^Values/)
    fireEvent.change(values, { target: { value: 'S' } })
    fireEvent.keyDown(values, { key: 'Enter' })
    await waitFor(() => expect(alerts(group)).toEqual([]))
  })
})
