import { describe, expect, it } from 'vitest'
import { STAFF_AREAS, actionOfAdminRequest, areaOfAdminRoute, staffActions, staffAreas } from './staff-access'
import { staffAreasSchema, staffMetadataSchema } from './users'

describe('staff areas', () => {
  it('gives every area when none are set, and always to admins', () => {
    expect([...staffAreas('member', null)]).toEqual([...STAFF_AREAS])
    expect([...staffAreas('developer', { areas: null })]).toEqual([...STAFF_AREAS])
    expect([...staffAreas('admin', { areas: [] })]).toEqual([...STAFF_AREAS])
  })

  it('limits members and developers to the areas set, and grants none for a malformed value', () => {
    expect([...staffAreas('member', { areas: ['orders', 'products'] })]).toEqual(['orders', 'products'])
    expect([...staffAreas('developer', { areas: [] })]).toEqual([])
    expect([...staffAreas('member', { areas: 'orders' })]).toEqual([])
    expect([...staffAreas('member', { areas: ['everything'] })]).toEqual([])
  })

  it('refuses unknown and repeated areas in metadata', () => {
    expect(staffAreasSchema.safeParse(['orders', 'gift_cards']).success).toBe(true)
    expect(staffAreasSchema.safeParse(['orders', 'orders']).success).toBe(false)
    const bad = staffMetadataSchema.safeParse({ areas: ['orders', 'settings'] })
    expect(bad.error?.issues[0]?.path).toEqual(['areas', 1])
    expect(staffMetadataSchema.safeParse({ areas: null, locale: 'de' }).success).toBe(true)
  })

  it('names the area a route needs: private areas for reads too, the others for changes only', () => {
    expect(areaOfAdminRoute('GET', '/admin/orders/:id')).toBe('orders')
    expect(areaOfAdminRoute('GET', '/admin/customers')).toBe('customers')
    expect(areaOfAdminRoute('GET', '/admin/gift-cards')).toBe('gift_cards')
    expect(areaOfAdminRoute('GET', '/admin/mercato/overview')).toBe('orders')
    expect(areaOfAdminRoute('GET', '/admin/products')).toBeNull()
    expect(areaOfAdminRoute('GET', '/admin/customer-groups')).toBeNull()
    expect(areaOfAdminRoute('POST', '/admin/customer-groups/:id')).toBe('customers')
    expect(areaOfAdminRoute('DELETE', '/admin/price-lists/:id')).toBe('pricing')
    expect(areaOfAdminRoute('POST', '/admin/inventory-items/:id/location-levels')).toBe('inventory')
    expect(areaOfAdminRoute('POST', '/admin/regions')).toBeNull()
    expect(areaOfAdminRoute('POST', '/admin/ordersx')).toBeNull()
  })
})

