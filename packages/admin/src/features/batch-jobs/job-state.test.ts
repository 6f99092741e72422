import { describe, expect, it } from 'vitest'
import { canCancel, exportFileKey, importOperations, jobErrors, jobProgress } from './job-state'

describe('batch job state', () => {
  it('reads the import plan, or nothing before pre-processing', () => {
    expect(importOperations({ result: null })).toBeNull()
    expect(
      importOperations({
        result: {
          operations: { products_create: 2, products_update: 1, products_unchanged: 58, variants_create: 3 },
        },
      }),
    ).toEqual({
      products_create: 2,
      products_update: 1,
      products_unchanged: 58,
      variants_create: 3,
      variants_update: 0,
      variants_unchanged: 0,
    })
  })

  it('prefers row-numbered error details over the plain messages', () => {
    expect(
      jobErrors({
        result: {
          errors: ['Row 3: Product Handle is required'],
          error_details: [{ row: 3, code: 'invalid_row', message: 'Row 3: Product Handle is required' }],
        },
      }),
    ).toEqual([{ row: 3, message: 'Row 3: Product Handle is required' }])
    expect(jobErrors({ result: { errors: ['File x was not found', { message: 'boom' }] } })).toEqual([
      { message: 'File x was not found' },
      { message: 'boom' },
    ])
    expect(jobErrors({ result: null })).toEqual([])
  })

  it('measures progress against the counted rows', () => {
    expect(jobProgress({ status: 'created', result: null })).toEqual({ done: 0, total: null, percent: 0 })
    expect(jobProgress({ status: 'processing', result: { count: 8, advancement_count: 2 } })).toEqual({
      done: 2,
      total: 8,
      percent: 25,
    })
    expect(jobProgress({ status: 'completed', result: { count: 8, advancement_count: 0 } })).toEqual({
      done: 8,
      total: 8,
      percent: 100,
    })
  })

  it('offers the file of completed exports only, and cancel until the job settles', () => {
    const result = { file_key: '01ABC-product-export.csv' }
    expect(exportFileKey({ type: 'product-export', status: 'completed', result })).toBe(
      '01ABC-product-export.csv',
    )
    expect(exportFileKey({ type: 'product-export', status: 'processing', result })).toBeNull()
    expect(exportFileKey({ type: 'product-import', status: 'completed', result })).toBeNull()
    expect(canCancel('pre_processed')).toBe(true)
    expect(canCancel('processing')).toBe(true)
    expect(canCancel('completed')).toBe(false)
    expect(canCancel('failed')).toBe(false)
    expect(canCancel('canceled')).toBe(false)
  })
})

describe('reviewPath', async () => {
  const { reviewPath } = await import('./batch-job-row')
  const job = { id: 'batch_1', type: 'product-import', status: 'pre_processed' as const, dry_run: true }
  it('opens a dry run waiting for its confirmation on the page of its import', () => {
    expect(reviewPath(job)).toBe('/a/products?import=batch_1')
    expect(reviewPath({ ...job, type: 'inventory-import' })).toBe('/a/inventory?import=batch_1')
  })
  it('has nothing to open for a settled job, an export or a job that is not a dry run', () => {
    expect(reviewPath({ ...job, status: 'completed' })).toBeNull()
    expect(reviewPath({ ...job, type: 'product-export' })).toBeNull()
    expect(reviewPath({ ...job, dry_run: false })).toBeNull()
  })
})
