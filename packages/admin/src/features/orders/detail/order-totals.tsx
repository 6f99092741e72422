import type { Order } from '@mercato/client'
import { grossAmounts } from '@mercato/domain'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/section'
import { formatMoney } from '../../../lib/format'
import { moneyIn } from './money-in'
import { useOrderBalance } from './use-order-balance'

type SummaryRowKey = 'subtotal' | 'shipping' | 'discounts' | 'giftCards' | 'tax'

/**
 * Subtotal to tax, as the order page and the invoice show them, in the prices the shopper saw: with
 * tax-inclusive prices the subtotal and shipping include their tax and say so. Amounts taken off show a
 * minus sign, but nothing taken off is plain zero. The rows add up to the total.
 */
export function summaryRows(
  order: Order,
  t: TFunction<'orders'>,
  money: (value: number | null | undefined) => string,
): [string, string, SummaryRowKey][] {
  const less = (value: number | null | undefined) => (value ? money(-value) : money(0))
  const g = grossAmounts(order)
  // Each row says "incl. tax" only for prices that include it (items may be priced without, shipping with).
  const gross = (key: 'subtotal' | 'shipping', inclusive: boolean) =>
    inclusive ? t(`totals.${key}InclTax`) : t(`totals.${key}`)
  const rows: [string, string, SummaryRowKey][] = [
    [gross('subtotal', g.subtotalIncludesTax), money(g.subtotal), 'subtotal'],
    [gross('shipping', g.shippingIncludesTax), money(g.shipping), 'shipping'],
    [t('totals.discounts'), less(g.discount), 'discounts'],
    [t('totals.giftCards'), less(g.giftCard), 'giftCards'],
    // Medusa counts the tax a taxable gift card covered apart (gift_card_tax_total) and takes it off the
    // total; shown net, the lines add up to the total and the gift card line is what the card paid.
    [t(g.inclusive ? 'totals.taxAdded' : 'totals.tax'), money(g.addedTax), 'tax'],
  ]
  // With tax-inclusive prices only, there is no tax on top: its row would be a confusing zero.
  return g.inclusive && g.addedTax === 0 ? rows.filter(([, , key]) => key !== 'tax') : rows
}

/** The codes of the discounts the order used, free shipping (no amount of its own) included. */
export const discountCodes = (order: Pick<Order, 'discounts'>) =>
  (order.discounts ?? []).map((d) => d.code).filter(Boolean)

/**
 * The delivery the shopper chose, by its option's name. With several methods (a custom one added by
 * staff, say) each gets its own price; one method's price is the shipping row's amount already.
 */
export function shippingMethodLines(
  order: Pick<Order, 'shipping_methods'>,
  money: (value: number | null | undefined) => string,
): { id: string; name: string; price: string | null }[] {
  const methods = (order.shipping_methods ?? []).filter((m) => m.shipping_option?.name)
  return methods.map((m) => ({
    id: m.id,
    name: m.shipping_option?.name ?? '',
    price: methods.length > 1 ? money(m.subtotal ?? m.price) : null,
  }))
}

/**
 * Subtotal to total, with what discounts and gift cards took off, then what the customer paid (swap
 * differences too), what was refunded since and the net paid. Amounts
 * are left-to-right runs (`dir="ltr"`), so in Arabic their sign and currency stay in place.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const money = (value: number | null | undefined) => formatMoney(value ?? 0, order.currency_code, locale)
  const less = (value: number | null | undefined) => (value ? money(-value) : money(0))
  const rows = summaryRows(order, t, money)
  const methods = shippingMethodLines(order, money)
  const codes = discountCodes(order)
  const { includedTax } = grossAmounts(order)
  // What was paid counts an edit's difference paid outside the order's payments (as the Payment card lists it).
  const { balance } = useOrderBalance(order)
  const m = moneyIn(
    order,
    balance.collected.reduce((n, p) => n + p.amount, 0),
  )
  const line = (label: string, value: string, strong = false) => (
    <>
      <dt className={strong ? 'font-medium text-gray-900' : 'text-gray-500'}>{label}</dt>
      <dd className={`text-end text-gray-900 tabular-nums ${strong ? 'font-medium' : ''}`}>
        <span dir="ltr">{value}</span>
      </dd>
    </>
  )
  return (
    <Section title={t('totals.title')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value, key]) => (
          <div key={key} className="contents">
            <dt className="text-gray-500">
              {label}
              {key === 'discounts' && codes.length > 0 && (
                <p className="text-xs text-gray-700">
                  {codes.map((code, i) => (
                    <span key={code}>
                      {i > 0 && ' · '}
                      <bdi className="font-mono">{code}</bdi>
                    </span>
                  ))}
                </p>
              )}
              {key === 'shipping' && methods.length > 0 && (
                <ul className="text-xs">
                  {methods.map((m) => (
                    <li key={m.id}>
                      <bdi className="text-gray-700">{m.name}</bdi>
                      {m.price && (
                        <>
                          {' · '}
                          <span dir="ltr">{m.price}</span>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </dt>
            <dd className="text-end text-gray-900 tabular-nums">
              <span dir="ltr">{value}</span>
            </dd>
          </div>
        ))}
        <div className="col-span-2 border-t border-gray-200" />
        <dt className="font-semibold text-gray-900">{t('totals.total')}</dt>
        <dd className="text-end font-semibold text-gray-900 tabular-nums">
          <span dir="ltr">{money(order.total)}</span>
        </dd>
        {includedTax > 0 && (
          <>
            <dt className="text-xs text-gray-500">{t('totals.taxIncluded')}</dt>
            <dd className="text-end text-xs text-gray-500 tabular-nums">
              <span dir="ltr">{money(includedTax)}</span>
            </dd>
          </>
        )}
        {/* Paid, less what went back: the net is what the customer has paid, not the total less refunds
            (an edit that lowered the total would count its refund twice). */}
        {line(t('print.paid'), money(m.paid))}
        {m.swapPaid > 0 && line(t('totals.swapPaid'), money(m.swapPaid))}
        {line(t('totals.refunded'), less(m.refunded))}
        {m.swapRefunded > 0 && line(t('totals.swapRefunded'), less(m.swapRefunded))}
        {line(t('totals.net'), money(m.net), true)}
      </dl>
    </Section>
  )
}
