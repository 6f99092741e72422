import type { ButtonHTMLAttributes } from 'react'
import { useReadOnly } from './read-only'
import { Spinner, type SpinnerSize } from './spinner'

const VARIANTS = {
  primary: 'bg-violet-600 text-white hover:bg-violet-700 disabled:bg-violet-300',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 disabled:text-gray-400',
  ghost: 'bg-transparent text-gray-700 hover:bg-gray-100 disabled:text-gray-400',
  danger: 'border border-gray-300 bg-white text-rose-600 hover:bg-rose-50 disabled:text-rose-300',
  nuclear: 'bg-rose-600 text-white hover:bg-rose-700 disabled:bg-rose-300',
} as const

const SIZES = {
  large: 'h-11 px-5 text-base gap-2',
  medium: 'h-9 px-4 text-sm gap-2',
  small: 'h-7 px-3 text-xs gap-1',
} as const

const SPINNER_FOR: Record<ButtonSize, SpinnerSize> = { large: 'large', medium: 'medium', small: 'small' }

export type ButtonVariant = keyof typeof VARIANTS
export type ButtonSize = keyof typeof SIZES
export const BUTTON_VARIANTS = Object.keys(VARIANTS) as ButtonVariant[]
export const BUTTON_SIZES = Object.keys(SIZES) as ButtonSize[]

/** A button's look, for a link that reads as a button (one that goes to a page rather than acting). */
export const buttonClassName = (variant: ButtonVariant = 'primary', size: ButtonSize = 'medium') =>
  `inline-flex items-center justify-center rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-violet-500 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]}`

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  loading?: boolean
  /** Only looks or moves around (retry, clear filters, open a view): stays on in a read-only page. */
  browse?: boolean
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  className = '',
  type = 'button',
  disabled,
  browse = false,
  children,
  ...rest
}: ButtonProps) {
  const readOnly = useReadOnly()
  return (
    <button
      type={type}
      disabled={disabled || loading || (readOnly && !browse)}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      className={`${buttonClassName(variant, size)} ${className}`}
      {...rest}
    >
      {loading && <Spinner size={SPINNER_FOR[size]} />}
      {children}
    </button>
  )
}
