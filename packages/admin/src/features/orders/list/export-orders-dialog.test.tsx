import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import batchJobs from '../../../../public/locales/en/batch-jobs.json'
import orders from '../../../../public/locales/en/orders.json'
import { PollingProvider } from '../../../providers/polling'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { ExportOrdersDialog } from './export-orders-dialog'

const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})
beforeEach(() => {
  const i18n = initTestI18n()
  i18n.addResourceBundle('en', 'orders', orders)
  i18n.addResourceBundle('en', 'batch-jobs', batchJobs)
})

function serve() {
  const created: unknown[] = []
  mockFetch((url, init) => {
    if (url.pathname === '/admin/regions')
      return { body: { regions: [{ id: 'reg_1', name: 'Europe' }], count: 1, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/sales-channels')
      return { body: { sales_channels: [], count: 0, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/batch-jobs' && init.method === 'POST') {
      created.push(JSON.parse(String(init.body)))
      return { status: 201, body: { batch_job: { id: 'batch_1', type: 'order-export', status: 'created' } } }
    }
    return undefined
  })
  return created
}

const noFilters = { q: '', order: '', filters: {} }

describe('ExportOrdersDialog', () => {
  it('with no orders says there is nothing to export and offers no export', async () => {
    const created = serve()
    renderWithProviders(
      <PollingProvider>
        <ExportOrdersDialog open onClose={() => {}} state={noFilters} count={0} />
      </PollingProvider>,
    )
    await screen.findByText(orders.export.allOrders)
    expect(screen.getByText(orders.export.nothing)).toBeTruthy()
    expect(screen.queryByRole('button', { name: batchJobs.export.start })).toBeNull()
    expect(created).toEqual([])
  })

  it('names the list filters and the count, and exports with those filters', async () => {
    const created = serve()
    const state = {
      q: 'ann',
      order: '-created_at',
      filters: { status: ['pending'], region_id: ['reg_1'] },
    }
    renderWithProviders(
      <PollingProvider>
        <ExportOrdersDialog open onClose={() => {}} state={state} count={3} />
      </PollingProvider>,
    )
    await screen.findByText(orders.export.filtered)
    expect(screen.getByText('Search: “ann”')).toBeTruthy()
    expect(screen.getByText('Status: Pending')).toBeTruthy()
    await screen.findByText('Region: Europe')
    expect(screen.getByText('Orders in the export: 3')).toBeTruthy()
    expect(screen.queryByText(orders.export.allOrders)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: batchJobs.export.start }))
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0]).toEqual({
      type: 'order-export',
      context: {
        order: '-created_at',
        filterable_fields: { q: 'ann', status: ['pending'], region_id: ['reg_1'] },
      },
      dry_run: false,
    })
  })
})
