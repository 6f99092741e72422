import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../test/utils'
import { useFormDraft, useSaveHandlers } from './form-draft'
import { FormModal } from './form-modal'
import { InputField } from './input-field'
import { notify } from './notify'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const parseName = ({ name }: { name: string }) =>
  name.trim() ? { body: { name: name.trim() } } : { errors: { name: 'Required' } }

function NameForm({ onValid }: { onValid: (body: { name: string }) => void }) {
  const { values, set, errors, submit } = useFormDraft({ name: '' }, parseName, (r) => onValid(r.body))
  return (
    <FormModal
      title="Rename"
      labels={{ cancel: 'Cancel', save: 'Save' }}
      busy={false}
      onClose={() => {}}
      onSubmit={submit}
    >
      <InputField
        label="Name"
        value={values.name}
        errors={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
    </FormModal>
  )
}

describe('useFormDraft', () => {
  it('shows the errors and sends nothing, then clears them and sends the parsed body', () => {
    initTestI18n()
    const onValid = vi.fn()
    render(<NameForm onValid={onValid} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Required')).toBeTruthy()
    expect(onValid).not.toHaveBeenCalled()

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Summer  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onValid).toHaveBeenCalledWith({ name: 'Summer' })
    expect(screen.queryByText('Required')).toBeNull()
  })
})

describe('useSaveHandlers', () => {
  it('toasts the message and runs the follow-up on success, toasts the error on failure', async () => {
    initTestI18n()
    const success = vi.spyOn(notify, 'success').mockImplementation(() => '')
    const error = vi.spyOn(notify, 'error').mockImplementation(() => '')
    const then = vi.fn()
    const { result } = renderHook(() => useSaveHandlers('translation'))
    const handlers = result.current<{ id: string }>('Saved', then)

    handlers.onSuccess({ id: 'x_1' })
    expect(success).toHaveBeenCalledWith('Saved')
    expect(then).toHaveBeenCalledWith({ id: 'x_1' })

    handlers.onError(new Error('boom'))
    // The refusal is worded once the table of known messages has loaded.
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce())
    // Not a request's refusal: the general message, in the staff member's words.
    expect(error.mock.calls[0]![1]).toBe('Something went wrong. Please try again.')
    expect(then).toHaveBeenCalledOnce()
  })
})
