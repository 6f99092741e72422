import { useState } from 'react'
import { decimalsOf, formatMinorForInput, parseMajorInput } from '../../components/ui/form/money'

/**
 * One cell of the price editor: an amount in the column's currency, typed in major units (no decimals
 * for zero-decimal currencies). Reports minor units, null when emptied, NaN while not an amount.
 */
export function PriceCell({
  label,
  currencyCode,
  value,
  placeholder,
  changed,
  onChange,
}: {
  label: string
  currencyCode: string
  value: number | null | undefined
  placeholder?: string
  changed: boolean
  onChange: (minor: number | null) => void
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const invalid = typeof value === 'number' && Number.isNaN(value)
  return (
    <input
      aria-label={label}
      aria-invalid={invalid || undefined}
      inputMode={decimalsOf(currencyCode) === 0 ? 'numeric' : 'decimal'}
      dir="ltr"
      placeholder={placeholder}
      value={draft ?? formatMinorForInput(value, currencyCode)}
      onFocus={() => setDraft(formatMinorForInput(value, currencyCode))}
      onChange={(e) => {
        setDraft(e.target.value)
        onChange(parseMajorInput(e.target.value, currencyCode))
      }}
      onBlur={() => !invalid && setDraft(null)}
      className={`h-8 w-24 rounded-md border px-2 text-end text-sm tabular-nums outline-none placeholder:text-gray-300 focus:border-violet-500 ${
        invalid ? 'border-rose-500' : changed ? 'border-amber-400 bg-amber-50' : 'border-gray-300 bg-white'
      }`}
    />
  )
}
