// Store shipping options: query keys and hooks.
import type { StoreGetShippingOptionsParams, StoreShippingOptionsListRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const shippingOptionKeys = queryKeysFactory('shipping_options')

export function useShippingOptions(
  query?: StoreGetShippingOptionsParams,
  options?: QueryOptions<StoreShippingOptionsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(shippingOptionKeys.list(query), () => client.shippingOptions.list(query), options)
}

export function useCartShippingOptions(cartId: string, options?: QueryOptions<StoreShippingOptionsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...shippingOptionKeys.all, 'cart', cartId],
    () => client.shippingOptions.listCartOptions(cartId),
    options,
  )
}
