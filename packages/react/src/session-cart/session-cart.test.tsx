import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { SessionCartProvider, useSessionCart } from './session-cart'
import { SESSION_CART_KEY, type SessionVariant } from './state'

const usd = { id: 'reg_us', currency_code: 'usd', tax_rate: 0 }
const eur = { id: 'reg_eu', currency_code: 'EUR', tax_rate: 20 }
const shirt: SessionVariant = {
  id: 'variant_shirt',
  inventory_quantity: 5,
  prices: [
    { currency_code: 'usd', amount: 1000 },
    { currency_code: 'eur', amount: 900 },
  ],
}
const mug: SessionVariant = {
  id: 'variant_mug',
  inventory_quantity: 2,
  prices: [{ currency_code: 'usd', amount: 500 }],
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionCartProvider>{children}</SessionCartProvider>
)
const renderCart = () => renderHook(() => useSessionCart(), { wrapper })

beforeEach(() => localStorage.clear())

describe('SessionCartProvider', () => {
  it('starts empty', () => {
    const { result } = renderCart()
    expect(result.current).toMatchObject({ region: {}, items: [], totalItems: 0, total: 0 })
  })

  it("prices each line by the region's currency and totals quantity × price", () => {
    const { result } = renderCart()
    act(() => result.current.setRegion(usd))
    act(() => result.current.addItem({ variant: shirt, quantity: 2 }))
    act(() => result.current.addItem({ variant: mug, quantity: 1 }))
    expect(result.current.items.map((i) => i.total)).toEqual([1000, 500])
    expect(result.current.totalItems).toBe(3)
    expect(result.current.total).toBe(2500)
  })

  it('recomputes every line when the region changes (currency match ignores case)', () => {
    const { result } = renderCart()
    act(() => result.current.setRegion(usd))
    act(() => result.current.addItem({ variant: shirt, quantity: 2 }))
    act(() => result.current.addItem({ variant: mug, quantity: 1 }))
    act(() => result.current.setRegion(eur))
    expect(result.current.region).toEqual(eur)
    expect(result.current.getItem('variant_shirt')?.total).toBe(900)
    expect(result.current.getItem('variant_mug')?.total).toBe(0)
    expect(result.current.total).toBe(1800)
  })

  it('replaces the line of a variant already in the cart instead of adding to it', () => {
    const { result } = renderCart()
    act(() => result.current.setRegion(usd))
    act(() => result.current.addItem({ variant: shirt, quantity: 2 }))
    act(() => result.current.addItem({ variant: shirt, quantity: 1 }))
    expect(result.current.items).toHaveLength(1)
    expect(result.current.totalItems).toBe(1)
    expect(result.current.total).toBe(1000)
  })

  it('turns a quantity of zero or less into 1', () => {
    const { result } = renderCart()
    act(() => result.current.addItem({ variant: shirt, quantity: 3 }))
    act(() => result.current.updateItemQuantity('variant_shirt', 0))
    expect(result.current.getItem('variant_shirt')?.quantity).toBe(1)
    act(() => result.current.updateItemQuantity('variant_shirt', -4))
    expect(result.current.getItem('variant_shirt')?.quantity).toBe(1)
  })

  it('caps a quantity update at the inventory quantity', () => {
    const { result } = renderCart()
    act(() => result.current.addItem({ variant: shirt, quantity: 1 }))
    act(() => result.current.updateItemQuantity('variant_shirt', 99))
    expect(result.current.getItem('variant_shirt')?.quantity).toBe(5)
    act(() => result.current.updateItemQuantity('variant_shirt', 4))
    expect(result.current.getItem('variant_shirt')?.quantity).toBe(4)
  })

  it('caps increments at the inventory quantity', () => {
    const { result } = renderCart()
    act(() => result.current.addItem({ variant: mug, quantity: 1 }))
    act(() => result.current.incrementItemQuantity('variant_mug'))
    act(() => result.current.incrementItemQuantity('variant_mug'))
    expect(result.current.getItem('variant_mug')?.quantity).toBe(2)
  })

  it('floors decrements at 0 and keeps the line', () => {
    const { result } = renderCart()
    act(() => result.current.setRegion(usd))
    act(() => result.current.addItem({ variant: mug, quantity: 1 }))
    act(() => result.current.decrementItemQuantity('variant_mug'))
    act(() => result.current.decrementItemQuantity('variant_mug'))
    expect(result.current.getItem('variant_mug')?.quantity).toBe(0)
    expect(result.current.items).toHaveLength(1)
    expect(result.current.total).toBe(0)
  })

  it('removes one line, replaces all lines, and clears', () => {
    const { result } = renderCart()
    act(() => result.current.setRegion(usd))
    act(() => result.current.addItem({ variant: shirt, quantity: 1 }))
    act(() => result.current.addItem({ variant: mug, quantity: 2 }))
    act(() => result.current.removeItem('variant_shirt'))
    expect(result.current.items.map((i) => i.variant.id)).toEqual(['variant_mug'])
    expect(result.current.total).toBe(1000)
    act(() => result.current.setItems([{ variant: shirt, quantity: 3 }]))
    expect(result.current.items.map((i) => i.variant.id)).toEqual(['variant_shirt'])
    expect(result.current.total).toBe(3000)
    act(() => result.current.clearItems())
    expect(result.current).toMatchObject({ items: [], totalItems: 0, total: 0, region: usd })
  })

  it('rejects invalid arguments with the documented messages', () => {
    const { result } = renderCart()
    expect(() => result.current.setRegion({})).toThrow(new Error('region must be a non-empty object'))
    expect(() => result.current.setRegion(null as never)).toThrow('region must be a non-empty object')
    expect(() => result.current.addItem({} as never)).toThrow(new Error('item must be a non-empty object'))
    expect(() => result.current.addItem(undefined as never)).toThrow('item must be a non-empty object')
    expect(() => result.current.setItems({} as never)).toThrow(new Error('items must be an array of items'))
    expect(result.current.items).toEqual([])
  })

  it('saves the cart in localStorage under medusa-session-cart and restores it on mount', () => {
    const first = renderCart()
    act(() => first.result.current.setRegion(usd))
    act(() => first.result.current.addItem({ variant: shirt, quantity: 2 }))
    const saved = JSON.parse(localStorage.getItem(SESSION_CART_KEY) ?? 'null')
    expect(SESSION_CART_KEY).toBe('medusa-session-cart')
    expect(saved).toMatchObject({ region: usd, totalItems: 2, total: 2000 })
    expect(saved.items).toEqual([{ variant: shirt, quantity: 2, total: 1000 }])
    first.unmount()
    const second = renderCart()
    expect(second.result.current.total).toBe(2000)
    expect(second.result.current.getItem('variant_shirt')?.quantity).toBe(2)
  })

  it('ignores unreadable saved data', () => {
    localStorage.setItem(SESSION_CART_KEY, '{not json')
    const { result } = renderCart()
    expect(result.current.items).toEqual([])
  })

  it('throws when used outside its provider', () => {
    expect(() => renderHook(() => useSessionCart())).toThrow(
      'useSessionCart must be used within a SessionCartProvider',
    )
  })
})
