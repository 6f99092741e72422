// Store customer sessions (Mercato addition: medusa-react has no store auth hooks).
import type {
  EmptyResponse,
  StoreAuthRes,
  StoreBearerAuthRes,
  StoreGetAuthEmailRes,
  StorePostAuthReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { customerKeys } from './customers'

export const storeAuthKeys = queryKeysFactory('store_auth')

export function useGetSession(options?: QueryOptions<StoreAuthRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(storeAuthKeys.details(), () => client.auth.getSession(), options)
}

export function useCustomerEmailExists(email: string, options?: QueryOptions<StoreGetAuthEmailRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery([...storeAuthKeys.all, 'exists', email], () => client.auth.exists(email), options)
}

export function useAuthenticate(options?: EnvelopeMutationOptions<StoreAuthRes, StorePostAuthReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostAuthReq) => client.auth.authenticate(payload),
    [storeAuthKeys.details(), customerKeys.all],
    options,
  )
}

/** Logs in for a JWT, which the client then sends on store calls. */
export function useGetToken(options?: EnvelopeMutationOptions<StoreBearerAuthRes, StorePostAuthReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostAuthReq) => client.auth.getToken(payload),
    [storeAuthKeys.details(), customerKeys.all],
    options,
  )
}

export function useDeleteSession(options?: EnvelopeMutationOptions<EmptyResponse>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.auth.deleteSession(),
    [storeAuthKeys.details(), customerKeys.all],
    options,
  )
}
