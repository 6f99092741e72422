import type { ClientError, MercatoResponse } from '@mercato/client'
import {
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'

export type QueryOptions<T> = Omit<
  UseQueryOptions<MercatoResponse<T>, ClientError, MercatoResponse<T>, QueryKey>,
  'queryKey' | 'queryFn'
>

export type MutationOptions<TData, TVariables = void> = Omit<
  UseMutationOptions<TData, ClientError, TVariables>,
  'mutationFn'
>

/** Options of a mutation that answers with a Mercato response envelope. */
export type EnvelopeMutationOptions<T, TVariables = void> = MutationOptions<MercatoResponse<T>, TVariables>

/** The envelope's keys (undefined until loaded) next to the query state, without `data`. */
export type EnvelopeQueryResult<T> = Partial<MercatoResponse<T>> &
  Omit<UseQueryResult<MercatoResponse<T>, ClientError>, 'data'>

/** A query whose envelope keys come back at top level: `const { products, count, isLoading } = …`. */
export function useEnvelopeQuery<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<MercatoResponse<T>>,
  options?: QueryOptions<T>,
): EnvelopeQueryResult<T> {
  const { data, ...rest } = useQuery({ ...options, queryKey, queryFn })
  // TypeScript cannot spread a value that is undefined in some states of the union; the shape is right.
  return { ...data, ...rest } as EnvelopeQueryResult<T>
}

export type Invalidation<TVariables> = readonly QueryKey[] | ((variables: TVariables) => readonly QueryKey[])

/**
 * A mutation that refreshes the related cached lists and details once it succeeds.
 *
 * Decision: the invalidation always runs, and the caller's onSuccess runs after it is triggered. In
 * medusa-react, passing onSuccess replaced the invalidation, which left screens showing stale data
 * whenever a caller only wanted to add a toast.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidate: Invalidation<TVariables>,
  options?: MutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient()
  return useMutation<TData, ClientError, TVariables>({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      const keys = typeof invalidate === 'function' ? invalidate(args[1]) : invalidate
      const gone = deletedId(args[0])
      const refreshed = keys.map((queryKey) => {
        if (gone === undefined || !isDetailOf(queryKey, gone))
          return queryClient.invalidateQueries({ queryKey })
        // The record is gone: a page still showing it would only read a 404 before it moves on.
        return queryClient
          .cancelQueries({ queryKey })
          .then(() => queryClient.invalidateQueries({ queryKey, refetchType: 'none' }))
      })
      await Promise.all([...refreshed, options?.onSuccess?.(...args)])
    },
  })
}

/** The id a delete answered with (`{ id, object, deleted: true }`), if this was a delete. */
function deletedId(data: unknown): string | undefined {
  const body = data as { id?: unknown; deleted?: unknown } | null | undefined
  return body && body.deleted === true && typeof body.id === 'string' ? body.id : undefined
}

/** Whether a key reads that one record: `[domain, 'detail', id, …]`. */
const isDetailOf = (queryKey: QueryKey, id: string) => queryKey[1] === 'detail' && queryKey[2] === id
