import { lazy, Suspense } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

// Several errors on one field are rare; the tooltip's positioning code stays off the login screen until then.
const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })))

export type FieldErrors = string | string[] | FieldError | undefined

/** All messages of a field: react-hook-form's `types` (criteriaMode 'all') or its single message. */
export function errorMessages(error: FieldErrors): string[] {
  if (!error) return []
  if (typeof error === 'string') return [error]
  if (Array.isArray(error)) return error.filter(Boolean)
  const fromTypes = Object.values(error.types ?? {})
    .flat()
    .filter((m): m is string => typeof m === 'string' && m.length > 0)
  if (fromTypes.length) return [...new Set(fromTypes)]
  return error.message ? [error.message] : []
}

/** First message, and '+N errors' with the rest in a tooltip. */
export function InputError({ id, errors }: { id?: string; errors: FieldErrors }) {
  const { t } = useTranslation()
  const [first, ...rest] = errorMessages(errors)
  if (!first) return null
  const more = t('input.moreErrors', { count: rest.length })
  return (
    <div id={id} role="alert" className="mt-1 flex items-center gap-2 text-xs text-rose-500">
      <span>{first}</span>
      {rest.length > 0 && (
        <Suspense fallback={<span>{more}</span>}>
          <Tooltip
            content={
              <ul className="list-disc ps-4">
                {rest.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            }
          >
            <button type="button" className="cursor-help underline decoration-dotted">
              {more}
            </button>
          </Tooltip>
        </Suspense>
      )}
    </div>
  )
}
