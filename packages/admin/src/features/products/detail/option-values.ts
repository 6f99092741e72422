import type { PricedProduct } from '@mercato/client'
import type * as Domain from '@mercato/domain'

// An option's values live on the variants (Medusa v1 keeps no list of values), so renaming or removing a
// value is one product update that lists every variant: those with the value get the new one, or are left
// out (a product update's variant list is complete: a variant left out is deleted). One request keeps the
// change whole: either every variant moves or none does.

type Variant = PricedProduct['variants'][number]

const hasValue = (variant: Variant, optionId: string, value: string) =>
  (variant.options ?? []).some((o) => o.option_id === optionId && o.value === value)

/** The variants that give the option this value. */
export const variantsWithValue = (product: PricedProduct, optionId: string, value: string) =>
  product.variants.filter((v) => hasValue(v, optionId, value))

/** Every variant keeps its place; those with `from` take `to` for the option. */
export function renameValueBody(
  product: PricedProduct,
  optionId: string,
  from: string,
  to: string,
): Domain.AdminPostProductsProductReq {
  return {
    variants: product.variants.map((v) =>
      hasValue(v, optionId, from)
        ? { id: v.id, options: [{ option_id: optionId, value: to }] }
        : { id: v.id },
    ),
  }
}

/** Every variant but those with the value, in their order. */
export function removeValueBody(
  product: PricedProduct,
  optionId: string,
  value: string,
): Domain.AdminPostProductsProductReq {
  return {
    variants: product.variants.filter((v) => !hasValue(v, optionId, value)).map((v) => ({ id: v.id })),
  }
}
