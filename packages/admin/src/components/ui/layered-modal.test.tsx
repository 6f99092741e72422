import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../test/utils'
import {
  LayeredModal,
  LayeredModalProvider,
  type LayeredScreen,
  layersReducer,
  useLayeredModal,
} from './layered-modal'

afterEach(cleanup)

const screenA: LayeredScreen = { title: 'Screen A', view: <p>view A</p> }
const screenB: LayeredScreen = { title: 'Screen B', subtitle: 'second layer', view: <p>view B</p> }

describe('layered modal stack', () => {
  it('push adds, pop removes the last, reset clears', () => {
    let s = layersReducer([], { type: 'push', screen: screenA })
    s = layersReducer(s, { type: 'push', screen: screenB })
    expect(s.map((x) => x.title)).toEqual(['Screen A', 'Screen B'])
    s = layersReducer(s, { type: 'pop' })
    expect(s.map((x) => x.title)).toEqual(['Screen A'])
    expect(layersReducer(s, { type: 'reset' })).toEqual([])
    expect(layersReducer([], { type: 'pop' })).toEqual([])
  })
})

function Base({ onBack }: { onBack: () => void }) {
  const { push } = useLayeredModal()
  return (
    <button type="button" onClick={() => push({ ...screenB, onBack })}>
      open B
    </button>
  )
}

function Lone() {
  useLayeredModal()
  return null
}

function Harness({ onBack }: { onBack: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <LayeredModalProvider>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <LayeredModal open={open} onOpenChange={setOpen} title="Base screen">
        <Base onBack={onBack} />
      </LayeredModal>
    </LayeredModalProvider>
  )
}

describe('LayeredModal', () => {
  initTestI18n()

  it('shows the pushed screen with a back button that pops it', () => {
    const onBack = vi.fn()
    render(<Harness onBack={onBack} />)
    expect(screen.getByRole('heading', { name: 'Base screen' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'open B' }))
    expect(screen.getByRole('heading', { name: 'Screen B' })).toBeTruthy()
    expect(screen.getByText('second layer')).toBeTruthy()
    expect(screen.getByText('view B')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
    expect(screen.getByRole('heading', { name: 'Base screen' })).toBeTruthy()
  })

  it('closing clears the stack', () => {
    render(<Harness onBack={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: 'open B' }))
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(screen.queryByText('view B')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'reopen', hidden: true }))
    expect(screen.getByRole('heading', { name: 'Base screen' })).toBeTruthy()
  })

  it('useLayeredModal throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Lone />)).toThrow('useLayeredModal must be used within a LayeredModalProvider')
  })
})
