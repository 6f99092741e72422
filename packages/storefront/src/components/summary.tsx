import { useI18n } from '../i18n/context'
import { Money } from './price'
import { type Summed as Lines, summaryLines } from './summary-lines'

/** What a totals block needs: a cart or an order (both carry the server's totals). */
interface Summed extends Lines {
  /** An order's currency. */
  currency_code?: string
  /** A cart's region, whose currency it is priced in. */
  region?: { currency_code: string } | null
}

/** Cart or order totals as the server computed them, in lines that add up to the total. */
export function CartTotals({ cart }: { cart: Summed }) {
  const { t } = useI18n()
  const currency = cart.currency_code ?? cart.region?.currency_code
  const lines = summaryLines(cart, (cart.shipping_methods?.length ?? 0) > 0)
  return (
    <dl className="text-sm">
      {lines
        .filter((line) => !line.included)
        .map((line) => (
          <div key={line.key} className="flex justify-between py-1">
            <dt>{t(`common.totals.${line.key}`)}</dt>
            <dd>
              <Money amount={line.amount} currency={currency} deducted={line.deducted} />
            </dd>
          </div>
        ))}
      <div className="mt-2 flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
        <dt>{t('common.totals.total')}</dt>
        <dd>
          <Money amount={cart.total} currency={currency} />
        </dd>
      </div>
      {/* Taxes already inside the prices above, said under the total as a receipt says them. */}
      {lines
        .filter((line) => line.included)
        .map((line) => (
          <div key={line.key} className="flex justify-between py-1 text-stone-500">
            <dt>{t(`common.totals.${line.key}`)}</dt>
            <dd>
              <Money amount={line.amount} currency={currency} />
            </dd>
          </div>
        ))}
    </dl>
  )
}
