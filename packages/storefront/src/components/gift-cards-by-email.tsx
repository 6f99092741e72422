// The shopper's e-mail inside a sentence, and the line that says an order's gift cards go to it.
import type { Order } from '@mercato/client'
import type { ReactNode } from 'react'
import { useI18n } from '../i18n/context'
import type { Translate, TranslateValues } from '../i18n/messages'

// A private-use character stands in for the address while the sentence is looked up.
const MARK = '\uE000'

/**
 * `key` filled in with `email` kept whole and left to right: in a right-to-left sentence an address
 * broken at its hyphen reads in the wrong order, and its full stop moves.
 */
export function withEmail(t: Translate, key: string, email: string, values: TranslateValues = {}): ReactNode {
  const [before, after = ''] = t(key, { ...values, email: MARK }).split(MARK)
  return (
    <>
      {before}
      <bdi dir="ltr" className="inline-block wrap-anywhere">
        {email}
      </bdi>
      {after}
    </>
  )
}

/** How many gift cards an order holds when it holds nothing else (nothing to ship), else 0. */
export const giftCardsOnly = (order: Pick<Order, 'items'>): number =>
  order.items.every((item) => item.is_giftcard)
    ? order.items.reduce((sum, item) => sum + item.quantity, 0)
    : 0

/** Gift cards go by e-mail: said where an order that ships would say how it is delivered. */
export function GiftCardsByEmail({ order, count }: { order: Pick<Order, 'email'>; count: number }) {
  const { t } = useI18n()
  const key = count === 1 ? 'checkout.confirmation.giftCardByEmail' : 'checkout.confirmation.giftCardsByEmail'
  return <>{withEmail(t, key, order.email ?? '')}</>
}
