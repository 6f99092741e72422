import type { PricedProduct } from '@mercato/client'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import productDetail from '../../../../public/locales/en/product-detail.json'
import { useCurrentUser } from '../../../lib/session'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { ProductHeader } from './header'
import { VariantsSection } from './variants-section'

// What staff whose deletions are withheld see on a product: no way to delete it or its variants.

const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'product-detail', productDetail)
})

const base = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
const product = {
  ...base,
  id: 'prod_1',
  title: 'Tee',
  status: 'draft',
  handle: 'tee',
  options: [],
  images: [],
  tags: [],
  variants: [
    {
      ...base,
      id: 'variant_s',
      title: 'Small',
      product_id: 'prod_1',
      sku: 'TEE-S',
      inventory_quantity: 4,
      manage_inventory: false,
      options: [],
      prices: [],
    },
  ],
} as unknown as PricedProduct

const DELETE_PRODUCT = productDetail.header.delete
const DELETE_VARIANT = productDetail.variants.delete.replace('{{title}}', 'Small')

/** Shows once the session has loaded, so an absent control is known not to be merely early. */
function SignedIn() {
  const { user } = useCurrentUser()
  return user ? <p>signed in as {user.id}</p> : null
}

function visit(ui: React.ReactElement, user: { role: string; withheld?: string[] }) {
  mockFetch((url) => {
    if (url.pathname === '/admin/auth')
      return {
        body: { user: { id: 'usr_1', role: user.role, metadata: { withheld: user.withheld } } },
      }
    return undefined
  })
  renderWithProviders(
    <>
      <SignedIn />
      {ui}
    </>,
  )
}

/** Opens the header's Actions menu and returns the names of its items. */
async function menuItems() {
  const trigger = await screen.findByRole('button', { name: productDetail.header.actions })
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
  await screen.findByRole('menu')
  return screen.getAllByRole('menuitem').map((item) => item.textContent)
}

describe('deletions withheld', () => {
  it('the product header offers no Delete', async () => {
    visit(<ProductHeader product={product} />, { role: 'member', withheld: ['deletions'] })
    await screen.findByText('signed in as usr_1')
    expect(await menuItems()).toEqual([productDetail.header.publish, productDetail.header.duplicate])
    expect(screen.queryByRole('menuitem', { name: DELETE_PRODUCT })).toBeNull()
  })

  it('the product header offers Delete to a member who has it', async () => {
    visit(<ProductHeader product={product} />, { role: 'member', withheld: [] })
    await screen.findByText('signed in as usr_1')
    expect(await menuItems()).toContain(DELETE_PRODUCT)
    expect(screen.getByRole('menuitem', { name: DELETE_PRODUCT })).toBeTruthy()
  })

  it('the product header offers Delete to an admin', async () => {
    visit(<ProductHeader product={product} />, { role: 'admin' })
    await screen.findByText('signed in as usr_1')
    expect(await menuItems()).toContain(DELETE_PRODUCT)
  })

  it('a variant can be edited but not deleted', async () => {
    visit(<VariantsSection product={product} />, { role: 'member', withheld: ['deletions'] })
    await screen.findByText('signed in as usr_1')
    expect(screen.getByRole('button', { name: 'Edit variant Small' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: DELETE_VARIANT })).toBeNull()
  })

  it('a variant can be deleted by a member who has deletions', async () => {
    visit(<VariantsSection product={product} />, { role: 'member', withheld: [] })
    expect(await screen.findByRole('button', { name: DELETE_VARIANT })).toBeTruthy()
  })
})
