import type { Cart, StorePostCartReq } from '@mercato/client'
import { useMercato } from '../../provider'
import { type MutationOptions, useInvalidatingMutation } from '../utils'

// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets callers write mutate() without a payload
export type StartCheckoutVariables = StorePostCartReq | void

/** Creates a cart and its payment sessions in one go; resolves with the cart itself. */
export function useStartCheckout(options?: MutationOptions<Cart, StartCheckoutVariables>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    async (payload: StartCheckoutVariables) => {
      const { cart } = await client.carts.create(payload || undefined)
      const created = await client.carts.createPaymentSessions(cart.id)
      return created.cart
    },
    [],
    options,
  )
}
