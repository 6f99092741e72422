import { useId, useState } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorMessages, InputError } from '../input-error'
import { controlBorder, FieldLabel } from './field-label'
import { decimalsOf, formatMinorForInput, moneyPlaceholder, parseMajorInput } from './money'
import { moneyDecimalsMessage, moneyMessageValues } from './money-text'
import { useFieldError } from './use-field-error'

/**
 * MoneyInput — an amount in a currency. The value is integer minor units (what the API takes) or null
 * when empty; people type major units with the currency's decimals (none for jpy, krw, vnd…).
 * Props: `currencyCode`, `value`, `onChange(minor | null | NaN)`, `label`, `required`, `errors`.
 * When the form shows an error and the typed text has more decimals than the currency ("333.5" yen), the
 * field says that instead of the form's general message.
 */
export interface MoneyInputProps {
  label: string
  currencyCode: string
  value: number | null | undefined
  onChange: (minor: number | null) => void
  onBlur?: () => void
  required?: boolean
  errors?: Parameters<typeof InputError>[0]['errors']
  name?: string
}

export function MoneyInput({
  label,
  currencyCode,
  value,
  onChange,
  onBlur,
  required,
  errors,
  name,
}: MoneyInputProps) {
  const id = useId()
  // While focused the typed text is kept as is ("12." stays); otherwise the value is shown formatted.
  const [draft, setDraft] = useState<string | null>(null)
  const hasError = errorMessages(errors).length > 0
  const decimals = decimalsOf(currencyCode)
  const { t, i18n } = useTranslation()
  const decimalsMessage = hasError && draft !== null ? moneyDecimalsMessage(draft, currencyCode) : null
  const shown = decimalsMessage ? t(decimalsMessage, moneyMessageValues(currencyCode)) : errors
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={`flex items-center px-3 ${controlBorder(hasError)}`} data-error={hasError || undefined}>
        <span className="pe-2 text-xs font-medium text-gray-500 uppercase">{currencyCode}</span>
        <input
          id={id}
          name={name}
          inputMode={decimals === 0 ? 'numeric' : 'decimal'}
          dir="ltr"
          placeholder={moneyPlaceholder(currencyCode, i18n.resolvedLanguage ?? 'en')}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? `${id}-error` : undefined}
          className="h-10 w-full min-w-0 bg-transparent text-end text-sm tabular-nums outline-none"
          value={draft ?? formatMinorForInput(value, currencyCode)}
          onFocus={() => setDraft(formatMinorForInput(value, currencyCode))}
          onChange={(e) => {
            setDraft(e.target.value)
            onChange(parseMajorInput(e.target.value, currencyCode))
          }}
          onBlur={() => {
            if (!Number.isNaN(value)) setDraft(null)
            onBlur?.()
          }}
        />
      </div>
      <InputError id={`${id}-error`} errors={shown} />
    </div>
  )
}

/** MoneyField — MoneyInput bound to a form field by `name`. */
export function MoneyField({
  name,
  ...props
}: Omit<MoneyInputProps, 'value' | 'onChange' | 'errors'> & { name: string }) {
  const { control } = useFormContext()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          {...props}
          name={name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errors={error}
        />
      )}
    />
  )
}
