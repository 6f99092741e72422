import { z } from 'zod'

// Request bodies and list filters of the admin catalogue routes (contract §2.1), written once: the server
// validates with them, the dashboard's forms validate with them and the client takes their types.
// Unknown properties are refused. Browser-safe: zod only.

export const catalogMetadata = z.record(z.string(), z.unknown()).nullable()

const dimension = z.number().int('must be an integer').min(0, 'must not be negative').nullable()
export const physicalShape = {
  weight: dimension.optional(),
  length: dimension.optional(),
  height: dimension.optional(),
  width: dimension.optional(),
  hs_code: z.string().nullable().optional(),
  origin_country: z.string().nullable().optional(),
  mid_code: z.string().nullable().optional(),
  material: z.string().nullable().optional(),
}

const quantity = z.number().int('must be an integer').min(0, 'must not be negative').nullable().optional()

export const priceInput = z.strictObject({
  id: z.string().optional(),
  region_id: z.string().min(1).optional(),
  currency_code: z.string().min(1).optional(),
  amount: z.number().int('amount must be an integer in minor units').min(0, 'amount must not be negative'),
  min_quantity: quantity,
  max_quantity: quantity,
})

const variantFields = {
  sku: z.string().nullable().optional(),
  ean: z.string().nullable().optional(),
  upc: z.string().nullable().optional(),
  barcode: z.string().nullable().optional(),
  inventory_quantity: z.number().int().optional(),
  allow_backorder: z.boolean().optional(),
  manage_inventory: z.boolean().optional(),
  metadata: catalogMetadata.optional(),
  ...physicalShape,
}

/** A variant written with its product: options are positional, in the order of the product's options. */
export const productVariantCreate = z.strictObject({
  title: z.string().min(1),
  ...variantFields,
  prices: z.array(priceInput).optional(),
  options: z.array(z.strictObject({ value: z.string() })).optional(),
})

const optionByIdInput = z.strictObject({ option_id: z.string().min(1), value: z.string() })

/** A variant in a product update: with `id` it is updated, without it is created. */
export const productVariantUpsert = z.strictObject({
  id: z.string().optional(),
  title: z.string().min(1).optional(),
  ...variantFields,
  prices: z.array(priceInput).optional(),
  options: z.array(optionByIdInput).optional(),
})

export const variantCreateBody = z.strictObject({
  title: z.string().min(1),
  ...variantFields,
  prices: z.array(priceInput),
  options: z.array(optionByIdInput).optional(),
})

export const variantUpdateBody = z.strictObject({
  title: z.string().min(1).optional(),
  ...variantFields,
  prices: z.array(priceInput).optional(),
  options: z.array(optionByIdInput).optional(),
})

export const PRODUCT_STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const
export const productStatus = z.enum(PRODUCT_STATUSES)
const valueRef = z.strictObject({ id: z.string().optional(), value: z.string().min(1) })
const idRef = z.strictObject({ id: z.string().min(1) })

