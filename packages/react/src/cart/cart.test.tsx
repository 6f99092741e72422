import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { MercatoProvider, createQueryClient } from '../provider'
import { fakeFetch } from '../testing/fake-fetch'
import { CartProvider, useCart } from './cart'

// Without vitest globals Testing Library cannot flag the act environment itself.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function cartWith(quantities: number[], extra: Record<string, unknown> = {}) {
  return { id: 'cart_1', items: quantities.map((quantity, i) => ({ id: `item_${i}`, quantity })), ...extra }
}

function setup() {
  const fake = fakeFetch({
    'POST /store/carts': () => ({ cart: cartWith([]) }),
    'POST /store/carts/cart_1': () => ({ cart: cartWith([2, 3], { email: 'a@b.co' }) }),
    'POST /store/carts/cart_1/shipping-methods': () => ({
      cart: cartWith([2, 3], { shipping_methods: [{}] }),
    }),
    'POST /store/carts/cart_1/payment-sessions': () => ({
      cart: cartWith([2, 3], { payment_sessions: [{}] }),
    }),
    'POST /store/carts/cart_1/payment-session': () => ({ cart: cartWith([2, 3], { payment_session: {} }) }),
    'POST /store/carts/cart_1/complete': () => ({ type: 'order', data: { id: 'order_1' } }),
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MercatoProvider
      baseUrl="http://api.test"
      fetch={fake.fetch}
      queryClientProviderProps={{ client: createQueryClient() }}
    >
      <CartProvider>{children}</CartProvider>
    </MercatoProvider>
  )
  return { ...fake, hook: renderHook(() => useCart(), { wrapper }) }
}

describe('CartProvider', () => {
  it('holds the cart the server returns after each step of checkout', async () => {
    const { hook, calls } = setup()
    const { result } = hook
    expect(result.current.cart).toBeUndefined()
    expect(result.current.totalItems).toBe(0)
    await act(() => result.current.createCart.mutateAsync({ region_id: 'reg_1' }))
    expect(result.current.cart?.id).toBe('cart_1')
    await act(() => result.current.updateCart.mutateAsync({ email: 'a@b.co' }))
    expect(result.current.cart?.email).toBe('a@b.co')
    expect(result.current.totalItems).toBe(5)
    await act(() => result.current.addShippingMethod.mutateAsync({ option_id: 'so_1' }))
    expect(result.current.cart?.shipping_methods).toHaveLength(1)
    await act(() => result.current.startCheckout.mutateAsync())
    expect(result.current.cart?.payment_sessions).toHaveLength(1)
    await act(() => result.current.pay.mutateAsync({ provider_id: 'manual' }))
    expect(result.current.cart?.payment_session).toEqual({})
    const placed = await act(() => result.current.completeCheckout.mutateAsync())
    expect(placed).toEqual(expect.objectContaining({ type: 'order', data: { id: 'order_1' } }))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /store/carts',
      'POST /store/carts/cart_1',
      'POST /store/carts/cart_1/shipping-methods',
      'POST /store/carts/cart_1/payment-sessions',
      'POST /store/carts/cart_1/payment-session',
      'POST /store/carts/cart_1/complete',
    ])
  })

  it('refuses cart actions before a cart exists, without calling the server', async () => {
    const { hook, calls } = setup()
    await expect(act(() => hook.result.current.updateCart.mutateAsync({ email: 'x@y.z' }))).rejects.toThrow(
      'There is no cart yet: call createCart first',
    )
    expect(calls).toHaveLength(0)
  })
})
