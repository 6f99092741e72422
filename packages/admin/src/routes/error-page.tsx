import { BASE_PATH } from '../config'
import { isRouteErrorResponse, useRouteError } from 'react-router'

export const ERROR_TITLE = 'Unexpected Application Error!'

/**
 * Router error boundary. Kept free of translations and providers on purpose: it must render
 * even when what failed was one of them.
 */
export function ErrorPage() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '')
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-gray-900">{ERROR_TITLE}</h1>
      {detail && (
        <pre className="max-w-xl overflow-auto text-sm whitespace-pre-wrap text-rose-600">{detail}</pre>
      )}
      <a href={`${BASE_PATH}/`} className="text-sm font-medium text-violet-600 underline">
        Mercato
      </a>
    </div>
  )
}
