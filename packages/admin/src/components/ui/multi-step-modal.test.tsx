import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../test/utils'
import { MultiStepModal } from './multi-step-modal'
import { useWizard, WizardProvider } from './wizard-context'

afterEach(cleanup)

function Blocking() {
  const { disableNextPage } = useWizard()
  useEffect(() => disableNextPage(), [disableNextPage])
  return <p>blocked step</p>
}

function Harness({ onSubmit = () => undefined, block = false }: { onSubmit?: () => void; block?: boolean }) {
  const [open, setOpen] = useState(true)
  return (
    <WizardProvider>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <MultiStepModal
        open={open}
        onOpenChange={setOpen}
        title="Import products"
        steps={[
          <p key="1">first</p>,
          block ? <Blocking key="2" /> : <p key="2">second</p>,
          <p key="3">third</p>,
        ]}
        onSubmit={onSubmit}
      />
    </WizardProvider>
  )
}

describe('MultiStepModal', () => {
  initTestI18n()

  it('shows the title, Step N of M, Back, Next and Submit on the last step', () => {
    const onSubmit = vi.fn()
    render(<Harness onSubmit={onSubmit} />)
    expect(screen.getByRole('heading', { name: 'Import products' })).toBeTruthy()
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 2 of 3')).toBeTruthy()
    expect(screen.getByText('second')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 3 of 3')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Step 2 of 3')).toBeTruthy()
  })

  it('disables Next when the step disables it', () => {
    render(<Harness block />)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('blocked step')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
  })

  it('closing resets to the first step', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 2 of 3')).toBeTruthy()
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    })
    expect(screen.queryByText('Step 2 of 3')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'reopen', hidden: true }))
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
  })
})
