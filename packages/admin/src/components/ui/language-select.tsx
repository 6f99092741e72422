import { useId } from 'react'
import { LANGUAGES } from '../../i18n/languages'

/** A labelled native select of the 21 languages, each named in itself (for an e-mail's language). */
export function LanguageSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string
  value: string
  onChange: (code: string) => void
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
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  )
}
