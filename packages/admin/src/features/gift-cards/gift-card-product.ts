import type { AdminPostProductsReq } from '@mercato/client'
import { formatMinorForInput } from '../../components/ui/form/money'

/** The option every gift card denomination varies by, as Medusa's dashboard names it. */
export const DENOMINATION_OPTION = 'Denomination'

type Price = { currency_code: string; amount: number }

/** A denomination's name: its amount in the first currency it is priced in ("25.00"). */
export const denominationTitle = (prices: Price[]) =>
  prices[0] ? formatMinorForInput(prices[0].amount, prices[0].currency_code) : ''

/**
 * The store's gift card product as Medusa v1 models it: a product with is_giftcard, one option and a
 * variant per denomination priced in each currency. It is not discountable and keeps no stock.
 */
export function giftCardProductPayload(title: string, denominations: Price[][]): AdminPostProductsReq {
  return {
    title: title.trim(),
    is_giftcard: true,
    discountable: false,
    status: 'draft',
    options: [{ title: DENOMINATION_OPTION }],
    variants: denominations.map((prices) => ({
      title: denominationTitle(prices),
      manage_inventory: false,
      prices,
      options: [{ value: denominationTitle(prices) }],
    })),
  }
}
