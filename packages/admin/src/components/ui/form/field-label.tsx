/** The kit's label with the SPEC §5 red asterisk for required fields. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string
  label: string
  required?: boolean
}) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-gray-700">
      {label}
      {required && (
        <span className="ms-0.5 text-rose-500" data-testid="required-asterisk">
          *
        </span>
      )}
    </label>
  )
}

/** Border of a kit control: red when the field has an error. */
export const controlBorder = (hasError: boolean) =>
  `rounded-lg border bg-gray-50 focus-within:border-violet-500 ${hasError ? 'border-rose-500' : 'border-gray-300'}`
