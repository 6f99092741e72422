import { useId } from 'react'
import { FieldLabel, controlBorder } from '../../components/ui/form/field-label'
import { InputError } from '../../components/ui/input-error'

/** A labelled native select for forms kept in component state. */
export function SelectInput({
  label,
  value,
  options,
  onChange,
  required,
  placeholder,
  errors,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  required?: boolean
  placeholder?: string
  errors?: string
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={controlBorder(!!errors)}>
        <select
          id={id}
          value={value}
          aria-invalid={errors ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-full bg-transparent px-2 text-sm outline-none"
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <InputError errors={errors} />
    </div>
  )
}

/** Checkboxes choosing some of the given items; says so when there is nothing to choose. */
export function CheckboxGroup({
  legend,
  items,
  value,
  onChange,
  emptyText,
}: {
  legend: string
  items: { id: string; label: string }[]
  value: string[]
  onChange: (ids: string[]) => void
  emptyText: string
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-gray-700">{legend}</legend>
      {items.length === 0 && <p className="text-sm text-gray-500">{emptyText}</p>}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type="checkbox"
              className="accent-violet-600"
              checked={value.includes(item.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, item.id] : value.filter((id) => id !== item.id))
              }
            />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
