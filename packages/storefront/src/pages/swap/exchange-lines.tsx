import type { Cart, LineItem } from '@mercato/client'
import type { ReactNode } from 'react'
import { Money } from '../../components/price'
import { useI18n } from '../../i18n/context'
import type { Translate } from '../../i18n/messages'

// What the exchange moves, from its cart: the returned items are credit lines (is_return, tied to
// the order's line), return shipping a charge line, the new items ordinary lines. Each line's total
// includes its tax, so the lines add up to the cart's total, the difference due.

function Lines({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-label={heading} className="mt-5">
      <h2 className="mb-1 font-semibold">{heading}</h2>
      <ul className="space-y-1 text-sm">{children}</ul>
    </section>
  )
}

function Line({ label, amount, currency }: { label: string; amount: number; currency: string }) {
  return (
    <li className="flex justify-between gap-3">
      <span>{label}</span>
      <span className="tabular-nums">
        <Money amount={Math.abs(amount)} currency={currency} deducted={amount < 0} />
      </span>
    </li>
  )
}

// The bracketed variant is isolated (FSI … PDI) so that on a right-to-left page it keeps its own order.
const lineLabel = (t: Translate, i: LineItem) =>
  `${t('common.quantityTimes', { quantity: i.quantity, title: i.title })}${i.description && i.description !== i.title ? ` \u2068(${i.description})\u2069` : ''}`
const lineTotal = (i: LineItem) => i.total ?? i.unit_price * i.quantity

export function ExchangeLines({ cart }: { cart: Cart }) {
  const { t } = useI18n()
  const currency = cart.region?.currency_code ?? ''
  const returned = cart.items.filter((i) => i.is_return && i.original_item_id)
  const charges = cart.items.filter((i) => i.is_return && !i.original_item_id)
  const sent = cart.items.filter((i) => !i.is_return)
  const address = cart.shipping_address
  return (
    <>
      <Lines heading={t('exchange.lines.comingBack')}>
        {returned.map((i) => (
          <Line key={i.id} label={lineLabel(t, i)} amount={lineTotal(i)} currency={currency} />
        ))}
        {charges.map((i) => (
          <Line key={i.id} label={i.title} amount={lineTotal(i)} currency={currency} />
        ))}
      </Lines>
      <Lines heading={t('exchange.lines.goingOut')}>
        {sent.map((i) => (
          <Line key={i.id} label={lineLabel(t, i)} amount={lineTotal(i)} currency={currency} />
        ))}
        {(cart.shipping_methods ?? []).map((m) => (
          <Line
            key={m.id}
            label={m.shipping_option?.name ?? t('common.totals.shipping')}
            amount={m.total ?? m.price}
            currency={currency}
          />
        ))}
      </Lines>
      {address?.address_1 && (
        <p className="mt-3 text-sm text-stone-600">
          {t('exchange.lines.sentTo', {
            name: [address.first_name, address.last_name].filter(Boolean).join(' '),
            street: address.address_1,
            city: address.city ?? '',
          })}
        </p>
      )}
    </>
  )
}
