import type { BatchJob, ProductImportChange } from '@mercato/client'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import batchJobs from '../../../../public/locales/en/batch-jobs.json'
import { initTestI18n } from '../../../test/utils'
import { ImportCounts } from './import-summary'

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'batch-jobs', batchJobs)
})
afterEach(cleanup)

const lamp = { id: 'prod_1', handle: 'lamp', title: 'Desk Lamp' }
const brass = { id: 'variant_1', title: 'Brass', sku: 'LAMP-B' }
const CHANGES: ProductImportChange[] = [
  {
    row: 2,
    action: 'update',
    product: lamp,
    column: 'Product Title',
    from: 'Desk Lamp',
    to: 'Desk Lamp Pro',
  },
  { row: 2, action: 'update', product: lamp, column: 'Product Status', from: 'draft', to: 'published' },
  { row: 2, action: 'update', product: lamp, column: 'Product Tags', from: [], to: ['brass', 'sale'] },
  {
    row: 2,
    action: 'update',
    product: lamp,
    variant: brass,
    column: 'Option Value',
    option: 'Colour',
    from: 'Brass',
    to: 'Antique brass',
  },
  {
    row: 2,
    action: 'update',
    product: lamp,
    variant: brass,
    column: 'Price USD',
    currency_code: 'usd',
    from: 4950,
    to: 5200,
  },
  {
    row: 2,
    action: 'update',
    product: lamp,
    variant: brass,
    column: 'Variant Allow Backorder',
    from: false,
    to: true,
  },
  { row: 3, action: 'create', product: { id: null, handle: 'shade', title: 'Linen Shade' } },
  {
    row: 3,
    action: 'create',
    product: { id: null, handle: 'shade', title: 'Linen Shade' },
    variant: { id: null, title: 'Linen Shade', sku: 'SHADE-1' },
  },
]

const job = (result: Record<string, unknown>, status: BatchJob['status'] = 'pre_processed') => ({
  status,
  result: {
    operations: { products_create: 1, products_update: 1, variants_create: 1, variants_update: 1 },
    ...result,
  },
})

/** Each row of the table as its cells' text. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((c) => c.textContent))

describe('ImportCounts', () => {
  it('lists each changed value before and after, and names the products and variants to create', () => {
    render(<ImportCounts job={job({ changes: CHANGES, change_count: 8 })} />)
    const table = screen.getByRole('table', { name: 'What will change' })
    expect(rows(table)).toEqual([
      ['Column', 'Before', 'After'],
      ['Desk Lamp'],
      ['Product Title', 'Desk Lamp', 'Desk Lamp Pro'],
      ['Product Status', 'Draft', 'Published'],
      ['Product Tags', '(empty)', 'brass, sale'],
      ['Desk Lamp › BrassLAMP-B'],
      ['Option: Colour', 'Brass', 'Antique brass'],
      ['Price USD', '$49.50', '$52.00'],
      ['Variant Allow Backorder', 'No', 'Yes'],
      ['Linen ShadeNew product'],
      ['Linen Shade › Linen ShadeSHADE-1New variant'],
    ])
    expect(screen.queryByText(/Changes shown/)).toBeNull()
  })

  it('says how many changes the list leaves out', () => {
    render(<ImportCounts job={job({ changes: CHANGES.slice(0, 2), change_count: 450 })} />)
    expect(screen.getByText('Changes shown: 2 of 450')).toBeTruthy()
  })

  it('says when the updates change nothing, and speaks of the past once imported', () => {
    render(<ImportCounts job={job({ changes: [], change_count: 0 }, 'completed')} />)
    expect(screen.getByRole('region', { name: 'What changed' }).textContent).toContain(
      'the products and variants to update keep their values',
    )
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows only the counts for a result without changes', () => {
    render(<ImportCounts job={job({})} />)
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '1',
      '1',
      '0',
      '1',
      '1',
      '0',
    ])
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('names the collections, categories, types and tags the import creates, and says new categories start inactive', () => {
    render(
      <ImportCounts
        job={job({
          new_references: {
            collections: { total: 1, listed: [{ handle: 'cozy-hom', title: 'Cozy Hom' }] },
            categories: { total: 1, listed: [{ handle: 'mugs', name: 'Mugs' }] },
            types: { total: 0, listed: [] },
            tags: { total: 3, listed: ['Gift', 'Stoneware'] },
          },
        })}
      />,
    )
    const created = screen.getByRole('region', { name: 'The import will also create' })
    expect(
      within(created)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['New collections:', 'New categories:', 'New tags:'])
    expect(
      within(created)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Cozy Hom (cozy-hom)', 'Mugs (mugs)', 'Gift, Stoneware and 1 more'])
    expect(created.textContent).toContain('New categories are created inactive')
  })
})
