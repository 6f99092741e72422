const TONES = {
  green: 'bg-emerald-100 text-emerald-800',
  red: 'bg-rose-100 text-rose-800',
  grey: 'bg-gray-100 text-gray-700',
} as const

/** A small state label (active, revoked, disabled) in the status badge's look, with a settings-translated text. */
export function Pill({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden />
      {children}
    </span>
  )
}
