// Store variants (Mercato addition: medusa-react has no variant hooks).
import type {
  StoreGetVariantsParams,
  StorePricingContext,
  StoreVariantsListRes,
  StoreVariantsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const variantKeys = queryKeysFactory('variants')

export function useVariants(query?: StoreGetVariantsParams, options?: QueryOptions<StoreVariantsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(variantKeys.list(query), () => client.products.variants.list(query), options)
}

export function useVariant(
  id: string,
  query?: StorePricingContext,
  options?: QueryOptions<StoreVariantsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    variantKeys.detail(id, query),
    () => client.products.variants.retrieve(id, undefined, query),
    options,
  )
}
