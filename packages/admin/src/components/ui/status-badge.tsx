import { useTranslation } from 'react-i18next'

/** Colour of a badge; pick by meaning, not by status name. */
export type BadgeTone = 'grey' | 'blue' | 'green' | 'orange' | 'red'

const TONES: Record<BadgeTone, string> = {
  grey: 'bg-gray-100 text-gray-700',
  blue: 'bg-sky-100 text-sky-800',
  green: 'bg-emerald-100 text-emerald-800',
  orange: 'bg-amber-100 text-amber-800',
  red: 'bg-rose-100 text-rose-800',
}

/** Tones of the statuses the dashboard shows (products, price lists, draft orders, …). */
const STATUS_TONES: Record<string, BadgeTone> = {
  draft: 'grey',
  proposed: 'blue',
  published: 'green',
  rejected: 'red',
  active: 'green',
  open: 'blue',
  completed: 'green',
}

/**
 * A status as a coloured, translated pill. `kind` picks the translation group: the label is
 * `status.<kind>.<status>` in translation.json (e.g. `status.product.draft` → "Draft").
 *
 *   <StatusBadge kind="product" status={product.status} />
 */
export function StatusBadge({ kind, status, tone }: { kind: string; status: string; tone?: BadgeTone }) {
  const { t } = useTranslation()
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone ?? STATUS_TONES[status] ?? 'grey']}`}
    >
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden />
      {t(`status.${kind}.${status}`, { defaultValue: status })}
    </span>
  )
}
