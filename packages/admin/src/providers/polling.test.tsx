import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminProductKeys as productKeys } from '@mercato/react'
import type { BatchJob } from '../lib/polling'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../test/utils'
import { type Polling, PollingProvider, usePolling } from './polling'

let polling: Polling | undefined
function Probe() {
  polling = usePolling()
  return <p>{polling.hasPollingError ? 'polling failed' : 'polling ok'}</p>
}

function mount(client = testQueryClient()) {
  render(
    <Providers client={client}>
      <PollingProvider>
        <Probe />
      </PollingProvider>
    </Providers>,
  )
  return client
}

// A poll's answer needs a few more ticks after its timer fires before React sees it.
const flush = async () => {
  for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(0))
}
/** Lets React render what the last poll brought (its update lands a few ms of timer time later). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(20))
/** Settles until `done` holds, a few times at most: a busy machine can need more than one pass. */
const settleUntil = async (done: () => boolean) => {
  for (let i = 0; i < 20 && !done(); i++) await settle()
}
const advance = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms))
  await flush()
}

beforeEach(() => {
  initTestI18n()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  vi.setSystemTime(new Date('2024-05-17T12:00:00Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  polling = undefined
})

describe('PollingProvider', () => {
  it('asks for 100 jobs of the last month, then polls at 2, 5, 10, 15, 30, 60, 60 s', async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/admin/batch-jobs' ? { body: { batch_jobs: [], count: 0 } } : undefined,
    )
    mount()
    await flush()
    expect(calls).toHaveLength(1)
    const params = calls[0]!.url.searchParams
    expect(params.get('limit')).toBe('100')
    expect(params.get('created_at[gte]')).toBe(new Date(2024, 3, 17).toISOString())

    const gaps = [2000, 5000, 10000, 15000, 30000, 60000, 60000]
    for (const gap of gaps) {
      await advance(gap - 1)
      const before = calls.length
      await advance(1)
      expect(calls.length).toBe(before + 1)
    }
    const times = calls.map((c) => c.at)
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual(gaps)
  })

  it('reset goes back to 2 s and polls at once', async () => {
    const calls = mockFetch(() => ({ body: { batch_jobs: [], count: 0 } }))
    mount()
    await flush()
    for (const gap of [2000, 5000, 10000]) await advance(gap)
    expect(calls).toHaveLength(4)
    act(() => polling!.resetInterval())
    await flush()
    expect(calls).toHaveLength(5)
    await advance(2000)
    expect(calls).toHaveLength(6)
    await advance(5000)
    expect(calls).toHaveLength(7)
  })

  it('announces a job completed after the last notice, once', async () => {
    let jobs: BatchJob[] = [
      {
        id: 'old',
        type: 'product-export',
        status: 'completed',
        created_at: '2024-05-17T10:00:00Z',
        completed_at: '2024-05-17T11:00:00Z',
      },
    ]
    mockFetch(() => ({ body: { batch_jobs: jobs, count: jobs.length } }))
    mount()
    await flush()
    expect(screen.queryByText(/batch job completed/)).toBeNull()

    jobs = [
      ...jobs,
      {
        id: 'new',
        type: 'product-import',
        status: 'completed',
        created_at: '2024-05-17T12:00:00Z',
        completed_at: '2024-05-17T12:00:01Z',
      },
    ]
    await advance(2000)
    // The job's name is the Activity panel's word ("Product import") once another file in this worker
    // loaded that panel's words, else its type ("product import").
    const completed = /^product import batch job completed$/i
    await settleUntil(() => screen.queryAllByText(completed).length > 0)
    expect(screen.getAllByText(completed)).toHaveLength(1)
    await advance(5000)
    await settle()
    expect(screen.getAllByText(completed)).toHaveLength(1)
  })

  it('a finished product import newer than the cached products refreshes the product lists', async () => {
    const client = testQueryClient()
    client.setQueryData(productKeys.list({ limit: 20 }), { products: [] })
    vi.setSystemTime(new Date('2024-05-17T12:00:00Z'))
    const jobs: BatchJob[] = []
    mockFetch(() => ({ body: { batch_jobs: jobs, count: 0 } }))
    mount(client)
    await flush()
    jobs.push({
      id: 'imp',
      type: 'product-import',
      status: 'completed',
      created_at: '2024-05-17T12:00:00Z',
      completed_at: '2024-05-17T12:00:01Z',
    })
    await advance(2000)
    await settle()
    expect(client.getQueryState(productKeys.list({ limit: 20 }))?.isInvalidated).toBe(true)
  })

  it('exposes a polling-error flag', async () => {
    mockFetch(() => ({ status: 500, body: { type: 'unknown_error', message: 'boom' } }))
    mount()
    await flush()
    expect(screen.getByText('polling failed')).toBeTruthy()
  })

  it('usePolling throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Probe />)).toThrow('usePolling must be used within a PollingProvider')
  })
})
