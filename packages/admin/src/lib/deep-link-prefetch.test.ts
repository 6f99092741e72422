import type { Mercato } from '@mercato/client'
import { adminOrderKeys, adminProductKeys, createQueryClient } from '@mercato/react'
import { describe, expect, it, vi } from 'vitest'
import { prefetchDeepLink } from './deep-link-prefetch'

function fakeClient() {
  const orders = { retrieve: vi.fn(async (id: string) => ({ order: { id } })) }
  const products = { retrieve: vi.fn(async (id: string) => ({ product: { id } })) }
  return { client: { admin: { orders, products } } as unknown as Mercato, orders, products }
}

const pages = { order: vi.fn(async () => ({})), product: vi.fn(async () => ({})) }

describe('prefetchDeepLink', () => {
  it('fills the entry the order page reads', async () => {
    const queryClient = createQueryClient()
    const { client, orders, products } = fakeClient()
    expect(prefetchDeepLink(queryClient, client, '/app/a/orders/order_01ABC', pages)).toBe('order_01ABC')
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(adminOrderKeys.detail('order_01ABC', undefined))).toEqual({
        order: { id: 'order_01ABC' },
      }),
    )
    expect(orders.retrieve).toHaveBeenCalledTimes(1)
    expect(products.retrieve).not.toHaveBeenCalled()
    expect(pages.order).toHaveBeenCalled()
  })

  it('fills the entry the product page reads', async () => {
    const queryClient = createQueryClient()
    const { client, products } = fakeClient()
    prefetchDeepLink(queryClient, client, '/app/a/products/prod_01XYZ/', pages)
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(adminProductKeys.detail('prod_01XYZ', undefined))).toEqual({
        product: { id: 'prod_01XYZ' },
      }),
    )
    expect(products.retrieve).toHaveBeenCalledWith('prod_01XYZ')
  })

  it('asks for nothing on other pages', () => {
    const queryClient = createQueryClient()
    const { client, orders, products } = fakeClient()
    for (const path of [
      '/app/a/orders',
      '/app/a/orders/order_1/print/invoice',
      '/app/login',
      '/app/a/customers/cus_1',
    ])
      expect(prefetchDeepLink(queryClient, client, path, pages)).toBeUndefined()
    expect(orders.retrieve).not.toHaveBeenCalled()
    expect(products.retrieve).not.toHaveBeenCalled()
  })

  it('leaves a refused request to the page', async () => {
    const queryClient = createQueryClient()
    const { client, orders } = fakeClient()
    orders.retrieve.mockRejectedValueOnce(new Error('Unauthorized'))
    prefetchDeepLink(queryClient, client, '/app/a/orders/order_01ABC', pages)
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(adminOrderKeys.detail('order_01ABC', undefined))?.status).toBe(
        'error',
      ),
    )
    // Refused once, not retried: the sign-in page follows.
    expect(orders.retrieve).toHaveBeenCalledTimes(1)
  })
})
