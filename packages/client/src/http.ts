import { ClientError } from './errors'
import { withQuery } from './qs'
import { type RetryPolicy, dashboardRetryPolicy, defaultRetryPolicy } from './retry'

export type HttpMethod = 'GET' | 'POST' | 'DELETE'
export type CustomHeaders = Record<string, string>
export type TokenDomain = 'admin' | 'store'

export interface ClientConfig {
  /** Server address; default http://localhost:9000. */
  baseUrl?: string
  /** Retries after the first attempt under the default policy; 0 (off) when unset. */
  maxRetries?: number
  /** Admin API token, sent as x-medusa-access-token on authenticated /admin calls. */
  apiKey?: string
  publishableApiKey?: string
  customHeaders?: CustomHeaders
  /**
   * 'default' = medusa-js's policy (with `maxRetries`, or 3 retries when `maxRetries` is unset);
   * 'dashboard' = the admin dashboard's policy; or your own. Unset = default policy with `maxRetries ?? 0`.
   */
  retryPolicy?: 'default' | 'dashboard' | RetryPolicy
  /** fetch implementation (tests, SSR frameworks); the global fetch by default. */
  fetch?: typeof fetch
  /** Waits between retries; replaceable so tests and custom schedulers need not sleep for real. */
  sleep?: (ms: number) => Promise<void>
}

export interface RequestOptions {
  /** Abort the attempt after this many milliseconds. */
  timeout?: number
  /** Retries for this call under the default policy, overriding the configured policy. */
  numberOfRetries?: number
  signal?: AbortSignal
}

export interface HTTPResponse {
  status: number
  statusText: string
  headers: Record<string, string>
  url: string
}

/** A response: the JSON body's keys at top level plus `response` (status, headers). */
export type MercatoResponse<T> = T & { response: HTTPResponse }
export type ResponsePromise<T = Record<string, never>> = Promise<MercatoResponse<T>>

export interface CallInit {
  query?: object
  body?: unknown
  options?: RequestOptions
  customHeaders?: CustomHeaders
}

// The admin routes that answer without authentication (medusa-js's list): no access token is attached.
const PUBLIC_ADMIN_ROUTES = new Set([
  'POST /admin/auth',
  'POST /admin/users/password-token',
  'POST /admin/users/reset-password',
  'POST /admin/invites/accept',
])

export const DEFAULT_BASE_URL = 'http://localhost:9000'

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function resolvePolicy(config: ClientConfig): RetryPolicy {
  const { retryPolicy, maxRetries } = config
  if (retryPolicy === 'dashboard') return dashboardRetryPolicy()
  if (retryPolicy && typeof retryPolicy === 'object') return retryPolicy
  return defaultRetryPolicy(maxRetries ?? (retryPolicy === 'default' ? 3 : 0))
}

