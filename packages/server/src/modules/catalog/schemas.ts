import { z } from 'zod'

// Request bodies of the admin catalogue routes (contract §2.1); unknown properties are refused.

export const idParams = z.strictObject({ id: z.string().min(1) })
export const metadata = z.record(z.string(), z.unknown()).nullable()

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
export type PriceInput = z.output<typeof priceInput>

const variantFields = {
  sku: z.string().nullable().optional(),
  ean: z.string().nullable().optional(),
  upc: z.string().nullable().optional(),
  barcode: z.string().nullable().optional(),
  inventory_quantity: z.number().int().optional(),
  allow_backorder: z.boolean().optional(),
  manage_inventory: z.boolean().optional(),
  metadata: metadata.optional(),
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

const status = z.enum(['draft', 'proposed', 'published', 'rejected'])
const valueRef = z.strictObject({ id: z.string().optional(), value: z.string().min(1) })
const idRef = z.strictObject({ id: z.string().min(1) })

const productFields = {
  subtitle: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  discountable: z.boolean().optional(),
  images: z.array(z.string().min(1)).optional(),
  thumbnail: z.string().nullable().optional(),
  handle: z
    .string()
    .min(1)
    .regex(/^[^\s/?#]+$/, 'handle must not contain spaces, slashes, ? or #')
    .optional(),
  status: status.optional(),
  type: valueRef.nullable().optional(),
  collection_id: z.string().nullable().optional(),
  tags: z.array(valueRef).optional(),
  sales_channels: z.array(idRef).nullable().optional(),
  categories: z.array(idRef).optional(),
  external_id: z.string().nullable().optional(),
  metadata: metadata.optional(),
  ...physicalShape,
}

export const productCreateBody = z.strictObject({
  title: z.string().min(1),
  is_giftcard: z.boolean().optional(),
  options: z.array(z.strictObject({ title: z.string().min(1) })).optional(),
  variants: z.array(productVariantCreate).optional(),
  ...productFields,
})
export type ProductCreateInput = z.output<typeof productCreateBody>

export const productUpdateBody = z.strictObject({
  title: z.string().min(1).optional(),
  variants: z.array(productVariantUpsert).optional(),
  ...productFields,
})
export type ProductUpdateInput = z.output<typeof productUpdateBody>
export type VariantUpsertInput = z.output<typeof productVariantUpsert>

export const optionBody = z.strictObject({ title: z.string().min(1) })
export const metadataBody = z.strictObject({ key: z.string().min(1), value: z.unknown() })

export const collectionCreateBody = z.strictObject({
  title: z.string().min(1),
  handle: z.string().min(1).optional(),
  metadata: metadata.optional(),
})
export const collectionUpdateBody = z.strictObject({
  title: z.string().min(1).optional(),
  handle: z.string().min(1).optional(),
  metadata: metadata.optional(),
})
export const productIdsBody = z.strictObject({ product_ids: z.array(z.string().min(1)).min(1) })

export const categoryCreateBody = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  handle: z.string().min(1).optional(),
  is_internal: z.boolean().optional(),
  is_active: z.boolean().optional(),
  parent_category_id: z.string().nullable().optional(),
  rank: z.number().int().min(0).optional(),
  metadata: metadata.optional(),
})
export const categoryUpdateBody = z.strictObject({
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  handle: z.string().min(1).optional(),
  is_internal: z.boolean().optional(),
  is_active: z.boolean().optional(),
  parent_category_id: z.string().nullable().optional(),
  rank: z.number().int().min(0).optional(),
  metadata: metadata.optional(),
})
export const categoryProductsBody = z.strictObject({
  product_ids: z.array(z.strictObject({ id: z.string().min(1) })).min(1),
})
