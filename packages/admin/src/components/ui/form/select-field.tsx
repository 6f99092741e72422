import { type SelectHTMLAttributes, useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { errorMessages, InputError } from '../input-error'
import { controlBorder, FieldLabel } from './field-label'
import { useFieldError } from './use-field-error'

export interface SelectOption {
  value: string
  label: string
}

/**
 * SelectField — a native select registered with the form. Props: `name`, `label`, `options`
 * ({value, label}[]), `placeholder` (an empty first choice, value ''), `required`.
 */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string
  label: string
  options: SelectOption[]
  placeholder?: string
  required?: boolean
}

export function SelectField({ name, label, options, placeholder, required, ...rest }: SelectFieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = useId()
  const hasError = errorMessages(error).length > 0
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={controlBorder(hasError)} data-error={hasError || undefined}>
        <select
          id={id}
          aria-invalid={hasError || undefined}
          className="h-10 w-full bg-transparent px-2 text-sm outline-none"
          {...rest}
          {...register(name)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <InputError errors={error} />
    </div>
  )
}
