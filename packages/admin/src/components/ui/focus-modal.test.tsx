import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../test/utils'
import { FocusModal } from './focus-modal'
import { LoadingOverlay } from './loading-overlay'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Harness({ onSave }: { onSave: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <FocusModal open={open} onOpenChange={setOpen} title="Edit product" onSave={onSave}>
      <p>editor body</p>
    </FocusModal>
  )
}

describe('FocusModal', () => {
  it('is a full-screen dialog with Cancel and Save changes', () => {
    initTestI18n()
    const onSave = vi.fn()
    render(<Harness onSave={onSave} />)
    const dialog = screen.getByRole('dialog', { name: 'Edit product' })
    expect(dialog.className).toContain('inset-0')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(onSave).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByText('editor body')).toBeNull()
  })
})

describe('LoadingOverlay', () => {
  it('appears only after its delay, and at once without one', async () => {
    initTestI18n()
    vi.useFakeTimers()
    const { rerender } = render(<LoadingOverlay visible delayMs={1000} />)
    expect(screen.queryByTestId('loading-overlay')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(999))
    expect(screen.queryByTestId('loading-overlay')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByTestId('loading-overlay')).toBeTruthy()
    rerender(<LoadingOverlay visible={false} delayMs={1000} />)
    expect(screen.queryByTestId('loading-overlay')).toBeNull()
    rerender(<LoadingOverlay visible delayMs={0} />)
    expect(screen.getByTestId('loading-overlay')).toBeTruthy()
  })
})
