import type { Address, Fulfillment, LineItem, Order, Store } from '@mercato/client'
import { grossAmounts, joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../../lib/format'
import { addressLines, useCountryName } from '../../../lib/address-lines'
import { addressLinesOf, businessOf } from '../../settings/store/business-details'
import { isolate } from '../bidi'
import { moneyIn } from '../detail/money-in'
import { summaryRows } from '../detail/order-totals'
import { lineAmountOf } from './line-amount'
import { lineRate, taxShares } from './tax-summary'
import type { OrderDocumentKind } from '../urls'

// A private-use character stands in for the SKU while its sentence is looked up.
const MARK = '\uE000'

/** "SKU: …" with the code kept whole and left to right inside a right-to-left sentence. */
function SkuLine({ sku }: { sku: string }) {
  const { t } = useTranslation('orders')
  const [before, after = ''] = t('items.sku', { sku: MARK }).split(MARK)
  return (
    <>
      {before}
      <bdi dir="ltr">{sku}</bdi>
      {after}
    </>
  )
}

const LABEL = { 'packing-slip': 'print.packingSlip', invoice: 'print.invoice' } as const

function AddressColumn({ title, address }: { title: string; address: Address | null | undefined }) {
  const { t } = useTranslation('orders')
  const countryName = useCountryName()
  const lines = addressLines(address, countryName)
  return (
    <section aria-label={title}>
      <h2 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h2>
      {lines.length ? (
        <address className="mt-1 text-sm text-gray-900 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              <bdi>{line}</bdi>
            </span>
          ))}
        </address>
      ) : (
        <p className="mt-1 text-sm text-gray-500">{t('print.noAddress')}</p>
      )}
    </section>
  )
}

/**
 * A packing slip (what goes in the parcel: lines and quantities, no prices) or an invoice (the same
 * lines with prices, the order's totals and what is paid), laid out for an A4 or Letter page.
 */
/** Who sells: the store's name, and the business details its settings keep for documents. */
function Seller({
  store,
  invoice,
}: {
  store: Pick<Store, 'name' | 'metadata'> | undefined
  invoice: boolean
}) {
  const { t } = useTranslation('orders')
  const name = store?.name ?? ''
  const business = businessOf(store)
  const contact = [business.email, business.phone].filter(Boolean)
  return (
    <section aria-label={t('print.seller')}>
      <p className="text-lg font-semibold">
        <bdi>{name}</bdi>
      </p>
      <address className="text-sm text-gray-700 not-italic">
        {business.legal_name && business.legal_name !== name && (
          <span className="block">
            <bdi>{business.legal_name}</bdi>
          </span>
        )}
        {addressLinesOf(business).map((line) => (
          <span key={line} className="block">
            <bdi>{line}</bdi>
          </span>
        ))}
        {contact.map((line) => (
          <span key={line} className="block">
            <bdi>{line}</bdi>
          </span>
        ))}
        {invoice && business.tax_id && (
          <span className="block">{t('print.taxNumber', { number: isolate(business.tax_id) })}</span>
        )}
      </address>
    </section>
  )
}

