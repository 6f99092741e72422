import {
  productCategory,
  productCategoryProduct,
  productCollection,
  productImage,
  productOption,
  productSalesChannel,
  productTag,
  productTags,
  productType,
  productVariant,
  productVariantInventoryItem,
  salesChannel,
  shippingProfile,
} from '@mercato/db'
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'
import { compiledSelect } from '../../lib/compiled'

// The statements that load a page of products' relations for `loadProductRelations` (the store reads
// them all in one statement instead, product-graph.ts), each built once with the ids as its one
// parameter: building their text through the query builder on every call cost about a fifth of a
// cold product read's CPU.

const ids = sql.placeholder('ids')
const anyId = (col: AnyPgColumn) => sql`${col} = ANY(${ids})`

const imageColumns = (() => {
  const { product_id: _p, rank: _r, ...rest } = getTableColumns(productImage)
  return rest
})()

export const selectVariantsOfProducts = compiledSelect((db: Tx) =>
  db
    .select()
    .from(productVariant)
    .where(and(anyId(productVariant.product_id), isNull(productVariant.deleted_at)))
    .orderBy(asc(productVariant.variant_rank), asc(productVariant.created_at), asc(productVariant.id)),
)

export const selectOptionsOfProducts = compiledSelect((db: Tx) =>
  db
    .select()
    .from(productOption)
    .where(and(anyId(productOption.product_id), isNull(productOption.deleted_at)))
    .orderBy(asc(productOption.rank), asc(productOption.created_at), asc(productOption.id)),
)

export const selectImagesOfProducts = compiledSelect((db: Tx) =>
  db
    .select({ product_id: productImage.product_id, image: imageColumns })
    .from(productImage)
    .where(and(anyId(productImage.product_id), isNull(productImage.deleted_at)))
    .orderBy(asc(productImage.rank), asc(productImage.id)),
)

export const selectTagsOfProducts = compiledSelect((db: Tx) =>
  db
    .select({ product_id: productTags.product_id, tag: getTableColumns(productTag) })
    .from(productTags)
    .innerJoin(productTag, eq(productTag.id, productTags.product_tag_id))
    .where(and(anyId(productTags.product_id), isNull(productTag.deleted_at)))
    .orderBy(asc(productTag.value), asc(productTag.id)),
)

export const selectCollections = compiledSelect((db: Tx) =>
  db.select().from(productCollection).where(anyId(productCollection.id)),
)

export const selectTypes = compiledSelect((db: Tx) =>
  db.select().from(productType).where(anyId(productType.id)),
)

export const selectProfiles = compiledSelect((db: Tx) =>
  db.select().from(shippingProfile).where(anyId(shippingProfile.id)),
)

export const selectChannelsOfProducts = compiledSelect((db: Tx) =>
  db
    .select({ product_id: productSalesChannel.product_id, channel: getTableColumns(salesChannel) })
    .from(productSalesChannel)
    .innerJoin(salesChannel, eq(salesChannel.id, productSalesChannel.sales_channel_id))
    .where(and(anyId(productSalesChannel.product_id), isNull(salesChannel.deleted_at)))
    .orderBy(asc(salesChannel.created_at), asc(salesChannel.id)),
)

export const selectCategoriesOfProducts = compiledSelect((db: Tx) =>
  db
    .select({ product_id: productCategoryProduct.product_id, category: getTableColumns(productCategory) })
    .from(productCategoryProduct)
    .innerJoin(productCategory, eq(productCategory.id, productCategoryProduct.product_category_id))
    .where(anyId(productCategoryProduct.product_id))
    .orderBy(asc(productCategory.rank), asc(productCategory.id)),
)

export const selectInventoryLinksOfProducts = compiledSelect((db: Tx) =>
  db
    .select({ link: getTableColumns(productVariantInventoryItem) })
    .from(productVariantInventoryItem)
    .innerJoin(productVariant, eq(productVariant.id, productVariantInventoryItem.variant_id))
    .where(and(anyId(productVariant.product_id), isNull(productVariantInventoryItem.deleted_at))),
)
