import { isZeroDecimal } from '@mercato/domain'
import type { InputHTMLAttributes, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { moneyPlaceholder } from '../../../components/ui/form/money'
import { InputField } from '../../../components/ui/input-field'

interface MoneyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'type'> {
  label: string
  currency: string
  errors?: string
  ref?: Ref<HTMLInputElement>
}

/** An amount in major units; zero-decimal currencies (JPY, KRW…) take whole numbers only. */
export function MoneyInput({ label, currency, errors, ...rest }: MoneyInputProps) {
  const zeroDecimal = isZeroDecimal(currency)
  const { i18n } = useTranslation()
  return (
    <InputField
      label={label}
      errors={errors}
      inputMode={zeroDecimal ? 'numeric' : 'decimal'}
      placeholder={moneyPlaceholder(currency, i18n.resolvedLanguage ?? 'en')}
      dir="ltr"
      autoComplete="off"
      {...rest}
    />
  )
}
