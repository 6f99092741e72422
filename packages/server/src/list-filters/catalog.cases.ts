import type { FilterStore } from './fixtures'
import { type FilterCase, type ListTable, type Row, hasId } from './cases'

// Products, variants and the catalogue's taxonomy, in the admin and the store.

/** Filters the admin and store product lists share. */
function productCases(f: FilterStore, store: boolean): Record<string, FilterCase> {
  const { tee } = f
  const top = tee.categories[0]
  return {
    id: { query: `id=${tee.id}`, matches: (p) => p.id === tee.id },
    collection_id: {
      query: `collection_id=${tee.collection_id}`,
      matches: (p) => p.collection_id === tee.collection_id,
    },
    tags: { query: `tags=${tee.tags[0].id}`, matches: (p) => hasId(p.tags, tee.tags[0].id) },
    sales_channel_id: {
      query: `sales_channel_id=${f.outletChannel}`,
      matches: (p) => p.id === f.outletProduct,
    },
    type_id: { query: `type_id=${tee.type_id}`, matches: (p) => p.type_id === tee.type_id },
    // The store answers categories only when asked for.
    category_id: {
      query: `category_id=${top.id}&expand=categories`,
      matches: (p) => hasId(p.categories, top.id),
    },
    // The tee sits in Tops, a child of Apparel: only with children does Apparel find it.
    include_category_children: {
      query: `category_id=${top.parent_category_id}&include_category_children=true`,
      baseline: `category_id=${top.parent_category_id}`,
      effect: (rows, plain) => hasId(rows, tee.id) && !hasId(plain, tee.id),
    },
    title: { query: 'title=Classic Tee', matches: (p) => p.title === 'Classic Tee' },
    description: {
      query: `description=${encodeURIComponent(tee.description)}`,
      matches: (p) => p.description === tee.description,
    },
    handle: { query: 'handle=classic-tee', matches: (p) => p.handle === 'classic-tee' },
    // The demo store sells no gift card product.
    is_giftcard: { query: 'is_giftcard=true', matches: (p) => p.is_giftcard, none: true },
    discount_condition_id: {
      query: `discount_condition_id=${f.discounts.teeCondition}`,
      matches: (p) => p.id === tee.id,
    },
    ...(store ? pricingCases(f, 'products') : {}),
  }
}

const variantsOf = (rows: Row[], key: string): Row[] =>
  key === 'products' ? rows.flatMap((p) => p.variants) : rows
const unpriced = (variants: Row[]) => variants.every((v) => v.calculated_price == null)

/** Region, currency and cart price what a list returns (Medusa's pricing context); they select nothing. */
function pricingCases(f: FilterStore, key: 'products' | 'variants'): Record<string, FilterCase> {
  const pricedIn = (currency: string) => (rows: Row[], plain: Row[]) => {
    const priced = variantsOf(rows, key).filter((v) => v.calculated_price != null)
    const euro = (v: Row) => v.prices.some((p: Row) => p.currency_code === currency && !p.price_list_id)
    return unpriced(variantsOf(plain, key)) && priced.length > 0 && priced.every(euro)
  }
  return {
    region_id: { query: `region_id=${f.regions.europe}`, effect: pricedIn('eur') },
    currency_code: { query: 'currency_code=eur', effect: pricedIn('eur') },
    cart_id: { query: `cart_id=${f.extra.europeCart.id}`, effect: pricedIn('eur') },
  }
}

function variantCases(f: FilterStore): Record<string, FilterCase> {
  const [first, second, third] = f.extra.teeNow.variants
  return {
    id: { query: `id=${first.id}`, matches: (v) => v.id === first.id },
    manage_inventory: { query: 'manage_inventory=false', matches: (v) => v.manage_inventory === false },
    allow_backorder: { query: 'allow_backorder=true', matches: (v) => v.allow_backorder === true },
    title: { query: `title=${encodeURIComponent(third.title)}`, matches: (v) => v.title === third.title },
    inventory_quantity: {
      query: `inventory_quantity[lt]=${second.inventory_quantity + 1}`,
      matches: (v) => v.inventory_quantity <= second.inventory_quantity,
    },
  }
}

function valueCases(f: FilterStore, kind: 'type' | 'tag'): Record<string, FilterCase> {
  if (kind === 'type')
    return {
      value: { query: 'value=T-Shirt', matches: (t) => t.value === 'T-Shirt' },
      id: { query: `id=${f.tee.type_id}`, matches: (t) => t.id === f.tee.type_id },
      // The demo discount has no type condition: a products condition names no types.
      discount_condition_id: {
        query: `discount_condition_id=${f.discounts.teeCondition}`,
        matches: () => false,
        none: true,
      },
    }
  const tag = f.tee.tags[0]
  return {
    value: { query: 'value=cotton', matches: (t) => t.value === 'cotton' },
    id: { query: `id=${tag.id}`, matches: (t) => t.id === tag.id },
    discount_condition_id: {
      query: `discount_condition_id=${f.discounts.tagCondition}`,
      matches: (t) => t.value === 'bestseller',
    },
  }
}

