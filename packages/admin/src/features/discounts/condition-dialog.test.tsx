import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/discounts.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../test/utils'
import { ConditionDialog } from './condition-dialog'

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'discounts', en)
})
const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
})

const page = (key: string, rows: unknown[]) => ({
  body: { [key]: rows, count: rows.length, offset: 0, limit: 20 },
})

describe('a discount condition with nothing to choose from', () => {
  it('says there is nothing yet and links to where the first is made, and only then', async () => {
    mockFetch((url) => {
      if (url.pathname === '/admin/products') return page('products', [{ id: 'prod_1', title: 'Mug' }])
      if (url.pathname === '/admin/customer-groups') return page('customer_groups', [])
      return undefined
    })
    renderWithProviders(
      <ConditionDialog usedResources={[]} busy={false} onClose={() => {}} onSave={() => {}} />,
    )
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByText('Mug')
    expect(within(dialog).queryByText(en.conditions.noneYet)).toBeNull()
    fireEvent.change(within(dialog).getByLabelText(en.conditions.resource), {
      target: { value: 'customer_groups' },
    })
    await within(dialog).findByText(en.conditions.noneYet)
    const link = within(dialog).getByRole('link', {
      name: en.conditions.createFirst.replace('{{resource}}', en.resource.customer_groups),
    })
    expect(link.getAttribute('href')).toBe('/a/customers/groups?new=1')
  })
})
