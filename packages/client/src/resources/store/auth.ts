import type { CustomHeaders, ResponsePromise } from '../../http'
import type { Customer } from '../../types'
import { BaseResource, segment } from '../base'

export interface StorePostAuthReq {
  email: string
  password: string
}
export interface StoreAuthRes {
  customer: Customer
}
export interface StoreGetAuthEmailRes {
  exists: boolean
}
export interface StoreBearerAuthRes {
  access_token: string
}

export class AuthResource extends BaseResource {
  /** Logs the customer in with a cookie session. */
  authenticate(payload: StorePostAuthReq, customHeaders?: CustomHeaders): ResponsePromise<StoreAuthRes> {
    return this.http.post('/store/auth', payload, customHeaders)
  }

  deleteSession(customHeaders?: CustomHeaders): ResponsePromise {
    return this.http.delete('/store/auth', undefined, customHeaders)
  }

  getSession(customHeaders?: CustomHeaders): ResponsePromise<StoreAuthRes> {
    return this.http.get('/store/auth', undefined, customHeaders)
  }

  exists(email: string, customHeaders?: CustomHeaders): ResponsePromise<StoreGetAuthEmailRes> {
    return this.http.get(`/store/auth/${segment(email)}`, undefined, customHeaders)
  }

  /** Logs in for a JWT and keeps it in memory: later store calls send it as a bearer token. */
  async getToken(
    payload: StorePostAuthReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreBearerAuthRes> {
    const result = await this.http.post<StoreBearerAuthRes>('/store/auth/token', payload, customHeaders)
    this.http.setToken('store', result.access_token)
    return result
  }
}
