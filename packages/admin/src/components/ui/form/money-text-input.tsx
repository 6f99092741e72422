import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessages, InputError } from '../input-error'
import { controlBorder, FieldLabel } from './field-label'
import { decimalsOf, moneyPlaceholder } from './money'

/**
 * MoneyTextInput — an amount kept as the text typed (major units), for forms whose currency may be chosen
 * after the amount (read it with `moneyTextToMinor` on submit). Without `currencyCode` no currency is shown,
 * and `hint` (e.g. "choose a region first") says where it comes from. MoneyInput takes minor units instead.
 */
export interface MoneyTextInputProps {
  label: string
  currencyCode?: string
  value: string
  onChange: (text: string) => void
  onBlur?: () => void
  required?: boolean
  /** Shown under the field while no currency is known. */
  hint?: string
  errors?: Parameters<typeof InputError>[0]['errors']
  name?: string
}

export function MoneyTextInput({
  label,
  currencyCode,
  value,
  onChange,
  onBlur,
  required,
  hint,
  errors,
  name,
}: MoneyTextInputProps) {
  const id = useId()
  const hasError = errorMessages(errors).length > 0
  const decimals = currencyCode ? decimalsOf(currencyCode) : undefined
  const { i18n } = useTranslation()
  const hintShown = !currencyCode && hint
  const describedBy = [hasError && `${id}-error`, hintShown && `${id}-hint`].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={`flex items-center px-3 ${controlBorder(hasError)}`} data-error={hasError || undefined}>
        {currencyCode && (
          <span className="pe-2 text-xs font-medium text-gray-500 uppercase" data-testid="money-currency">
            {currencyCode}
          </span>
        )}
        <input
          id={id}
          name={name}
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          dir="ltr"
          autoComplete="off"
          placeholder={
            currencyCode ? moneyPlaceholder(currencyCode, i18n.resolvedLanguage ?? 'en') : undefined
          }
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          className="h-10 w-full min-w-0 bg-transparent text-end text-sm tabular-nums outline-none"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      </div>
      {hintShown && (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      <InputError id={`${id}-error`} errors={errors} />
    </div>
  )
}
