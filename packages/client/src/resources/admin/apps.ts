import type { CustomHeaders, ResponsePromise } from '../../http'
import { BaseResource } from '../base'

export interface OAuthApp {
  id: string
  display_name: string
  application_name: string
  install_url?: string | null
  uninstall_url?: string | null
  data?: Record<string, unknown> | null
}
export interface AdminAppsListRes {
  apps: OAuthApp[]
}
export interface AdminAppsRes {
  apps: OAuthApp
}
export interface AdminPostAppsReq {
  application_name: string
  state: string
  code: string
}

/** OAuth apps (not in medusa-js; served by the API). */
export class AdminAppsResource extends BaseResource {
  list(customHeaders?: CustomHeaders): ResponsePromise<AdminAppsListRes> {
    return this.http.get('/admin/apps', undefined, customHeaders)
  }

  authorize(payload: AdminPostAppsReq, customHeaders?: CustomHeaders): ResponsePromise<AdminAppsRes> {
    return this.http.post('/admin/apps/authorizations', payload, customHeaders)
  }
}
