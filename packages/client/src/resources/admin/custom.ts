import type { CustomHeaders, RequestOptions, ResponsePromise } from '../../http'
import { BaseResource } from '../base'

/** Adds the leading slash and the /admin prefix unless the path already starts with /admin. */
export function createAdminPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`
  return /^\/admin(\/|\?|$)/.test(withSlash) ? withSlash : `/admin${withSlash}`
}

/** Calls to admin routes the typed resources do not cover (plugins, extensions). */
export class AdminCustomResource extends BaseResource {
  get<TQuery extends object = Record<string, unknown>, TResponse = unknown>(
    path: string,
    query?: TQuery,
    options?: RequestOptions,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<TResponse> {
    return this.http.request('GET', createAdminPath(path), { query, options, customHeaders })
  }

  post<TPayload extends object = Record<string, unknown>, TResponse = unknown>(
    path: string,
    payload?: TPayload,
    options?: RequestOptions,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<TResponse> {
    return this.http.request('POST', createAdminPath(path), { body: payload, options, customHeaders })
  }

  delete<TResponse = unknown>(
    path: string,
    options?: RequestOptions,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<TResponse> {
    return this.http.request('DELETE', createAdminPath(path), { options, customHeaders })
  }
}
