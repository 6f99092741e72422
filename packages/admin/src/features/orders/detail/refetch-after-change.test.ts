import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FOLLOW_UP_DELAYS, useRefetchAfterChange } from './refetch-after-change'

// The order page looks for the e-mails an action sent a few times after the order changed.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

// The query keeps an unchanged order the same object, so a change is a new object.
const INITIAL = { status: 'pending' }

const render = (refetch: () => void) =>
  renderHook(({ value }: { value: object }) => useRefetchAfterChange(value, refetch), {
    initialProps: { value: INITIAL },
  })

describe('refetch after a change', () => {
  it('does nothing while the value stays the one first seen', () => {
    const refetch = vi.fn()
    const { rerender } = render(refetch)
    rerender({ value: INITIAL })
    vi.advanceTimersByTime(60_000)
    expect(refetch).toHaveBeenCalledTimes(0)
  })

  it('refetches once at each delay after a change, none at once', () => {
    const refetch = vi.fn()
    const { rerender } = render(refetch)
    const captured = { status: 'captured' }
    rerender({ value: captured })
    // A re-render with the same value schedules nothing more.
    rerender({ value: captured })
    expect(refetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(FOLLOW_UP_DELAYS[0])
    expect(refetch).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(FOLLOW_UP_DELAYS.at(-1) ?? 0)
    expect(refetch).toHaveBeenCalledTimes(FOLLOW_UP_DELAYS.length)
  })

  it('starts over on a newer change and stops when the page is left', () => {
    const refetch = vi.fn()
    const { rerender, unmount } = render(refetch)
    rerender({ value: { status: 'shipped' } })
    vi.advanceTimersByTime(FOLLOW_UP_DELAYS[0])
    expect(refetch).toHaveBeenCalledTimes(1)
    rerender({ value: { status: 'returned' } })
    vi.advanceTimersByTime(FOLLOW_UP_DELAYS[0])
    expect(refetch).toHaveBeenCalledTimes(2)
    unmount()
    vi.advanceTimersByTime(60_000)
    expect(refetch).toHaveBeenCalledTimes(2)
  })
})
