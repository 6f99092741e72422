import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { decimalsOf, formatMinorForInput } from '../../components/ui/form/money'
import { type CellDraft, cellDraft, isInvalidDraft } from './price-grid'

/**
 * One cell of the price editor: an amount in the column's currency, typed in major units (no decimals
 * for zero-decimal currencies). Reports the cell's draft: minor units, null when emptied, or the text
 * itself while it is not an amount, which the cell keeps showing, marked and explained, until it is
 * corrected or emptied.
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
  value: CellDraft | undefined
  placeholder?: string
  changed: boolean
  onChange: (draft: CellDraft) => void
}) {
  const { t } = useTranslation('pricing')
  const errorId = useId()
  // The text while typing ("7.5" stays as typed); the amount is shown formatted again on leaving.
  const [typing, setTyping] = useState<string | null>(null)
  // Marked once the person leaves the cell, so ".5" or "-" half-typed does not flash red.
  const invalid = isInvalidDraft(value) && typing === null
  const shown = typing ?? (isInvalidDraft(value) ? value : formatMinorForInput(value, currencyCode))
  return (
    <div className="w-24">
      <input
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        inputMode={decimalsOf(currencyCode) === 0 ? 'numeric' : 'decimal'}
        dir="ltr"
        placeholder={placeholder}
        value={shown}
        onChange={(e) => {
          setTyping(e.target.value)
          onChange(cellDraft(e.target.value, currencyCode))
        }}
        onBlur={() => setTyping(null)}
        className={`h-8 w-full rounded-md border px-2 text-end text-sm tabular-nums outline-none placeholder:text-gray-300 focus:border-violet-500 ${
          invalid
            ? 'border-rose-500 bg-rose-50'
            : changed
              ? 'border-amber-400 bg-amber-50'
              : 'border-gray-300 bg-white'
        }`}
      />
      {invalid && (
        <p id={errorId} className="mt-1 text-xs whitespace-normal text-rose-600">
          {t('invalidCell', { example: formatMinorForInput(1250, currencyCode) })}
        </p>
      )}
    </div>
  )
}
