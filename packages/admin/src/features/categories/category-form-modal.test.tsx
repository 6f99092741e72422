import { ClientError } from '@mercato/client'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import catalogue from '../../../public/locales/en/catalogue.json'
import { initTestI18n, renderWithProviders } from '../../test/utils'
import { EMPTY_CATEGORY } from './category-form'
import { CategoryFormModal } from './category-form-modal'

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'catalogue', catalogue)
})

const refusal = (status: number, type: string, message: string) =>
  new ClientError(message, { status, type, body: { type, message } })
const taken = (handle: string) =>
  refusal(422, 'duplicate_error', `Product category with handle ${handle} already exists.`)

function show(onSubmit: (payload: unknown) => Promise<unknown>) {
  renderWithProviders(
    <CategoryFormModal
      heading="New category"
      initial={EMPTY_CATEGORY}
      parents={[]}
      busy={false}
      onClose={() => {}}
      onSubmit={onSubmit}
    />,
  )
}

describe('category form', () => {
  it('puts a taken handle under the Handle field, filled in so it can be changed', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(taken('tops')).mockResolvedValueOnce({})
    show(onSubmit)
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Tops' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(onSubmit).toHaveBeenLastCalledWith(expect.not.objectContaining({ handle: expect.anything() }))

    const handle = screen.getByRole('textbox', { name: 'Handle' }) as HTMLInputElement
    expect(handle.value).toBe('tops')
    expect(handle.getAttribute('aria-invalid')).toBe('true')
    expect(
      screen.getByText('“tops” is already used by another category. Change the handle here.'),
    ).toBeTruthy()
    expect(screen.queryByText('Something went wrong')).toBeNull()

    fireEvent.change(handle, { target: { value: 'tops-2' } })
    expect(screen.queryByText(/already used by another category/)).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Tops', handle: 'tops-2' }))
  })

  it('leaves other refusals to a toast', async () => {
    show(() => Promise.reject(refusal(400, 'invalid_data', 'Ranks must be whole numbers')))
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Tops' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(await screen.findByText('Ranks must be whole numbers', undefined, { timeout: 4000 })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Handle' }) as HTMLInputElement).value).toBe('')
  })
})
