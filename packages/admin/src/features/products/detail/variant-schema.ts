import type { ProductOption, ProductVariant } from '@mercato/client'
import { VARIANT_IMAGE_KEY, variantImage } from '@mercato/domain'
import { z } from 'zod'

// Messages are translation keys of the product-detail namespace.

/** Why a count (stock, a dimension) cannot be saved, or undefined; '' is fine (nothing entered). */
export function countProblem(text: string): string | undefined {
  if (/^\d*$/.test(text)) return undefined
  // "-3" is a whole number: saying so would not tell what is wrong with it.
  return /^-\d+$/.test(text) ? 'errors.not_negative' : 'errors.whole_number'
}

const wholeNumber = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = countProblem(value)
    if (message) ctx.addIssue({ code: 'custom', message })
  })

export const variantFormSchema = z.object({
  title: z.string().trim().min(1, 'errors.required'),
  sku: z.string().trim(),
  barcode: z.string().trim(),
  manage_inventory: z.boolean(),
  allow_backorder: z.boolean(),
  inventory_quantity: wholeNumber,
  weight: wholeNumber,
  length: wholeNumber,
  height: wholeNumber,
  width: wholeNumber,
  options: z.record(z.string(), z.string().trim().min(1, 'errors.required')),
  prices: z.record(z.string(), z.string()),
  /** The URL of the product image that is the variant's own, or '' for none. */
  image: z.string(),
})

export type VariantFormValues = z.infer<typeof variantFormSchema>

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value))

export function variantFormDefaults(
  options: ProductOption[],
  variant: ProductVariant | undefined,
  prices: Record<string, string>,
  /** The product's image URLs: an image of the variant's that is no longer among them is not kept. */
  imageUrls: string[] = [],
): VariantFormValues {
  const image = variantImage(variant?.metadata)
  return {
    title: variant?.title ?? '',
    sku: variant?.sku ?? '',
    barcode: variant?.barcode ?? '',
    manage_inventory: variant?.manage_inventory ?? true,
    allow_backorder: variant?.allow_backorder ?? false,
    inventory_quantity: text(variant?.inventory_quantity ?? 0),
    weight: text(variant?.weight),
    length: text(variant?.length),
    height: text(variant?.height),
    width: text(variant?.width),
    options: Object.fromEntries(
      options.map((o) => [o.id, variant?.options?.find((v) => v.option_id === o.id)?.value ?? '']),
    ),
    prices,
    image: image && imageUrls.includes(image) ? image : '',
  }
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value))

/** The form's fields (prices aside) as the variant create/update payload takes them. */
export function variantFields(values: VariantFormValues) {
  return {
    title: values.title,
    sku: values.sku || null,
    barcode: values.barcode || null,
    manage_inventory: values.manage_inventory,
    allow_backorder: values.allow_backorder,
    inventory_quantity: Number(values.inventory_quantity || 0),
    weight: numberOrNull(values.weight),
    length: numberOrNull(values.length),
    height: numberOrNull(values.height),
    width: numberOrNull(values.width),
    options: Object.entries(values.options).map(([option_id, value]) => ({ option_id, value })),
    // Merged into the variant's metadata by the server; null takes the image away.
    metadata: { [VARIANT_IMAGE_KEY]: values.image || null },
  }
}
