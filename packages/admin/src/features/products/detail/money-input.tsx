import { isZeroDecimal } from '@mercato/domain'
import type { InputHTMLAttributes, Ref } from 'react'
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
  return (
    <InputField
      label={label}
      errors={errors}
      inputMode={zeroDecimal ? 'numeric' : 'decimal'}
      placeholder={zeroDecimal ? '0' : '0.00'}
      dir="ltr"
      autoComplete="off"
      {...rest}
    />
  )
}
