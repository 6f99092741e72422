import { Controller, useFormContext } from 'react-hook-form'
import { InputField } from '../input-field'
import { useFieldError } from './use-field-error'

/**
 * QuantityField — a whole number (stock, dimensions) with the kit's plus and minus step buttons.
 * The value is a number, or undefined when empty; text that is not a whole number becomes NaN so the
 * schema refuses it. Props: `name`, `label`, `required`, `min` (default 0), `disabled`.
 */
export interface QuantityFieldProps {
  name: string
  label: string
  required?: boolean
  min?: number
  disabled?: boolean
}

export function QuantityField({ name, label, required, min = 0, disabled }: QuantityFieldProps) {
  const { control } = useFormContext()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <InputField
          type="number"
          label={label}
          required={required}
          min={min}
          step={1}
          inputMode="numeric"
          disabled={disabled}
          errors={error}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={
            field.value === undefined || field.value === null || Number.isNaN(field.value) ? '' : field.value
          }
          onChange={(e) => {
            const text = e.target.value.trim()
            field.onChange(text === '' ? undefined : /^-?\d+$/.test(text) ? Number(text) : Number.NaN)
          }}
        />
      )}
    />
  )
}
