import { type ClientConfig, Mercato, type MercatoStore } from '@mercato/client'
import { QueryClient, QueryClientProvider, type QueryClientProviderProps } from '@tanstack/react-query'
import { type ReactNode, createContext, useContext, useMemo, useState } from 'react'

/** TanStack Query defaults for Mercato screens: no refetch on focus, 90 s fresh, one retry. */
export const DEFAULT_QUERY_OPTIONS = { refetchOnWindowFocus: false, staleTime: 90_000, retry: 1 } as const

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...DEFAULT_QUERY_OPTIONS } } })
}

export interface MercatoContextValue {
  client: Mercato
}

const MercatoContext = createContext<MercatoContextValue | null>(null)

type QueryClientProps = Partial<Omit<QueryClientProviderProps, 'children'>>

export interface MercatoProviderProps extends Omit<ClientConfig, 'maxRetries'> {
  children?: ReactNode
  /** Client retries (default 3, like medusa-react): POSTs then carry an Idempotency-Key. */
  maxRetries?: number
  /** A ready client; the connection props are then ignored. */
  client?: Mercato
  /** Pass `client` to share a QueryClient; otherwise one with DEFAULT_QUERY_OPTIONS is created. */
  queryClientProviderProps?: QueryClientProps
}

/**
 * Provides the Mercato client and a QueryClient. Connection props are read once, on mount: tokens and
 * keys set on the client later would be lost if it were rebuilt; pass a new `client` to switch servers.
 */
export function MercatoProvider({
  children,
  client,
  queryClientProviderProps,
  ...config
}: MercatoProviderProps) {
  const [ownClient] = useState(() => client ?? new Mercato({ ...config, maxRetries: config.maxRetries ?? 3 }))
  return (
    <MercatoClientProvider client={client ?? ownClient} queryClientProviderProps={queryClientProviderProps}>
      {children}
    </MercatoClientProvider>
  )
}

export interface MercatoClientProviderProps {
  children?: ReactNode
  /**
   * The client the hooks call: a full `Mercato`, or a store-only `MercatoStore` (from
   * `@mercato/client/store`) when only the store hooks are used, which keeps the admin resources
   * out of a storefront's bundle. Admin hooks need the full client.
   */
  client: Mercato | MercatoStore
  /** Pass `client` to share a QueryClient; otherwise one with DEFAULT_QUERY_OPTIONS is created. */
  queryClientProviderProps?: QueryClientProps
}

/**
 * MercatoProvider without the client factory: it takes a ready client and never refers to the full
 * `Mercato` class, so a bundler can leave the admin resources out.
 */
export function MercatoClientProvider({
  children,
  client,
  queryClientProviderProps,
}: MercatoClientProviderProps) {
  const [ownQueryClient] = useState(() => queryClientProviderProps?.client ?? createQueryClient())
  const queryClient = queryClientProviderProps?.client ?? ownQueryClient
  // The hooks are typed against the full client; a store-only one answers every store hook.
  const value = useMemo<MercatoContextValue>(() => ({ client: client as Mercato }), [client])
  return (
    <QueryClientProvider {...queryClientProviderProps} client={queryClient}>
      <MercatoContext.Provider value={value}>{children}</MercatoContext.Provider>
    </QueryClientProvider>
  )
}

/** The client of the nearest MercatoProvider. */
export function useMercato(): MercatoContextValue {
  const context = useContext(MercatoContext)
  if (!context) throw new Error('useMercato must be used within a MercatoProvider')
  return context
}