/** A tree answer nests the children's own children; the plain one stops at the first level. */
const deeper = (rows: Row[], plain: Row[]) => {
  const nested = (list: Row[]) =>
    list.some((c) => (c.category_children ?? []).some((k: Row) => 'category_children' in k))
  return nested(rows) && !nested(plain)
}

function categoryCases(f: FilterStore, admin: boolean): Record<string, FilterCase> {
  const apparel = f.tee.categories[0].parent_category_id
  return {
    handle: { query: 'handle=tops', matches: (c) => c.handle === 'tops' },
    parent_category_id: {
      query: `parent_category_id=${apparel}`,
      matches: (c) => c.parent_category_id === apparel,
    },
    include_descendants_tree: { query: 'include_descendants_tree=true', effect: deeper },
    ...(admin
      ? {
          is_internal: { query: 'is_internal=true', matches: (c) => c.id === f.extra.category.id },
          is_active: { query: 'is_active=false', matches: (c) => c.id === f.extra.category.id },
        }
      : {}),
  }
}

export const CATALOG_LISTS: ListTable = {
  '/admin/products': {
    cases: (f) => ({
      ...productCases(f, false),
      status: { query: 'status=draft', matches: (p) => p.status === 'draft' },
      price_list_id: {
        query: `price_list_id=${f.priceList.id}`,
        matches: (p) => f.priceList.productIds.includes(p.id),
      },
    }),
  },
  '/store/products': { cases: (f) => productCases(f, true) },
  '/admin/products/:id/variants': {
    url: (f) => `/admin/products/${f.tee.id}/variants`,
    cases: variantCases,
  },
  '/admin/variants': {
    cases: (f) => ({
      ...variantCases(f),
      ...pricingCases(f, 'variants'),
      // A member of the group the "Members only" list prices the first tee at 12.34 €.
      customer_id: {
        query: `region_id=${f.regions.europe}&customer_id=${f.customers.member}`,
        baseline: `region_id=${f.regions.europe}`,
        effect: (rows, plain) => {
          const tee = f.tee.variants[0].id
          const price = (list: Row[]) => list.find((v) => v.id === tee)?.calculated_price
          return price(rows) === 1234 && price(plain) !== 1234
        },
      },
    }),
  },
  '/store/variants': {
    cases: (f) => {
      const ids = f.extra.teeNow.variants.slice(0, 3).map((v: Row) => v.id)
      return {
        ...variantCases(f),
        ...pricingCases(f, 'variants'),
        ids: { query: `ids=${ids.join(',')}`, matches: (v) => ids.includes(v.id) },
        sales_channel_id: {
          query: `sales_channel_id=${f.outletChannel}`,
          matches: (v) => v.product_id === f.outletProduct,
        },
      }
    },
  },
  '/admin/product-types': { cases: (f) => valueCases(f, 'type') },
  '/store/product-types': { cases: (f) => valueCases(f, 'type') },
  '/admin/product-tags': { cases: (f) => valueCases(f, 'tag') },
  '/store/product-tags': { cases: (f) => valueCases(f, 'tag') },
  '/admin/collections': {
    cases: (f) => ({
      title: { query: 'title=Trail Ready', matches: (c) => c.title === 'Trail Ready' },
      handle: { query: 'handle=cozy-home', matches: (c) => c.handle === 'cozy-home' },
      discount_condition_id: {
        query: `discount_condition_id=${f.discounts.collectionCondition}`,
        matches: (c) => c.id === f.tee.collection_id,
      },
    }),
  },
  '/store/collections': {
    // Medusa's array form (the admin case above sends the single value): two handles find both.
    cases: () => ({
      handle: {
        query: 'handle[]=cozy-home&handle[]=trail-ready',
        matches: (c) => ['cozy-home', 'trail-ready'].includes(c.handle),
      },
    }),
  },
  '/admin/product-categories': { cases: (f) => categoryCases(f, true) },
  '/store/product-categories': { cases: (f) => categoryCases(f, false) },
  '/admin/price-lists/:id/products': {
    url: (f) => `/admin/price-lists/${f.priceList.id}/products`,
    cases: (f) => {
      const p = f.extra.saleProducts.find((x: Row) => x.tags.length > 0)
      const tag = p.tags[0]
      const tagged = f.extra.saleProducts.filter((x: Row) => hasId(x.tags, tag.id)).map((x: Row) => x.id)
      return {
        id: { query: `id=${p.id}`, matches: (x) => x.id === p.id },
        status: { query: 'status=draft', matches: (x) => x.id === f.extra.draftedSaleProduct.id },
        collection_id: {
          query: `collection_id=${p.collection_id}`,
          matches: (x) => x.collection_id === p.collection_id,
        },
        tags: { query: `tags=${tag.id}`, matches: (x) => tagged.includes(x.id) },
        title: { query: `title=${encodeURIComponent(p.title)}`, matches: (x) => x.title === p.title },
        description: {
          query: `description=${encodeURIComponent(p.description)}`,
          matches: (x) => x.description === p.description,
        },
        handle: { query: `handle=${p.handle}`, matches: (x) => x.handle === p.handle },
        is_giftcard: { query: 'is_giftcard=true', matches: (x) => x.is_giftcard, none: true },
        type: { query: `type=${p.type_id}`, matches: (x) => x.type_id === p.type_id },
      }
    },
  },
}