export function OrderDocument({
  order,
  kind,
  store,
  fulfillment,
}: {
  order: Order
  kind: OrderDocumentKind
  /** The store the document is from (its name and `metadata.business`); empty while it loads. */
  store: Pick<Store, 'name' | 'metadata'> | undefined
  /** A packing slip of one fulfillment (its number among the order's): only the items in that parcel. */
  fulfillment?: { fulfillment: Fulfillment; number: number } | undefined
}) {
  const { t, i18n } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const money = (value: number | null | undefined) => formatMoney(value ?? 0, order.currency_code, locale)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(order.created_at))
  const number = `#${order.display_id}`
  const invoice = kind === 'invoice'
  const title = t(LABEL[kind])
  const methods = (order.shipping_methods ?? [])
    .map((m) => m.shipping_option?.name)
    .filter((name): name is string => !!name)
  // Medusa's paid_total counts authorized payments too; an invoice says what was actually taken, swap
  // differences apart (a swap pays for its new items, not for the order's total), and the net as the
  // order page says it.
  const { paid, swapPaid, refunded, swapRefunded, net } = moneyIn(order)
  // What the document lists: the order's lines, or the lines (and quantities) of one fulfillment.
  const lines: Array<{ item: LineItem; quantity: number }> =
    fulfillment && !invoice
      ? (fulfillment.fulfillment.items ?? []).flatMap((fi) => {
          const item = order.items.find((i) => i.id === fi.item_id)
          return item ? [{ item, quantity: fi.quantity }] : []
        })
      : order.items.map((item) => ({ item, quantity: item.quantity }))
  const columns = invoice
    ? [t('print.item'), t('print.quantity'), t('print.unitPrice'), t('print.taxRate'), t('print.lineTotal')]
    : [t('print.item'), t('print.sku'), t('print.quantity')]
  // An invoice states the rate of each line and the tax by rate, as VAT invoices must.
  const percent = (rate: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100)
  const shares = invoice ? taxShares(order) : []
  const { includedTax } = grossAmounts(order)
  const lineAmount = lineAmountOf(order)
  return (
    <article
      aria-label={t('print.documentTitle', { document: title, number })}
      className="mx-auto flex max-w-3xl flex-col gap-8 bg-white p-10 text-gray-900 shadow-sm print:max-w-none print:p-0 print:shadow-none"
    >
      {/* Wraps on a phone: the seller's email and "Invoice date" side by side are wider than its page. */}
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <Seller store={store} invoice={invoice} />
          <h1 className="mt-3 text-2xl font-semibold">{title}</h1>
          {fulfillment && !invoice && (
            <p className="mt-1 text-sm text-gray-600">
              {t('fulfillment.name', { number: fulfillment.number })}
            </p>
          )}
        </div>
        <div className="ms-auto text-end text-sm">
          {/* Medusa v1 numbers no invoices: an order's invoice takes the order's number and date. */}
          {invoice && (
            <p className="font-semibold">{t('print.invoiceNumber', { number: order.display_id })}</p>
          )}
          <p className={invoice ? 'mt-1' : 'font-semibold'}>{t('print.orderNumber', { number })}</p>
          <p className="mt-1 text-gray-600">
            {invoice ? t('print.invoiceDate') : t('print.orderDate')}: {date}
          </p>
        </div>
      </header>
      <div className="grid grid-cols-2 gap-6 sm:grid-cols-3">
        <AddressColumn title={t('print.shipTo')} address={order.shipping_address} />
        {invoice && <AddressColumn title={t('print.billTo')} address={order.billing_address} />}
        <section aria-label={t('print.contact')}>
          <h2 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
            {t('print.contact')}
          </h2>
          <p className="mt-1 text-sm break-all">
            <bdi>{order.email}</bdi>
          </p>
          {methods.length > 0 && (
            <>
              <h2 className="mt-4 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {t('print.shippingMethod')}
              </h2>
              <p className="mt-1 text-sm">{joinList(methods, locale, 'plain')}</p>
            </>
          )}
        </section>
      </div>
      {/* On a phone a wide table scrolls rather than squeezing headings and SKUs into each other; the
          containment keeps its width from stretching the page around it. */}
      <div className="overflow-x-auto [contain:inline-size] print:overflow-visible">
        <table aria-label={title} className="w-full text-sm">
          <thead>
            <tr className="border-b-2 border-gray-900 text-xs text-gray-600">
              {columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={`py-2 font-semibold ${i ? 'ps-3 text-end whitespace-nowrap' : 'pe-3 text-start'}`}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map(({ item, quantity }) => (
              <tr key={item.id} className="border-b border-gray-200 break-inside-avoid">
                <td className="py-3 pe-3">
                  <p className="font-medium">{item.title}</p>
                  {item.description && <p className="text-xs text-gray-600">{item.description}</p>}
                  {invoice && item.variant?.sku && (
                    <p className="text-xs text-gray-600">
                      <SkuLine sku={item.variant.sku} />
                    </p>
                  )}
                </td>
                {/* A SKU is one code: whole on a wider page, broken only at its hyphens on a phone (so the
                    quantity stays in view). */}
                {!invoice && (
                  <td className="py-3 ps-3 text-end break-normal sm:whitespace-nowrap">
                    <bdi dir="ltr">{item.variant?.sku ?? '—'}</bdi>
                  </td>
                )}
                <td className="py-3 ps-3 text-end whitespace-nowrap tabular-nums">
                  {formatNumber(quantity, locale)}
                </td>
                {invoice && (
                  <>
                    <td className="py-3 ps-3 text-end whitespace-nowrap tabular-nums">
                      <span dir="ltr">{money(item.unit_price)}</span>
                    </td>
                    <td className="py-3 ps-3 text-end whitespace-nowrap tabular-nums">
                      {percent(lineRate(item))}
                    </td>
                    <td className="py-3 ps-3 text-end whitespace-nowrap tabular-nums">
                      <span dir="ltr">{money(lineAmount(item))}</span>
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {invoice && (
        <dl className="ms-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
          {summaryRows(order, t, money).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="text-end tabular-nums">
                <span dir="ltr">{value}</span>
              </dd>
            </div>
          ))}
          <div className="col-span-2 mt-1 border-t border-gray-900" />
          <dt className="font-semibold">{t('totals.total')}</dt>
          <dd className="text-end font-semibold tabular-nums">
            <span dir="ltr">{money(order.total)}</span>
          </dd>
          {/* Tax inside the prices, said under the total as the order page and the e-mails say it. */}
          {includedTax > 0 && (
            <>
              <dt className="text-xs text-gray-500">{t('totals.taxIncluded')}</dt>
              <dd className="text-end text-xs text-gray-500 tabular-nums">
                <span dir="ltr">{money(includedTax)}</span>
              </dd>
            </>
          )}
          <dt className="text-gray-600">{t('print.paid')}</dt>
          <dd className="text-end tabular-nums">
            <span dir="ltr">{money(paid)}</span>
          </dd>
          {(
            [
              [t('totals.swapPaid'), swapPaid],
              [t('totals.refunded'), -refunded],
              [t('totals.swapRefunded'), -swapRefunded],
            ] as const
          ).map(
            ([label, amount]) =>
              amount !== 0 && (
                <div key={label} className="contents">
                  <dt className="text-gray-600">{label}</dt>
                  <dd className="text-end tabular-nums">
                    <span dir="ltr">{money(amount)}</span>
                  </dd>
                </div>
              ),
          )}
          {(refunded > 0 || swapPaid > 0 || swapRefunded > 0) && (
            <>
              <dt className="text-gray-600">{t('totals.net')}</dt>
              <dd className="text-end tabular-nums">
                <span dir="ltr">{money(net)}</span>
              </dd>
            </>
          )}
          <dt className="font-medium">{t('print.balanceDue')}</dt>
          <dd className="text-end font-medium tabular-nums">
            <span dir="ltr">{money(Math.max(0, (order.total ?? 0) - paid))}</span>
          </dd>
        </dl>
      )}
      {/* All of the order's tax (included and added) by rate, under a heading of its own. */}
      {invoice && shares.length > 0 && (
        <section
          aria-label={t('print.taxByRate')}
          className="ms-auto w-full max-w-xs text-sm break-inside-avoid"
        >
          <h2 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
            {t('print.taxByRate')}
          </h2>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5">
            {shares.map((share) => (
              <div key={share.lines.map((l) => `${l.name}${l.rate}`).join()} className="contents">
                <dt className="text-gray-600">
                  {t('print.taxShare', {
                    // A region's own rate is named "default" (Medusa v1's name): said as the tax.
                    tax: share.lines
                      .map((l) => `${l.name === 'default' ? t('print.taxRate') : l.name} ${percent(l.rate)}`)
                      .join(' + '),
                    base: money(share.base),
                  })}
                </dt>
                <dd className="text-end tabular-nums">
                  <span dir="ltr">{money(share.tax)}</span>
                </dd>
              </div>
            ))}
            {shares.length > 1 && (
              <>
                <dt className="font-medium">{t('print.taxTotal')}</dt>
                <dd className="text-end font-medium tabular-nums">
                  <span dir="ltr">{money(shares.reduce((n, share) => n + share.tax, 0))}</span>
                </dd>
              </>
            )}
          </dl>
        </section>
      )}
      {!invoice && (
        <p className="text-end text-sm">
          {t('print.totalQuantity')}:{' '}
          <span className="font-semibold tabular-nums">
            {formatNumber(
              lines.reduce((sum, line) => sum + line.quantity, 0),
              locale,
            )}
          </span>
        </p>
      )}

      <footer className="border-t border-gray-200 pt-4 text-center text-sm text-gray-600">
        {t('print.thanks')}
      </footer>
    </article>
  )
}
