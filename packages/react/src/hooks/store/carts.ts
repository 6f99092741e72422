// Store carts: query keys and hooks. useStartCheckout lives in start-checkout.ts.
import type {
  StoreCartsRes,
  StoreCompleteCartRes,
  StorePostCartReq,
  StorePostCartsCartPaymentSessionReq,
  StorePostCartsCartReq,
  StorePostCartsCartShippingMethodReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const cartKeys = queryKeysFactory('carts')

export function useGetCart(id: string, options?: QueryOptions<StoreCartsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(cartKeys.detail(id), () => client.carts.retrieve(id), options)
}

// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets callers write mutate() without a payload
export type CreateCartVariables = StorePostCartReq | void

export function useCreateCart(options?: EnvelopeMutationOptions<StoreCartsRes, CreateCartVariables>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: CreateCartVariables) => client.carts.create(payload || undefined),
    [],
    options,
  )
}

export function useUpdateCart(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, StorePostCartsCartReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCartsCartReq) => client.carts.update(cartId, payload),
    [cartKeys.detail(cartId)],
    options,
  )
}

/** Places the order; answers `{ type: "order" | "cart" | "swap", data }`. */
export function useCompleteCart(cartId: string, options?: EnvelopeMutationOptions<StoreCompleteCartRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(() => client.carts.complete(cartId), [cartKeys.detail(cartId)], options)
}

export function useCreatePaymentSession(cartId: string, options?: EnvelopeMutationOptions<StoreCartsRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.carts.createPaymentSessions(cartId),
    [cartKeys.detail(cartId)],
    options,
  )
}

export function useUpdatePaymentSession(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, { provider_id: string; data: Record<string, unknown> }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ provider_id, data }: { provider_id: string; data: Record<string, unknown> }) =>
      client.carts.updatePaymentSession(cartId, provider_id, { data }),
    [cartKeys.detail(cartId)],
    options,
  )
}

export function useRefreshPaymentSession(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, { provider_id: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ provider_id }: { provider_id: string }) => client.carts.refreshPaymentSession(cartId, provider_id),
    [cartKeys.detail(cartId)],
    options,
  )
}

export function useSetPaymentSession(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, StorePostCartsCartPaymentSessionReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCartsCartPaymentSessionReq) => client.carts.setPaymentSession(cartId, payload),
    [cartKeys.detail(cartId)],
    options,
  )
}

export function useAddShippingMethodToCart(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, StorePostCartsCartShippingMethodReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCartsCartShippingMethodReq) => client.carts.addShippingMethod(cartId, payload),
    [cartKeys.detail(cartId)],
    options,
  )
}

export function useDeletePaymentSession(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, { provider_id: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ provider_id }: { provider_id: string }) => client.carts.deletePaymentSession(cartId, provider_id),
    [cartKeys.detail(cartId)],
    options,
  )
}

/** Removes a discount code from the cart (Mercato addition). */
export function useDeleteDiscount(cartId: string, options?: EnvelopeMutationOptions<StoreCartsRes, string>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (code: string) => client.carts.deleteDiscount(cartId, code),
    [cartKeys.detail(cartId)],
    options,
  )
}

/** Computes tax lines now (Mercato addition). */
export function useCalculateCartTaxes(cartId: string, options?: EnvelopeMutationOptions<StoreCartsRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.carts.calculateTaxes(cartId),
    [cartKeys.detail(cartId)],
    options,
  )
}
