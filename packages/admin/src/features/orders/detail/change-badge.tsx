import { useTranslation } from 'react-i18next'
import type { BadgeTone } from '../../../components/ui/status-badge'

const TONES: Record<BadgeTone, string> = {
  grey: 'bg-gray-100 text-gray-700',
  blue: 'bg-sky-100 text-sky-800',
  green: 'bg-emerald-100 text-emerald-800',
  orange: 'bg-amber-100 text-amber-800',
  red: 'bg-rose-100 text-rose-800',
}

// Meaning, not name: green is done, blue under way, orange waits for someone, red stopped, grey not begun.
const TONE_OF: Record<string, BadgeTone> = {
  not_fulfilled: 'grey',
  partially_fulfilled: 'blue',
  fulfilled: 'blue',
  partially_shipped: 'blue',
  shipped: 'green',
  canceled: 'red',
  requires_action: 'orange',
  not_paid: 'grey',
  awaiting: 'orange',
  captured: 'green',
  confirmed: 'green',
  difference_refunded: 'green',
  partially_refunded: 'blue',
  refunded: 'green',
  na: 'grey',
  not_refunded: 'orange',
  created: 'blue',
  requested: 'orange',
  declined: 'red',
  unconfirmed: 'orange',
}

export type ChangeBadgeKind = 'fulfillment' | 'swapPayment' | 'claimPayment' | 'edit' | 'swap'

/** A swap, claim or edit status as a coloured pill, translated from order-changes.json. */
export function ChangeBadge({ kind, status }: { kind: ChangeBadgeKind; status: string }) {
  const { t } = useTranslation('order-changes')
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[TONE_OF[status] ?? 'grey']}`}
    >
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden />
      {t(`status.${kind}.${status}`, { defaultValue: status })}
    </span>
  )
}
