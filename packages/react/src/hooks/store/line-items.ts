// Store cart line items (they share the cart keys).
import type {
  StoreCartsRes,
  StorePostCartsCartLineItemsItemReq,
  StorePostCartsCartLineItemsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { type EnvelopeMutationOptions, useInvalidatingMutation } from '../utils'
import { cartKeys } from './carts'

export function useCreateLineItem(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, StorePostCartsCartLineItemsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCartsCartLineItemsReq) => client.carts.lineItems.create(cartId, payload),
    [cartKeys.detail(cartId)],
    options,
  )
}

export function useUpdateLineItem(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, StorePostCartsCartLineItemsItemReq & { lineId: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ lineId, ...payload }: StorePostCartsCartLineItemsItemReq & { lineId: string }) =>
      client.carts.lineItems.update(cartId, lineId, payload),
    [cartKeys.detail(cartId)],
    options,
  )
}

export function useDeleteLineItem(
  cartId: string,
  options?: EnvelopeMutationOptions<StoreCartsRes, { lineId: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ lineId }: { lineId: string }) => client.carts.lineItems.delete(cartId, lineId),
    [cartKeys.detail(cartId)],
    options,
  )
}
