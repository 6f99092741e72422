import { useId } from 'react'

// Pieces the discount form's sections share.

export function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{legend}</legend>
      {children}
    </fieldset>
  )
}

export function Choice({
  name,
  checked,
  label,
  onPick,
}: {
  name: string
  checked: boolean
  label: string
  onPick: () => void
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-800">
      <input type="radio" name={name} checked={checked} onChange={onPick} className="accent-violet-600" />
      {label}
    </label>
  )
}

/** A checkbox with its label, and a hint under it that screen readers announce with it. */
export function Check({
  checked,
  label,
  hint,
  onToggle,
}: {
  checked: boolean
  label: string
  hint?: string
  onToggle: (checked: boolean) => void
}) {
  const hintId = useId()
  return (
    <div className="flex flex-col gap-1">
      <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onToggle(e.target.checked)}
          aria-describedby={hint ? hintId : undefined}
          className="size-4 accent-violet-600"
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="ps-6 text-xs text-gray-500">
          {hint}
        </p>
      )}
    </div>
  )
}
