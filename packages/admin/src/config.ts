// Build-time settings. The backend address defaults to the same origin that serves /app.
const env = import.meta.env ?? {}

/** Backend base address without a trailing slash ('' = same origin). */
export const BACKEND_URL = (env.VITE_MERCATO_BACKEND_URL || '/').replace(/\/+$/, '')

/** Analytics collector; none by default, so no event leaves the browser. */
export const ANALYTICS_URL: string | undefined = env.VITE_MERCATO_ANALYTICS_URL || undefined

export const BASE_PATH = '/app'

/** Where the documentation about usage insights lives (linked from the preferences disclaimer). */
export const ANALYTICS_DOCS_URL =
  'https://github.com/mercato-commerce/mercato/blob/main/docs/usage-insights.md'
