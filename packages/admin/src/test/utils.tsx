import { MercatoProvider } from '@mercato/react'
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import i18n from 'i18next'
import { type ReactElement, type ReactNode, useState } from 'react'
import { initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import en from '../../public/locales/en/translation.json'
import { ConfirmDialogHost } from '../components/ui/confirm-dialog'
import { Toaster } from '../components/ui/toaster'
import { createMercatoClient } from '../lib/mercato'

/** English resources in memory: tests read real strings without HTTP. */
export function initTestI18n() {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
  }
  return i18n
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

/** A client that answers through whatever `globalThis.fetch` is at call time, without retries. */
const testMercatoClient = () =>
  createMercatoClient({
    baseUrl: 'http://localhost',
    retryPolicy: 'default',
    maxRetries: 0,
    fetch: (...args) => globalThis.fetch(...args),
  })

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [api] = useState(testMercatoClient)
  return (
    <MercatoProvider client={api} queryClientProviderProps={{ client }}>
      {children}
      <Toaster />
      <ConfirmDialogHost />
    </MercatoProvider>
  )
}

/** Renders `ui` at `path` inside a memory router, a query client and the toaster. */
export function renderWithProviders(ui: ReactElement, opts: { client?: QueryClient; path?: string } = {}) {
  initTestI18n()
  const client = opts.client ?? testQueryClient()
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [opts.path ?? '/'] })
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...result, client, router }
}

type Handler = (url: URL, init: RequestInit) => { status?: number; body?: unknown } | undefined

/** Replaces fetch with a table of answers; unmatched calls get 404. Returns the call log. */
export function mockFetch(handler: Handler) {
  const calls: { url: URL; init: RequestInit; at: number }[] = []
  globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    calls.push({ url, init, at: Date.now() })
    const answer = handler(url, init) ?? { status: 404, body: { type: 'not_found', message: 'Not found' } }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body)
    const status = answer.status ?? 200
    // A bare object rather than happy-dom's Response, whose body stream resolves on real-time ticks
    // that fake timers never advance.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      url: url.href,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
    } as Response
  }) as typeof fetch
  return calls
}
