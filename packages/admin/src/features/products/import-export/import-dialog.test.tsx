import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import batchJobs from '../../../../public/locales/en/batch-jobs.json'
import { initTestI18n } from '../../../test/utils'
import { serveImportJob, uploadCsv } from '../../batch-jobs/import-dialog-testing'
import { ImportDialog } from './import-dialog'

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'batch-jobs', batchJobs)
})
afterEach(cleanup)

const serve = (job: Record<string, unknown>) =>
  serveImportJob(job, '01JOB-products.csv', <ImportDialog open onClose={() => {}} />)

const uploadFile = () =>
  uploadCsv(new File(['Product Handle;Product Title\nx;X\n'], 'products.csv', { type: 'text/csv' }))

describe('ImportDialog', () => {
  it('uploads the file, starts a dry run and shows its plan before confirming', async () => {
    const { calls, created } = serve({
      id: 'batch_1',
      type: 'product-import',
      dry_run: true,
      status: 'pre_processed',
      confirmed_at: null,
      result: {
        count: 3,
        operations: {
          products_create: 2,
          products_update: 1,
          products_unchanged: 57,
          variants_create: 4,
          variants_update: 0,
          variants_unchanged: 230,
        },
        encoding: 'windows-1252',
        new_references: {
          collections: { total: 1, listed: [{ handle: 'Cozy Hom', title: 'Cozy Hom' }] },
          categories: { total: 0, listed: [] },
          types: { total: 0, listed: [] },
          tags: { total: 0, listed: [] },
        },
      },
    })
    await uploadFile()
    await waitFor(() => expect(screen.getByText('Ready to import')).toBeTruthy())
    expect(created).toEqual([
      { type: 'product-import', context: { fileKey: '01JOB-products.csv' }, dry_run: true },
    ])
    // The count cards first, then the names of what else the import creates.
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '2',
      '1',
      '57',
      '4',
      '0',
      '230',
      'Cozy Hom',
    ])
    expect(screen.getByText('Products unchanged')).toBeTruthy()
    // A file that was not UTF-8 is said so; a misspelt collection shows as one the import creates.
    expect(screen.getByRole('note').textContent).toBe(
      'This file is not UTF-8; it was read as Windows-1252 (Western European). Check accented letters below.',
    )
    const toCreate = screen.getByRole('region', { name: 'The import will also create' })
    expect(toCreate.textContent).toContain('New collections:Cozy Hom')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import' }))
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/admin/batch-jobs/batch_1/confirm')).toBe(true),
    )
  })

  it('announces only the outcome once done, not the table of changes', async () => {
    serve({
      id: 'batch_3',
      type: 'product-import',
      dry_run: true,
      status: 'completed',
      confirmed_at: '2026-01-01T00:00:00Z',
      result: {
        operations: { products_create: 0, products_update: 1, products_unchanged: 58 },
        changes: [
          {
            row: 2,
            action: 'update',
            product: { id: 'prod_1', handle: 'tee', title: 'Tee' },
            column: 'Product Title',
            from: 'Tee',
            to: 'Classic Tee',
          },
        ],
        change_count: 1,
      },
    })
    await uploadFile()
    const status = (await screen.findByText('Import completed')).closest('[role="status"]')!
    expect(status).toBeTruthy()
    expect(status.textContent).toContain('1 updated, 58 unchanged')
    expect(status.querySelector('table')).toBeNull()
    expect(screen.getByRole('table', { name: 'What changed' })).toBeTruthy()
    // Counts of a finished import speak of what was done.
    expect(screen.getByText('Products updated')).toBeTruthy()
    expect(screen.getByText('Variants created')).toBeTruthy()
    expect(screen.queryByText('Products to update')).toBeNull()
  })

  it('lists a refused file’s rows and keeps Confirm disabled', async () => {
    const { calls } = serve({
      id: 'batch_2',
      type: 'product-import',
      dry_run: true,
      status: 'failed',
      confirmed_at: null,
      result: {
        errors: ['Row 3: Product Handle is required'],
        error_details: [{ row: 3, code: 'invalid_row', message: 'Row 3: Product Handle is required' }],
      },
    })
    await uploadFile()
    const errors = await screen.findByRole('region', { name: 'The file has errors; nothing was imported' })
    expect(errors.textContent).toContain('Row 3: Product Handle is required')
    expect(screen.getByRole('button', { name: 'Confirm import' })).toHaveProperty('disabled', true)
    expect(calls.some((c) => c.url.pathname.endsWith('/confirm'))).toBe(false)
  })
})
