// Shared looks of the checkout steps.
import { type ReactNode, useEffect, useRef } from 'react'

export const input = 'mt-1 block w-full rounded border border-stone-300 bg-white px-3 py-2'
export const primary =
  'rounded bg-stone-900 px-4 py-2.5 font-medium text-white disabled:opacity-50 aria-disabled:opacity-50'
const alert = 'mt-2 rounded bg-red-50 px-3 py-2 text-sm text-red-800'

export function Alert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className={alert}>
      {message}
    </p>
  )
}

/**
 * An alert that, when it appears, is scrolled to and takes the focus: it answers a button at the end
 * of a long page, and a phone shows little below that button. Render it with a `key` per message, so
 * that a new message comes into view again.
 */
export function FocusedAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' })
    ref.current?.focus({ preventScroll: true })
  }, [])
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={`${alert} focus:outline-2 focus:outline-red-800`}>
      {children}
    </p>
  )
}
