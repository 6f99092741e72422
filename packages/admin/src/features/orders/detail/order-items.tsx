import type { LineItem, Order } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { Section } from '../../../components/ui/section'
import { formatMoney, formatNumber } from '../../../lib/format'
import { isolate } from '../bidi'
import { LineThumbnail } from '../line-thumbnail'

/** The progress columns, left out on a phone where their values go under the product's name. */
const PROGRESS = [
  ['items.fulfilled', 'fulfilled_quantity'],
  ['items.shipped', 'shipped_quantity'],
  ['items.returned', 'returned_quantity'],
] as const

/** The order's lines: what was bought and how much of it is fulfilled, shipped and returned. */
export function OrderItems({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const narrow = useNarrowScreen()
  const n = (value: number | null | undefined) => formatNumber(value ?? 0, locale)
  const money = (value: number | undefined) => formatMoney(value ?? 0, order.currency_code, locale)
  const progress = (item: LineItem) => PROGRESS.map(([label, key]) => [t(label), n(item[key])] as const)
  const headers = [
    t('items.product'),
    t('items.ordered'),
    ...(narrow ? [] : PROGRESS.map(([label]) => t(label))),
    t('items.total'),
  ]
  return (
    <Section title={t('items.title')}>
      <div className="-mx-6 overflow-x-auto">
        <table aria-label={t('items.title')} className="w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-xs text-gray-500">
              {headers.map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  // Wide, the quantities' headers keep to one line, so the product's name gets the room.
                  className={`py-2 font-medium first:ps-6 last:pe-6 ${narrow ? '' : 'whitespace-nowrap'} ${
                    i ? 'px-2 text-end' : 'px-3 text-start'
                  }`}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-gray-100 last:border-0">
                <td className="px-3 py-3 ps-6">
                  <div className={`flex gap-3 ${narrow ? 'items-start' : 'items-center'}`}>
                    <LineThumbnail src={item.thumbnail} />
                    {/* Names wrap between words; only a word longer than the column is broken. */}
                    <div className="min-w-0 break-words">
                      <p className="font-medium text-gray-900">{item.title}</p>
                      {item.description && item.description !== item.title && (
                        // Isolated, so "500 ml / Snow" keeps its order in a right-to-left page.
                        <p className="text-xs text-gray-500">
                          <bdi>{item.description}</bdi>
                        </p>
                      )}
                      {item.variant?.sku && (
                        // A code is read whole, never broken at its dashes; on a phone a code longer than
                        // the column is cut short (width 0 keeps it from widening the table), whole on hover.
                        <p
                          title={item.variant.sku}
                          className={`text-xs text-gray-500 ${narrow ? 'w-0 min-w-full truncate' : 'whitespace-nowrap'}`}
                        >
                          {t('items.sku', { sku: isolate(item.variant.sku) })}
                        </p>
                      )}
                      {narrow && (
                        <dl className="mt-1 flex flex-wrap gap-x-3 text-xs text-gray-500">
                          {progress(item).map(([label, value]) => (
                            // A label and its number stay together; the pairs wrap between them.
                            <div key={label} className="flex gap-1 whitespace-nowrap">
                              <dt>{label}</dt>
                              <dd className="tabular-nums text-gray-700">{value}</dd>
                            </div>
                          ))}
                        </dl>
                      )}
                    </div>
                  </div>
                </td>
                <td className="px-2 text-end tabular-nums">{n(item.quantity)}</td>
                {!narrow &&
                  progress(item).map(([label, value]) => (
                    <td key={label} className="px-2 text-end tabular-nums">
                      {value}
                    </td>
                  ))}
                <td className="px-3 pe-6 text-end tabular-nums">
                  {/* The prices the shopper saw, before discounts (those are in the totals): with tax
                      when the price includes it, so the line total is never below its unit price. */}
                  <p dir="ltr" className="whitespace-nowrap">
                    {money(item.unit_price * item.quantity)}
                  </p>
                  <p className="text-xs text-gray-500">
                    {t(item.includes_tax ? 'items.eachInclTax' : 'items.each', {
                      price: money(item.unit_price),
                    })}
                  </p>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}