describe('withheld actions', () => {
  it('withhold nothing by default, nothing from admins, and everything on a value written around the API', () => {
    const all = ['refunds', 'exports', 'cancellations', 'deletions', 'captures', 'fulfillments']
    expect([...staffActions('member', {})]).toEqual(all)
    expect([...staffActions('member', { withheld: null })]).toEqual(all)
    expect([...staffActions('developer', { withheld: ['refunds'] })]).toEqual([
      'exports',
      'cancellations',
      'deletions',
      'captures',
      'fulfillments',
    ])
    expect([
      ...staffActions('developer', { withheld: ['deletions', 'exports', 'refunds', 'captures'] }),
    ]).toEqual(['cancellations', 'fulfillments'])
    expect([...staffActions('developer', { withheld: all })]).toEqual([])
    expect([...staffActions('admin', { withheld: ['refunds', 'deletions'] })]).toEqual(all)
    expect([...staffActions('member', { withheld: [] })]).toEqual(all)
    expect([...staffActions('member', { withheld: 'refunds' })]).toEqual([])
    expect([...staffActions('member', { withheld: ['refunds', 'nope'] })]).toEqual([])
  })

  it('name the requests that send money back, by route and, where it depends, by body', () => {
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/refund', {})).toBe('refunds')
    expect(actionOfAdminRequest('post', '/admin/payments/:id/refund', undefined)).toBe('refunds')
    expect(actionOfAdminRequest('GET', '/admin/orders/:id/refund', {})).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/returns/:id/receive', { items: [] })).toBe('refunds')
    expect(actionOfAdminRequest('POST', '/admin/returns/:id/receive', { refund: null })).toBe('refunds')
    expect(actionOfAdminRequest('POST', '/admin/returns/:id/receive', { refund: 0 })).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/return', { receive_now: true })).toBe('refunds')
    expect(
      actionOfAdminRequest('POST', '/admin/orders/:id/return', { receive_now: true, refund: 0 }),
    ).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/return', {})).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/claims', { type: 'refund' })).toBe('refunds')
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/claims', { type: 'replace' })).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/batch-jobs', { type: 'customer-export' })).toBe('exports')
    expect(actionOfAdminRequest('POST', '/admin/batch-jobs', { type: 'product-import' })).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/batch-jobs/:id/confirm', {})).toBeNull()
  })

  it("name an order's cancellation, and no other cancellation", () => {
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/cancel', {})).toBe('cancellations')
    expect(actionOfAdminRequest('POST', '/admin/returns/:id/cancel', {})).toBeNull()
    expect(
      actionOfAdminRequest('POST', '/admin/orders/:id/fulfillments/:fulfillment_id/cancel', {}),
    ).not.toBe('cancellations')
    expect(actionOfAdminRequest('POST', '/admin/order-edits/:id/cancel', {})).toBeNull()
  })

  it('name the captures of payments', () => {
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/capture', {})).toBe('captures')
    expect(actionOfAdminRequest('post', '/admin/payments/:id/capture', undefined)).toBe('captures')
    expect(actionOfAdminRequest('GET', '/admin/payments/:id/capture', undefined)).toBeNull()
    // Marking an order edit's difference as paid says the money was taken.
    expect(actionOfAdminRequest('POST', '/admin/payment-collections/:id/authorize', {})).toBe('captures')
    expect(
      actionOfAdminRequest('POST', '/store/payment-collections/:id/sessions/batch/authorize', {}),
    ).toBeNull()
  })

  it("name the packing, shipping and unpacking of an order's, an exchange's and a claim's items", () => {
    for (const route of [
      '/admin/orders/:id/fulfillment',
      '/admin/orders/:id/shipment',
      '/admin/orders/:id/fulfillments/:fulfillment_id/cancel',
      '/admin/orders/:id/swaps/:swap_id/fulfillments',
      '/admin/orders/:id/swaps/:swap_id/shipments',
      '/admin/orders/:id/swaps/:swap_id/fulfillments/:fulfillment_id/cancel',
      '/admin/orders/:id/claims/:claim_id/fulfillments',
      '/admin/orders/:id/claims/:claim_id/shipments',
      '/admin/orders/:id/claims/:claim_id/fulfillments/:fulfillment_id/cancel',
    ])
      expect(actionOfAdminRequest('POST', route, {}), route).toBe('fulfillments')
    expect(actionOfAdminRequest('GET', '/admin/orders/:id/fulfillment-options', undefined)).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/swaps', {})).toBeNull()
    expect(actionOfAdminRequest('POST', '/admin/orders/:id/claims', { type: 'replace' })).toBeNull()
  })

  it("name the deletion of an area's whole records, not the removal of a record from a relation", () => {
    for (const route of [
      '/admin/products/:id',
      '/admin/products/:id/variants/:variant_id',
      '/admin/collections/:id',
      '/admin/product-categories/:id',
      '/admin/customer-groups/:id',
      '/admin/discounts/:id',
      '/admin/gift-cards/:id',
      '/admin/price-lists/:id',
      '/admin/draft-orders/:id',
      '/admin/inventory-items/:id',
    ])
      expect(actionOfAdminRequest('delete', route, undefined), route).toBe('deletions')
    expect(actionOfAdminRequest('POST', '/admin/products/:id', { title: 'x' })).toBeNull()
    expect(actionOfAdminRequest('DELETE', '/admin/collections/:id/products/batch', {})).toBeNull()
    expect(actionOfAdminRequest('DELETE', '/admin/products/:id/options/:option_id', {})).toBeNull()
    expect(actionOfAdminRequest('DELETE', '/admin/reservations/:id', {})).toBeNull()
    expect(actionOfAdminRequest('DELETE', '/admin/notes/:id', {})).toBeNull()
  })
})
