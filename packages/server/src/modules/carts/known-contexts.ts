import type { CartRow } from './load'

/**
 * The sales channel and region of carts seen lately, by id. A line item's variant read depends on
 * them, and knowing them before the cart is locked lets that read go out with the lock in one write
 * (`addLineItem`). They are a guess: the locked row is compared with it, and a wrong guess (the cart
 * was changed by another process) reads the variants again.
 */
export type CartContext = Pick<CartRow, 'id' | 'sales_channel_id' | 'region_id'>

const MAX_KNOWN = 10_000
const known = new Map<string, CartContext>()

export function rememberCartContext(c: CartContext) {
  known.delete(c.id)
  known.set(c.id, { id: c.id, sales_channel_id: c.sales_channel_id, region_id: c.region_id })
  if (known.size > MAX_KNOWN) known.delete(known.keys().next().value!)
}

export const knownCartContext = (id: string): CartContext | undefined => known.get(id)

export const sameCartContext = (a: CartContext, b: CartContext) =>
  a.sales_channel_id === b.sales_channel_id && a.region_id === b.region_id
