/** Colours of the statuses a promotion (discount or gift card) can be in. */
const TONES = {
  green: 'bg-emerald-100 text-emerald-800',
  blue: 'bg-sky-100 text-sky-800',
  orange: 'bg-amber-100 text-amber-800',
  grey: 'bg-gray-100 text-gray-700',
} as const

export type PillTone = keyof typeof TONES

/** A computed status as a coloured pill; the label is already translated. */
export function StatusPill({ status, label, tone }: { status: string; label: string; tone: PillTone }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden />
      {label}
    </span>
  )
}
