import type * as Client from '@mercato/client'
import type * as Domain from '@mercato/domain'

// The request bodies as the server validates them (@mercato/domain): null clears a field. The client's
// request types do not allow null yet, so payloads are checked against the server's schemas and handed
// to the hooks through these.
export const productUpdate = (payload: Domain.AdminPostProductsProductReq) =>
  payload as unknown as Client.AdminPostProductsProductReq

export const variantCreate = (payload: Domain.AdminPostProductsProductVariantsReq) =>
  payload as unknown as Client.AdminPostProductsProductVariantsReq

export const variantUpdate = (payload: Domain.AdminPostProductsProductVariantsVariantReq) =>
  payload as unknown as Client.AdminPostProductsProductVariantsVariantReq