function toHttpResponse(res: Response): HTTPResponse {
  const headers: Record<string, string> = {}
  res.headers.forEach((value, key) => {
    headers[key] = value
  })
  return { status: res.status, statusText: res.statusText, headers, url: res.url }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Transport shared by every resource: headers, tokens, query strings, JSON, retries and errors. */
export class HttpClient {
  readonly config: ClientConfig
  private readonly policy: RetryPolicy
  private readonly tokens: Partial<Record<TokenDomain, string>> = {}
  private publishableKey: string | undefined

  constructor(config: ClientConfig = {}) {
    this.config = { ...config, baseUrl: (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '') }
    this.policy = resolvePolicy(config)
    this.publishableKey = config.publishableApiKey
  }

  /** Keep a JWT in memory for one realm; calls under /admin use the admin one, the rest the store one. */
  setToken(domain: TokenDomain, token: string | null | undefined): void {
    if (domain !== 'admin' && domain !== 'store') {
      throw new Error(`The token domain must be admin or store, received "${String(domain)}"`)
    }
    if (token) this.tokens[domain] = token
    else delete this.tokens[domain]
  }

  getToken(domain: TokenDomain): string | undefined {
    return this.tokens[domain]
  }

  /** Replaces the publishable key given in the config (the later, explicit call wins). */
  setPublishableKey(key: string | null | undefined): void {
    this.publishableKey = key ?? undefined
  }

  buildHeaders(method: HttpMethod, path: string, init: CallInit, policy: RetryPolicy): Headers {
    const headers = new Headers({ Accept: 'application/json' })
    if (!(init.body instanceof FormData)) headers.set('Content-Type', 'application/json')
    const isAdmin = path === '/admin' || path.startsWith('/admin/')
    if (this.config.apiKey && isAdmin && !PUBLIC_ADMIN_ROUTES.has(`${method} ${path}`)) {
      headers.set('x-medusa-access-token', this.config.apiKey)
    }
    const token = this.tokens[isAdmin ? 'admin' : 'store']
    if (token) headers.set('Authorization', `Bearer ${token}`)
    // A storefront key means nothing to the admin API, and a revoked one must not break admin calls.
    if (this.publishableKey && !isAdmin) headers.set('x-publishable-api-key', this.publishableKey)
    // One key per call, reused by its retries, so a retried POST can never act twice on the server.
    const mayRetry = policy.retriesPosts || (this.config.maxRetries ?? 0) > 0
    if (method === 'POST' && mayRetry) headers.set('Idempotency-Key', crypto.randomUUID())
    for (const extra of [this.config.customHeaders, init.customHeaders]) {
      for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
    }
    return headers
  }

  async request<T>(method: HttpMethod, path: string, init: CallInit = {}): ResponsePromise<T> {
    const { options } = init
    const policy =
      options?.numberOfRetries === undefined ? this.policy : defaultRetryPolicy(options.numberOfRetries)
    const url = this.config.baseUrl + withQuery(path, init.query)
    const headers = this.buildHeaders(method, path, init, policy)
    const hasBody = method !== 'GET' && init.body !== undefined
    const body = hasBody ? (init.body instanceof FormData ? init.body : JSON.stringify(init.body)) : undefined
    const fetchImpl = this.config.fetch ?? globalThis.fetch
    const sleep = this.config.sleep ?? wait

    for (let attempt = 0; ; attempt++) {
      const signals = [options?.signal, options?.timeout ? AbortSignal.timeout(options.timeout) : undefined]
      const active = signals.filter((s): s is AbortSignal => !!s)
      const signal = active.length > 1 ? AbortSignal.any(active) : active[0]
      let res: Response | undefined
      let failure: unknown
      try {
        res = await fetchImpl(url, { method, headers, body, credentials: 'include', signal })
      } catch (error) {
        failure = error
      }
      if (res?.ok) {
        const data = await readBody(res)
        const fields = data && typeof data === 'object' && !Array.isArray(data) ? data : {}
        return { ...(fields as T), response: toHttpResponse(res) }
      }
      // A caller's own abort is a decision, not a transient failure.
      const delay = options?.signal?.aborted
        ? -1
        : policy.next({ attempt, method, status: res?.status, retryAfter: res?.headers.get('retry-after') })
      if (delay < 0) {
        if (!res) throw ClientError.network(failure)
        throw ClientError.fromResponse(toHttpResponse(res), await readBody(res))
      }
      await res?.body?.cancel()
      await sleep(delay)
    }
  }

  get<T>(path: string, query?: object, customHeaders?: CustomHeaders): ResponsePromise<T> {
    return this.request<T>('GET', path, { query, customHeaders })
  }

  post<T>(path: string, body?: unknown, customHeaders?: CustomHeaders, query?: object): ResponsePromise<T> {
    return this.request<T>('POST', path, { body, customHeaders, query })
  }

  delete<T>(path: string, body?: unknown, customHeaders?: CustomHeaders, query?: object): ResponsePromise<T> {
    return this.request<T>('DELETE', path, { body, customHeaders, query })
  }
}
