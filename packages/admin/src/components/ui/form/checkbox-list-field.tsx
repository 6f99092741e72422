import { Controller, useFormContext } from 'react-hook-form'
import { InputError } from '../input-error'
import type { SelectOption } from './select-field'
import { useFieldError } from './use-field-error'

/**
 * CheckboxListField — several choices out of a short list (categories, sales channels), stored as the
 * chosen values (string[]). Props: `name`, `label` (the group's name), `options` ({value, label}[]),
 * `empty` (text shown when there is nothing to choose).
 */
export interface CheckboxListFieldProps {
  name: string
  label: string
  options: SelectOption[]
  empty?: string
}

export function CheckboxListField({ name, label, options, empty }: CheckboxListFieldProps) {
  const { control } = useFormContext()
  const error = useFieldError(name)
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-gray-700">{label}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const chosen: string[] = field.value ?? []
          const toggle = (value: string, on: boolean) =>
            field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value))
          if (options.length === 0) return <p className="text-sm text-gray-500">{empty}</p>
          return (
            <div className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-lg border border-gray-200 p-2">
              {options.map((o) => (
                <label key={o.value} className="flex items-center gap-2 text-sm text-gray-800">
                  <input
                    type="checkbox"
                    className="accent-violet-600"
                    checked={chosen.includes(o.value)}
                    onChange={(e) => toggle(o.value, e.target.checked)}
                  />
                  {o.label}
                </label>
              ))}
            </div>
          )
        }}
      />
      <InputError errors={error} />
    </fieldset>
  )
}
