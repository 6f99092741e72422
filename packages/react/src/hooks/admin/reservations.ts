// Admin reservations: query keys and hooks.
import type {
  AdminGetReservationsParams,
  AdminPostReservationsReq,
  AdminPostReservationsReservationReq,
  AdminReservationsDeleteRes,
  AdminReservationsListRes,
  AdminReservationsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminInventoryItemsKeys } from './inventory-items'

export const adminReservationKeys = queryKeysFactory('admin_reservations')

export function useAdminReservations(
  query?: AdminGetReservationsParams,
  options?: QueryOptions<AdminReservationsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminReservationKeys.list(query),
    () => client.admin.reservations.list(query),
    options,
  )
}

export function useAdminReservation(id: string, options?: QueryOptions<AdminReservationsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminReservationKeys.detail(id),
    () => client.admin.reservations.retrieve(id),
    options,
  )
}

export function useAdminCreateReservation(
  options?: EnvelopeMutationOptions<AdminReservationsRes, AdminPostReservationsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostReservationsReq) => client.admin.reservations.create(payload),
    [adminReservationKeys.lists(), adminInventoryItemsKeys.all],
    options,
  )
}

export function useAdminUpdateReservation(
  id: string,
  options?: EnvelopeMutationOptions<AdminReservationsRes, AdminPostReservationsReservationReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostReservationsReservationReq) => client.admin.reservations.update(id, payload),
    [adminReservationKeys.lists(), adminReservationKeys.detail(id), adminInventoryItemsKeys.all],
    options,
  )
}

export function useAdminDeleteReservation(
  id: string,
  options?: EnvelopeMutationOptions<AdminReservationsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.reservations.delete(id),
    [adminReservationKeys.lists(), adminReservationKeys.detail(id), adminInventoryItemsKeys.all],
    options,
  )
}
