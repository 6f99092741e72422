import { isZeroDecimal } from '@mercato/domain'
import { type InputHTMLAttributes, type Ref, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { moneyPlaceholder } from '../../../components/ui/form/money'
import { InputField } from '../../../components/ui/input-field'

interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'type'> {
  label: string
  currency: string
  errors?: string
  /** A short note under the field that describes it ("incl. tax"). */
  note?: string
  ref?: Ref<HTMLInputElement>
}

/** An amount in major units; zero-decimal currencies (JPY, KRW…) take whole numbers only. */
export function MoneyInput({ label, currency, errors, note, ...rest }: MoneyInputProps) {
  const zeroDecimal = isZeroDecimal(currency)
  const { i18n } = useTranslation()
  const id = useId()
  const described = [errors ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ')
  const field = (
    <InputField
      id={id}
      label={label}
      errors={errors}
      inputMode={zeroDecimal ? 'numeric' : 'decimal'}
      placeholder={moneyPlaceholder(currency, i18n.resolvedLanguage ?? 'en')}
      dir="ltr"
      autoComplete="off"
      {...(described ? { 'aria-describedby': described } : {})}
      {...rest}
    />
  )
  if (!note) return field
  return (
    <div className="flex flex-col gap-1">
      {field}
      <p id={`${id}-note`} className="text-xs text-gray-500">
        {note}
      </p>
    </div>
  )
}
