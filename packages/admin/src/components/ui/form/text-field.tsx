import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { errorMessages, InputError } from '../input-error'
import { InputField } from '../input-field'
import { controlBorder, FieldLabel } from './field-label'
import { useFieldError } from './use-field-error'

/**
 * TextField — a text input registered with the surrounding react-hook-form (FormProvider).
 * Props: `name` (dotted field path), `label`, `required` (asterisk only; rules live in the schema),
 * and any input attribute (placeholder, type, autoComplete…). Shows the SPEC §5 error display.
 */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string
  label: string
  required?: boolean
}

export function TextField({ name, label, required, ...rest }: TextFieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  // Empty text is sent as absent, so optional fields stay optional.
  return <InputField label={label} required={required} errors={error} {...rest} {...register(name)} />
}

/**
 * TextareaField — multi-line text registered with the form. Props: `name`, `label`, `required`, `rows`
 * and any textarea attribute.
 */
export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string
  label: string
  required?: boolean
}

export function TextareaField({ name, label, required, rows = 4, ...rest }: TextareaFieldProps) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  const id = useId()
  const hasError = errorMessages(error).length > 0
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={controlBorder(hasError)} data-error={hasError || undefined}>
        <textarea
          id={id}
          rows={rows}
          placeholder={`${label}…`}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? `${id}-error` : undefined}
          className="block w-full resize-y bg-transparent px-3 py-2 text-sm outline-none"
          {...rest}
          {...register(name)}
        />
      </div>
      <InputError id={`${id}-error`} errors={error} />
    </div>
  )
}
