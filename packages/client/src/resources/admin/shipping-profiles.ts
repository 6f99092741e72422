import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, ShippingProfile, ShippingProfileType } from '../../types'
import { BaseResource } from '../base'

export interface AdminShippingProfilesRes {
  shipping_profile: ShippingProfile
}
export interface AdminShippingProfilesListRes {
  shipping_profiles: ShippingProfile[]
}
export type AdminDeleteShippingProfileRes = DeleteResponse<'shipping_profile'>
export interface AdminPostShippingProfilesReq {
  name: string
  type: ShippingProfileType
  metadata?: Record<string, unknown>
}
export interface AdminPostShippingProfilesProfileReq extends Partial<AdminPostShippingProfilesReq> {
  products?: string[]
  shipping_options?: string[]
}

export class AdminShippingProfilesResource extends BaseResource {
  create(
    payload: AdminPostShippingProfilesReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminShippingProfilesRes> {
    return this.http.post('/admin/shipping-profiles', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostShippingProfilesProfileReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminShippingProfilesRes> {
    return this.http.post(`/admin/shipping-profiles/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminDeleteShippingProfileRes> {
    return this.http.delete(`/admin/shipping-profiles/${id}`, undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminShippingProfilesRes> {
    return this.http.get(`/admin/shipping-profiles/${id}`, undefined, customHeaders)
  }

  list(customHeaders?: CustomHeaders): ResponsePromise<AdminShippingProfilesListRes> {
    return this.http.get('/admin/shipping-profiles', undefined, customHeaders)
  }
}
