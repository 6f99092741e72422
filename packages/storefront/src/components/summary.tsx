import type { CartTotals as Totals, ShippingMethod } from '@mercato/client'
import { Money } from './price'

/** What a totals block needs: a cart or an order (both carry the server's totals). */
interface Summed extends Totals {
  shipping_methods?: ShippingMethod[]
  /** An order's currency. */
  currency_code?: string
  /** A cart's region, whose currency it is priced in. */
  region?: { currency_code: string } | null
}

/** Cart or order totals as the server computed them. */
export function CartTotals({ cart }: { cart: Summed }) {
  const currency = cart.currency_code ?? cart.region?.currency_code
  const row = (label: string, amount: number | null | undefined, negative = false) => (
    <div className="flex justify-between py-1">
      <dt>{label}</dt>
      <dd>
        {negative && amount ? '−' : ''}
        <Money amount={amount ?? 0} currency={currency} />
      </dd>
    </div>
  )
  return (
    <dl className="text-sm">
      {row('Subtotal', cart.subtotal)}
      {(cart.discount_total ?? 0) > 0 && row('Discount', cart.discount_total, true)}
      {(cart.gift_card_total ?? 0) > 0 && row('Gift card', cart.gift_card_total, true)}
      {(cart.shipping_methods?.length ?? 0) > 0 && row('Shipping', cart.shipping_total)}
      {row('Taxes', cart.tax_total)}
      <div className="mt-2 flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>
          <Money amount={cart.total} currency={currency} />
        </dd>
      </div>
    </dl>
  )
}
