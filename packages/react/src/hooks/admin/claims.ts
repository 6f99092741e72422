// Admin claims on an order (they refresh the order).
import type {
  AdminOrdersRes,
  AdminPostOrdersOrderClaimsClaimFulfillmentsReq,
  AdminPostOrdersOrderClaimsClaimReq,
  AdminPostOrdersOrderClaimsClaimShipmentsReq,
  AdminPostOrdersOrderClaimsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { type EnvelopeMutationOptions, useInvalidatingMutation } from '../utils'
import { adminOrderKeys } from './orders'

export function useAdminCreateClaim(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderClaimsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderClaimsReq) => client.admin.orders.createClaim(orderId, payload),
    [adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminUpdateClaim(
  orderId: string,
  options?: EnvelopeMutationOptions<
    AdminOrdersRes,
    AdminPostOrdersOrderClaimsClaimReq & { claim_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ claim_id, ...payload }: AdminPostOrdersOrderClaimsClaimReq & { claim_id: string }) =>
      client.admin.orders.updateClaim(orderId, claim_id, payload),
    [adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCancelClaim(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (claimId: string) => client.admin.orders.cancelClaim(orderId, claimId),
    [adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminFulfillClaim(
  orderId: string,
  options?: EnvelopeMutationOptions<
    AdminOrdersRes,
    AdminPostOrdersOrderClaimsClaimFulfillmentsReq & { claim_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ claim_id, ...payload }: AdminPostOrdersOrderClaimsClaimFulfillmentsReq & { claim_id: string }) =>
      client.admin.orders.fulfillClaim(orderId, claim_id, payload),
    [adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCancelClaimFulfillment(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, { claim_id: string; fulfillment_id: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ claim_id, fulfillment_id }: { claim_id: string; fulfillment_id: string }) =>
      client.admin.orders.cancelClaimFulfillment(orderId, claim_id, fulfillment_id),
    [adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCreateClaimShipment(
  orderId: string,
  options?: EnvelopeMutationOptions<
    AdminOrdersRes,
    AdminPostOrdersOrderClaimsClaimShipmentsReq & { claim_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ claim_id, ...payload }: AdminPostOrdersOrderClaimsClaimShipmentsReq & { claim_id: string }) =>
      client.admin.orders.createClaimShipment(orderId, claim_id, payload),
    [adminOrderKeys.detail(orderId)],
    options,
  )
}
