import { type InputHTMLAttributes, type Ref, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type FieldErrors, InputError, errorMessages } from './input-error'

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label?: string
  errors?: FieldErrors
  /** Shows the red asterisk; validation itself belongs to the form. */
  required?: boolean
  ref?: Ref<HTMLInputElement>
  className?: string
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as { current: T | null }).current = value
}

export function InputField({
  label,
  errors,
  required,
  ref,
  id,
  placeholder,
  type = 'text',
  className = '',
  disabled,
  ...rest
}: InputFieldProps) {
  const { t } = useTranslation()
  const generated = useId()
  const inputId = id ?? generated
  const local = useRef<HTMLInputElement | null>(null)
  const hasError = errorMessages(errors).length > 0
  const errorId = `${inputId}-error`

  // The prototype's value setter bypasses React's value tracking, so the input event that follows
  // reaches onChange (and react-hook-form) as if the user had typed the number.
  const step = (direction: 1 | -1) => {
    const input = local.current
    if (!input) return
    const size = Number(input.step) || 1
    let next = (Number(input.value) || 0) + direction * size
    if (input.min !== '') next = Math.max(Number(input.min), next)
    if (input.max !== '') next = Math.min(Number(input.max), next)
    // 0.1 + 0.2 must show 0.3: round to the step's own decimals.
    next = Number(next.toFixed((String(size).split('.')[1] ?? '').length))
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, String(next))
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {label && (
        <label htmlFor={inputId} className="text-sm font-medium text-gray-700">
          {label}
          {required && (
            <span className="ms-0.5 text-rose-500" data-testid="required-asterisk">
              *
            </span>
          )}
        </label>
      )}
      <div
        className={`flex items-center rounded-lg border bg-gray-50 px-3 focus-within:border-violet-500 ${hasError ? 'border-rose-500' : 'border-gray-300'} ${disabled ? 'opacity-50' : ''}`}
        data-error={hasError || undefined}
      >
        {type === 'number' && (
          <button
            type="button"
            aria-label={t('input.decrease')}
            disabled={disabled}
            onClick={() => step(-1)}
            className="px-1 text-gray-500 hover:text-gray-900"
          >
            −
          </button>
        )}
        {/* Never narrower than a few digits, so a stepper's number stays in sight in a tight column. */}
        <input
          id={inputId}
          ref={(node) => {
            local.current = node
            assignRef(ref, node)
          }}
          type={type}
          disabled={disabled}
          aria-required={required || undefined}
          placeholder={placeholder ?? (label ? `${label}…` : undefined)}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          className="h-10 w-full min-w-[3ch] bg-transparent text-sm outline-none disabled:cursor-not-allowed"
          {...rest}
        />
        {type === 'number' && (
          <button
            type="button"
            aria-label={t('input.increase')}
            disabled={disabled}
            onClick={() => step(1)}
            className="px-1 text-gray-500 hover:text-gray-900"
          >
            +
          </button>
        )}
      </div>
      <InputError id={errorId} errors={errors} />
    </div>
  )
}
