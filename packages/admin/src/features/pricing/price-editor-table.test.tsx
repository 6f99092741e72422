import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import pricing from '../../../public/locales/en/pricing.json'
import { initTestI18n, renderWithProviders } from '../../test/utils'
import { PriceTable, type PriceTableProps } from './price-editor-table'
import { priceColumns } from './price-grid'

const table = (includesTax: boolean) => {
  const props: PriceTableProps = {
    listId: 'pl_1',
    products: [],
    columns: priceColumns(['jpy'], [{ id: 'reg_jp', name: 'Japan', currency_code: 'jpy' }]),
    index: new Map(),
    drafts: new Map(),
    selected: new Set(),
    onSelect: () => {},
    onCell: () => {},
    onProductRemoved: () => {},
    listPrices: [],
    onQuantityPrices: () => {},
    includesTax,
  }
  renderWithProviders(<PriceTable {...props} />)
}

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'pricing', pricing)
})
afterEach(cleanup)

describe('PriceTable columns', () => {
  it("say under each price column whether its amounts include tax, from the list's own setting", async () => {
    table(true)
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent)
    expect(headers).toContain('JPYincl. tax')
    expect(headers).toContain('Japan (JPY)incl. tax')
  })

  it('say "excl. tax" in a list whose prices exclude tax, whatever the region says', async () => {
    table(false)
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent)
    expect(headers).toContain('Japan (JPY)excl. tax')
  })
})
