import { useId } from 'react'

/** A labelled native select, with an empty first choice when `empty` is given. */
export function SelectInput({
  label,
  value,
  onChange,
  options,
  empty,
  disabled,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  /** `lang`: the language the label is written in (a language named in itself). */
  options: { value: string; label: string; lang?: string }[]
  empty?: string
  disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm disabled:bg-gray-50 disabled:opacity-50"
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
