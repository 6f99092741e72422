import { useTranslation } from 'react-i18next'
import type { BadgeTone } from '../../components/ui/status-badge'

const TONES: Record<BadgeTone, string> = {
  grey: 'bg-gray-100 text-gray-700',
  blue: 'bg-sky-100 text-sky-800',
  green: 'bg-emerald-100 text-emerald-800',
  orange: 'bg-amber-100 text-amber-800',
  red: 'bg-rose-100 text-rose-800',
}

// Meaning, not name: green is done, blue is under way, orange wants someone, red stopped, grey not begun.
const TONE_OF: Record<string, BadgeTone> = {
  pending: 'blue',
  completed: 'green',
  archived: 'grey',
  canceled: 'red',
  requires_action: 'orange',
  not_paid: 'grey',
  awaiting: 'orange',
  captured: 'green',
  partially_refunded: 'blue',
  refunded: 'grey',
  not_fulfilled: 'grey',
  partially_fulfilled: 'blue',
  fulfilled: 'blue',
  partially_shipped: 'blue',
  shipped: 'green',
  partially_returned: 'orange',
  returned: 'grey',
  requested: 'orange',
  received: 'green',
}

export type OrderStatusKind = 'order' | 'payment' | 'fulfillment' | 'return'

/** An order, payment, fulfillment or return status as a coloured pill translated from orders.json. */
export function OrderStatusBadge({
  kind,
  status,
  wrap = false,
}: {
  kind: OrderStatusKind
  status: string
  /** Lets a long status break over two lines (a phone's narrow column). */
  wrap?: boolean
}) {
  const { t } = useTranslation('orders')
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ${wrap ? '' : 'whitespace-nowrap'} ${TONES[TONE_OF[status] ?? 'grey']}`}
    >
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden />
      {t(`status.${kind}.${status}`, { defaultValue: status })}
    </span>
  )
}
