import type { Discount } from '@mercato/client'
import { useAdminDiscount } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { discountValueText } from './discount-value'

/**
 * Where a discount applies. A code made from a dynamic template has no regions of its own: the API
 * applies the template's, so the dashboard shows those (loading the template once, shared by its codes).
 */
export function useDiscountRegions(discount: Discount): Discount['regions'] {
  const parentId = discount.parent_discount_id ?? ''
  const own = discount.regions ?? []
  const inherits = parentId !== '' && own.length === 0
  const { discount: parent } = useAdminDiscount(parentId, undefined, { enabled: inherits })
  return inherits ? (parent?.regions ?? []) : own
}

function InheritedValue({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts')
  const regions = useDiscountRegions(discount)
  return <>{discountValueText(discount, t, i18n.resolvedLanguage ?? 'en', regions)}</>
}

/** The discount's value; a dynamic code's amount in its template's currency. */
export function DiscountValue({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts')
  if (discount.parent_discount_id && !discount.regions?.length) return <InheritedValue discount={discount} />
  return <>{discountValueText(discount, t, i18n.resolvedLanguage ?? 'en')}</>
}
