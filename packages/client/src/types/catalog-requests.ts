import type { AdminPostProductsProductVariantsReq as VariantCreateBody } from '@mercato/domain'

// The catalogue's request bodies are the input types of the domain's schemas, the same ones the server
// validates with and the dashboard's forms use: a field the server accepts is one the client can send.

export type {
  AdminPostCollectionsCollectionReq,
  AdminPostCollectionsReq,
  AdminPostProductCategoriesCategoryProductsBatchReq,
  AdminPostProductCategoriesCategoryReq,
  AdminPostProductCategoriesReq,
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
  AdminPostProductsToCollectionReq,
  AdminProductListFilters,
} from '@mercato/domain'

/** One price of a variant, as a variant create or update sends it. */
export type ProductVariantPricePayload = NonNullable<VariantCreateBody['prices']>[number]
