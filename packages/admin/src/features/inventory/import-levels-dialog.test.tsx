import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import batchJobs from '../../../public/locales/en/batch-jobs.json'
import inventory from '../../../public/locales/en/inventory.json'
import { initTestI18n } from '../../test/utils'
import { serveImportJob, uploadCsv } from '../batch-jobs/import-dialog-testing'
import { ImportLevelsDialog } from './import-levels-dialog'

beforeEach(() => {
  initTestI18n()
    .addResourceBundle('en', 'batch-jobs', batchJobs)
    .addResourceBundle('en', 'inventory', inventory)
})
afterEach(cleanup)

const serve = (job: Record<string, unknown>) =>
  serveImportJob(job, '01JOB-inventory.csv', <ImportLevelsDialog open onClose={() => {}} />)

async function uploadFile() {
  expect(screen.getByRole('dialog', { name: 'Import stock levels' })).toBeTruthy()
  await uploadCsv(
    new File(['SKU;Location;Stocked Quantity\nMUG;North;4\n'], 'inventory.csv', { type: 'text/csv' }),
  )
}

describe('ImportLevelsDialog', () => {
  it('uploads the file, runs a dry run of inventory-import and shows its plan before confirming', async () => {
    const { calls, created } = serve({
      id: 'batch_1',
      type: 'inventory-import',
      dry_run: true,
      status: 'pre_processed',
      confirmed_at: null,
      result: {
        count: 6,
        operations: { levels_update: 2, levels_create: 1, levels_unchanged: 3 },
        warnings: ['Column "Colour" is not known and was ignored'],
      },
    })
    await uploadFile()
    await waitFor(() => expect(screen.getByText('Ready to import')).toBeTruthy())
    expect(created).toEqual([
      { type: 'inventory-import', context: { fileKey: '01JOB-inventory.csv' }, dry_run: true },
    ])
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual([
      'Levels to change',
      'Levels to create',
      'Levels unchanged',
    ])
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '1', '3'])
    expect(screen.getByRole('region', { name: 'Ignored columns' }).textContent).toContain('Colour')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }))
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/admin/batch-jobs/batch_1/confirm')).toBe(true),
    )
  })

  it('lists the refused rows and keeps Confirm disabled', async () => {
    const { calls } = serve({
      id: 'batch_2',
      type: 'inventory-import',
      dry_run: true,
      status: 'failed',
      confirmed_at: null,
      result: {
        errors: ['Row 2: no inventory item has the SKU "MUG"'],
        error_details: [
          { row: 2, code: 'unknown_item', message: 'Row 2: no inventory item has the SKU "MUG"' },
        ],
      },
    })
    await uploadFile()
    const errors = await screen.findByRole('region', { name: 'The file has errors; nothing was imported' })
    expect(errors.textContent).toContain('Row 2: no inventory item has the SKU "MUG"')
    expect(screen.getByRole('button', { name: 'Confirm import' })).toHaveProperty('disabled', true)
    expect(calls.some((c) => c.url.pathname.endsWith('/confirm'))).toBe(false)
  })

  it('says when the import is done', async () => {
    serve({
      id: 'batch_3',
      type: 'inventory-import',
      dry_run: true,
      status: 'completed',
      confirmed_at: '2026-01-01T00:00:00Z',
      result: { count: 1, operations: { levels_update: 1, levels_create: 0, levels_unchanged: 0 } },
    })
    await uploadFile()
    expect(await screen.findByText('Stock levels imported')).toBeTruthy()
  })
})
