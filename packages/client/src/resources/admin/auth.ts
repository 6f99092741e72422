import type { CustomHeaders, ResponsePromise } from '../../http'
import type { User } from '../../types'
import { BaseResource } from '../base'

export interface AdminPostAuthReq {
  email: string
  password: string
}
export interface AdminAuthRes {
  user: User
}
export interface AdminBearerAuthRes {
  access_token: string
}

export class AdminAuthResource extends BaseResource {
  getSession(customHeaders?: CustomHeaders): ResponsePromise<AdminAuthRes> {
    return this.http.get('/admin/auth', undefined, customHeaders)
  }

  deleteSession(customHeaders?: CustomHeaders): ResponsePromise {
    return this.http.delete('/admin/auth', undefined, customHeaders)
  }

  /** Logs in with a cookie session. */
  createSession(payload: AdminPostAuthReq, customHeaders?: CustomHeaders): ResponsePromise<AdminAuthRes> {
    return this.http.post('/admin/auth', payload, customHeaders)
  }

  /** Logs in for a JWT and keeps it in memory: later admin calls send it as a bearer token. */
  async getToken(
    payload: AdminPostAuthReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminBearerAuthRes> {
    const result = await this.http.post<AdminBearerAuthRes>('/admin/auth/token', payload, customHeaders)
    this.http.setToken('admin', result.access_token)
    return result
  }
}
