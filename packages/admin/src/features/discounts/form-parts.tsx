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
