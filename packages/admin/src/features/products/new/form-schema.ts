import type { AdminPostProductsReq } from '@mercato/client'
import {
  optionBody,
  priceInput,
  productCreateBody,
  productHandle,
  productVariantCreate,
} from '@mercato/domain'
import type { TFunction } from 'i18next'
import { z } from 'zod'

// The new-product form validates with the domain's request schema; only what exists for the screen alone
// (option values, prices keyed by column, the draft/publish choice) is added here.

/** A price column: a store currency (`currency:usd`) or a region (`region:<id>`). */
export type PriceKey = `currency:${string}` | `region:${string}`
export const currencyKey = (code: string): PriceKey => `currency:${code.toLowerCase()}`
export const regionKey = (id: string): PriceKey => `region:${id}`

function priceTarget(key: string): { currency_code: string } | { region_id: string } {
  const [kind, ...rest] = key.split(':')
  const value = rest.join(':')
  return kind === 'region' ? { region_id: value } : { currency_code: value }
}

export function newProductSchema(t: TFunction) {
  const variant = productVariantCreate
    .pick({
      title: true,
      sku: true,
      barcode: true,
      manage_inventory: true,
      inventory_quantity: true,
      weight: true,
      length: true,
      height: true,
      width: true,
      hs_code: true,
      origin_country: true,
      mid_code: true,
      material: true,
    })
    .extend({
      option_values: z.array(z.string()),
      // Minor units per column; empty columns are not sent.
      prices: z.record(z.string(), priceInput.shape.amount.nullable().optional()),
    })
  const option = z.strictObject({
    title: optionBody.shape.title,
    values: z.array(z.string().min(1)).min(1, { error: t('errors.optionValues') }),
  })
  return productCreateBody
    .pick({ title: true, subtitle: true, description: true, discountable: true })
    .extend({
      // Empty means "derive it from the title" (the server does); otherwise the domain's handle rule.
      handle: z
        .string()
        .refine((h) => h === '' || productHandle.safeParse(h).success, { error: t('errors.handle') }),
      type: z.string(),
      collection_id: z.string(),
      tags: z.array(z.string()),
      categories: z.array(z.string()),
      sales_channels: z.array(z.string()),
      options: z.array(option).superRefine((options, ctx) => {
        const seen = new Set<string>()
        options.forEach((o, i) => {
          const title = o.title.trim().toLowerCase()
          if (title && seen.has(title))
            ctx.addIssue({ code: 'custom', path: [i, 'title'], message: t('errors.optionDuplicate') })
          seen.add(title)
        })
      }),
      variants: z.array(variant),
      images: productCreateBody.shape.images.unwrap(),
      thumbnail: productCreateBody.shape.thumbnail,
      status: z.enum(['draft', 'published']),
    })
}

export type NewProductForm = z.input<ReturnType<typeof newProductSchema>>
export type VariantForm = NewProductForm['variants'][number]

/** Messages for rules the domain states without one, in the person's language (zod per-parse map). */
export function formErrorMap(t: TFunction) {
  return (issue: z.core.$ZodRawIssue): string => {
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'number') return t('errors.min', { min: Number(issue.minimum) })
        if (issue.origin === 'array') return t('errors.atLeastOne')
        return t('errors.required')
      case 'invalid_type':
        if (issue.expected === 'int') return t('errors.wholeNumber')
        if (issue.expected === 'number') return t('errors.number')
        return t('errors.invalid')
      default:
        return t('errors.invalid')
    }
  }
}

export const emptyVariant = (title: string, option_values: string[]): VariantForm => ({
  title,
  option_values,
  sku: '',
  barcode: '',
  manage_inventory: true,
  inventory_quantity: 0,
  prices: {},
  weight: null,
  length: null,
  height: null,
  width: null,
  hs_code: '',
  origin_country: '',
  mid_code: '',
  material: '',
})

export const emptyProduct = (defaultVariantTitle: string): NewProductForm => ({
  title: '',
  subtitle: '',
  handle: '',
  description: '',
  discountable: true,
  type: '',
  collection_id: '',
  tags: [],
  categories: [],
  sales_channels: [],
  options: [],
  variants: [emptyVariant(defaultVariantTitle, [])],
  images: [],
  thumbnail: null,
  status: 'published',
})

/** Fields checked before leaving each step, in step order. */
export const STEP_FIELDS = {
  general: ['title', 'subtitle', 'handle', 'description', 'discountable'],
  organize: ['type', 'collection_id', 'tags', 'categories', 'sales_channels'],
  variants: ['options', 'variants'],
  media: ['images', 'thumbnail'],
  review: ['status'],
} as const satisfies Record<string, readonly (keyof NewProductForm)[]>

const text = (value: string | null | undefined) => value?.trim() || undefined
const dimension = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined)

/**
 * The form as the one create call of the Admin API: options with positional variant values. Typed as
 * the client's request; the domain schema accepts it too (see the test).
 */
export function toCreatePayload(form: NewProductForm): AdminPostProductsReq {
  const ids = (list: string[]) => list.map((id) => ({ id }))
  return {
    title: form.title.trim(),
    subtitle: text(form.subtitle),
    handle: text(form.handle),
    description: text(form.description),
    discountable: form.discountable,
    status: form.status,
    type: text(form.type) ? { value: form.type.trim() } : undefined,
    collection_id: form.collection_id || undefined,
    tags: form.tags.length ? form.tags.map((value) => ({ value })) : undefined,
    categories: form.categories.length ? ids(form.categories) : undefined,
    // Left out, the server puts the product in the default sales channel.
    sales_channels: form.sales_channels.length ? ids(form.sales_channels) : undefined,
    images: form.images.length ? form.images : undefined,
    thumbnail: form.thumbnail ?? form.images[0] ?? undefined,
    options: form.options.map((o) => ({ title: o.title.trim() })),
    variants: form.variants.map((v) => ({
      title: v.title.trim(),
      sku: text(v.sku),
      barcode: text(v.barcode),
      manage_inventory: v.manage_inventory,
      inventory_quantity: v.inventory_quantity,
      weight: dimension(v.weight),
      length: dimension(v.length),
      height: dimension(v.height),
      width: dimension(v.width),
      hs_code: text(v.hs_code),
      origin_country: text(v.origin_country),
      mid_code: text(v.mid_code),
      material: text(v.material),
      options: v.option_values.map((value) => ({ value })),
      prices: Object.entries(v.prices)
        .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && !Number.isNaN(entry[1]))
        .map(([key, amount]) => ({ ...priceTarget(key), amount })),
    })),
  }
}
