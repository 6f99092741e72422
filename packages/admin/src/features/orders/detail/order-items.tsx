import type { Order } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/section'
import { formatMoney, formatNumber } from '../../../lib/format'
import { LineThumbnail } from '../line-thumbnail'
import { isolate } from '../bidi'

/** The order's lines: what was bought and how much of it is fulfilled, shipped and returned. */
export function OrderItems({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const n = (value: number | null | undefined) => formatNumber(value ?? 0, locale)
  const money = (value: number | undefined) => formatMoney(value ?? 0, order.currency_code, locale)
  const headers = [
    t('items.product'),
    t('items.ordered'),
    t('items.fulfilled'),
    t('items.shipped'),
    t('items.returned'),
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
                  className={`px-3 py-2 font-medium first:ps-6 last:pe-6 ${i ? 'text-end' : 'text-start'}`}
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
                  <div className="flex items-center gap-3">
                    <LineThumbnail src={item.thumbnail} />
                    <div className="min-w-0">
                      <p className="truncate font-medium text-gray-900">{item.title}</p>
                      {item.description && item.description !== item.title && (
                        <p className="truncate text-xs text-gray-500">{item.description}</p>
                      )}
                      {item.variant?.sku && (
                        <p className="text-xs text-gray-500">
                          {t('items.sku', { sku: isolate(item.variant.sku) })}
                        </p>
                      )}
                    </div>
                  </div>
                </td>
                <td className="px-3 text-end tabular-nums">{n(item.quantity)}</td>
                <td className="px-3 text-end tabular-nums">{n(item.fulfilled_quantity)}</td>
                <td className="px-3 text-end tabular-nums">{n(item.shipped_quantity)}</td>
                <td className="px-3 text-end tabular-nums">{n(item.returned_quantity)}</td>
                <td className="px-3 pe-6 text-end tabular-nums">
                  {/* Before tax and discounts, like the unit price under it: those are in the totals. */}
                  <p dir="ltr">{money(item.subtotal ?? item.unit_price * item.quantity)}</p>
                  <p className="text-xs text-gray-500">
                    {t('items.each', { price: money(item.unit_price) })}
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
