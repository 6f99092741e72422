import { type PrintedAddress, addressLines, countryNames, formatMoney, grossAmounts } from '@mercato/domain'
import type { SummaryView } from './blocks'
import type { EmailTranslate } from './catalog'

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/** Amounts keep one format (`en-US`), as in the storefront and the dashboard. */
export const amount = (minor: unknown, currency: unknown) =>
  typeof minor === 'number' && typeof currency === 'string' && currency ? formatMoney(minor, currency) : ''

/** A line as the e-mails list it: title, variant, quantity and, when priced, its amount. */
interface ItemData {
  title?: string
  description?: string | null
  quantity?: number
  subtotal?: number
  unit_price?: number
  includes_tax?: boolean
  tax_total?: number
}

interface Summary {
  currency_code?: string
  items?: ItemData[]
  shipping_methods?: Array<{ includes_tax?: boolean; tax_total?: number }>
  subtotal?: number
  shipping_total?: number
  discount_total?: number
  gift_card_total?: number
  gift_card_tax_total?: number
  tax_total?: number
  total?: number
  /** The address's lines as written before addresses were printed by country. */
  shipping_address?: string[]
  address?: PrintedAddress
}

/** Lines as a summary lists them ("2 × Tee, M / Black"), with their amounts when `money` is given. */
export function itemRows(
  items: unknown,
  money?: (value: number | undefined) => string,
  gross = false,
): SummaryView['items'] {
  return (Array.isArray(items) ? (items as ItemData[]) : []).map((item) => ({
    quantity: str(item.quantity),
    // A product of one variant often names the variant as itself: "Teapot, Teapot" said it twice.
    what: [item.title, item.description === item.title ? null : item.description].filter(Boolean).join(', '),
    // A tax-inclusive line is priced as the shop showed it, so the lines add up to the subtotal.
    ...(money
      ? { amount: money(gross ? (item.unit_price ?? 0) * (item.quantity ?? 0) : item.subtotal) }
      : {}),
  }))
}

type Row = [key: string, value: number | undefined, shown: boolean]

/**
 * Whether the summary carries what the shop's own arithmetic reads (prices with or without tax, the
 * gift card's tax). Notifications stored before it did are written again with the rows they had.
 */
function isComplete(s: Summary): boolean {
  return (
    typeof s.gift_card_tax_total === 'number' &&
    Array.isArray(s.shipping_methods) &&
    Array.isArray(s.items) &&
    s.items.every((i) => typeof i.unit_price === 'number' && typeof i.quantity === 'number')
  )
}

/** The rows of the storefront's totals block (summary-lines.ts), from the same `grossAmounts`. */
function shownRows(s: Summary) {
  const shown = grossAmounts({
    ...s,
    items: (s.items ?? []).map((i) => ({ ...i, unit_price: i.unit_price ?? 0, quantity: i.quantity ?? 0 })),
  })
  const rows: Row[] = [
    ['subtotal', shown.subtotal, true],
    ['discount', -shown.discount, (s.discount_total ?? 0) > 0],
    ['giftCard', -shown.giftCard, (s.gift_card_total ?? 0) > 0],
    ['shipping', shown.shipping, (s.shipping_methods?.length ?? 0) > 0],
    ['tax', shown.addedTax, !shown.inclusive || shown.addedTax > 0],
    ['total', s.total, true],
  ]
  // Tax already inside the prices is said under the total, as a receipt says it.
  const included = shown.inclusive && shown.includedTax !== 0 ? shown.includedTax : undefined
  return { rows, included, gross: shown.inclusive }
}

/** An order's lines, totals and address, worded and with amounts formatted in `locale`'s e-mail. */
export function summaryView(t: EmailTranslate, summary: Summary, locale: string): SummaryView {
  const money = (value: number | undefined) => amount(value ?? 0, summary.currency_code)
  const complete = isComplete(summary)
  const shown = complete ? shownRows(summary) : undefined
  const rows: Row[] = shown?.rows ?? [
    ['subtotal', summary.subtotal, true],
    ['shipping', summary.shipping_total, true],
    ['discount', summary.discount_total ? -summary.discount_total : 0, !!summary.discount_total],
    ['giftCard', summary.gift_card_total ? -summary.gift_card_total : 0, !!summary.gift_card_total],
    ['tax', summary.tax_total, true],
    ['total', summary.total, true],
  ]
  const printed =
    summary.address && typeof summary.address === 'object'
      ? addressLines(summary.address, countryNames(locale))
      : undefined
  const stored = Array.isArray(summary.shipping_address) ? summary.shipping_address : []
  // Written as Array#join writes them, so the text stays what it was for odd stored data too.
  const address = printed ?? stored.map((l) => (l == null ? '' : String(l)))
  return {
    itemsLabel: t('items'),
    items: itemRows(summary.items, money, shown?.gross ?? false),
    totals: rows
      .filter(([, , visible]) => visible)
      .map(([key, value]) => ({ label: t(`totals.${key}`), amount: money(value) })),
    ...(shown?.included !== undefined
      ? { included: { label: t('totals.taxIncluded'), amount: money(shown.included) } }
      : {}),
    ...(address.length ? { shipTo: { label: t('shipTo'), lines: address } } : {}),
  }
}