/** Handles end up in storefront URLs. */
export const productHandle = z
  .string()
  .min(1)
  .regex(/^[^\s/?#]+$/, 'handle must not contain spaces, slashes, ? or #')

const productFields = {
  subtitle: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  discountable: z.boolean().optional(),
  images: z.array(z.string().min(1)).optional(),
  thumbnail: z.string().nullable().optional(),
  handle: productHandle.optional(),
  status: productStatus.optional(),
  type: valueRef.nullable().optional(),
  collection_id: z.string().nullable().optional(),
  tags: z.array(valueRef).optional(),
  sales_channels: z.array(idRef).nullable().optional(),
  categories: z.array(idRef).optional(),
  external_id: z.string().nullable().optional(),
  metadata: catalogMetadata.optional(),
  ...physicalShape,
}

export const productCreateBody = z.strictObject({
  title: z.string().min(1),
  is_giftcard: z.boolean().optional(),
  options: z.array(z.strictObject({ title: z.string().min(1) })).optional(),
  variants: z.array(productVariantCreate).optional(),
  ...productFields,
})

export const productUpdateBody = z.strictObject({
  title: z.string().min(1).optional(),
  variants: z.array(productVariantUpsert).optional(),
  ...productFields,
})

export const optionBody = z.strictObject({ title: z.string().min(1) })
export const metadataBody = z.strictObject({ key: z.string().min(1), value: z.unknown() })

export const collectionCreateBody = z.strictObject({
  title: z.string().min(1),
  handle: z.string().min(1).optional(),
  metadata: catalogMetadata.optional(),
})
export const collectionUpdateBody = z.strictObject({
  title: z.string().min(1).optional(),
  handle: z.string().min(1).optional(),
  metadata: catalogMetadata.optional(),
})
export const productIdsBody = z.strictObject({ product_ids: z.array(z.string().min(1)).min(1) })

const categoryFields = {
  description: z.string().optional(),
  handle: z.string().min(1).optional(),
  is_internal: z.boolean().optional(),
  is_active: z.boolean().optional(),
  parent_category_id: z.string().nullable().optional(),
  rank: z.number().int().min(0).optional(),
  metadata: catalogMetadata.optional(),
}
export const categoryCreateBody = z.strictObject({ name: z.string().min(1), ...categoryFields })
export const categoryUpdateBody = z.strictObject({ name: z.string().min(1).optional(), ...categoryFields })
export const categoryProductsBody = z.strictObject({
  product_ids: z.array(z.strictObject({ id: z.string().min(1) })).min(1),
})

/** One value or several (`id=a`, `id[]=a&id[]=b`): always an array once parsed. */
export const queryOneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[])

/** Query strings carry booleans as text. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')

/** Product list filters shared by the admin and store lists. */
export const productListFilters = {
  id: queryOneOrMany(z.string()).optional(),
  collection_id: queryOneOrMany(z.string()).optional(),
  tags: queryOneOrMany(z.string()).optional(),
  sales_channel_id: queryOneOrMany(z.string()).optional(),
  type_id: queryOneOrMany(z.string()).optional(),
  category_id: queryOneOrMany(z.string()).optional(),
  include_category_children: queryBoolean.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  handle: z.string().optional(),
  is_giftcard: queryBoolean.optional(),
  discount_condition_id: z.string().optional(),
}

/** The admin product list adds status and price list to the shared filters. */
export const adminProductListFilters = {
  ...productListFilters,
  status: queryOneOrMany(productStatus).optional(),
  price_list_id: queryOneOrMany(z.string()).optional(),
}

// Medusa-style request names, as callers write them (input) and as routes receive them (output).
export type ProductStatus = z.infer<typeof productStatus>
export type PriceInput = z.output<typeof priceInput>
export type AdminPostProductsReq = z.input<typeof productCreateBody>
export type AdminPostProductsProductReq = z.input<typeof productUpdateBody>
export type AdminPostProductsProductVariantsReq = z.input<typeof variantCreateBody>
export type AdminPostProductsProductVariantsVariantReq = z.input<typeof variantUpdateBody>
export type AdminPostProductsProductOptionsReq = z.input<typeof optionBody>
export type AdminPostProductsProductMetadataReq = z.input<typeof metadataBody>
export type AdminPostCollectionsReq = z.input<typeof collectionCreateBody>
export type AdminPostCollectionsCollectionReq = z.input<typeof collectionUpdateBody>
export type AdminPostProductsToCollectionReq = z.input<typeof productIdsBody>
export type AdminPostProductCategoriesCategoryProductsBatchReq = z.input<typeof categoryProductsBody>
export type AdminPostProductCategoriesReq = z.input<typeof categoryCreateBody>
export type AdminPostProductCategoriesCategoryReq = z.input<typeof categoryUpdateBody>
export type AdminProductListFilters = z.input<z.ZodObject<typeof adminProductListFilters>>
export type ProductCreateInput = z.output<typeof productCreateBody>
export type ProductUpdateInput = z.output<typeof productUpdateBody>
export type VariantUpsertInput = z.output<typeof productVariantUpsert>
