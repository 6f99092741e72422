import type { ChangeOwnPasswordBody } from '@mercato/domain'
import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  PaginatedResponse,
  StringFilter,
  User,
  UserRole,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminUserRes {
  user: User
}
export interface AdminUsersListRes extends PaginatedResponse {
  users: User[]
}
export type AdminDeleteUserRes = DeleteResponse<'user'>
export interface AdminCreateUserPayload {
  email: string
  password: string
  first_name?: string
  last_name?: string
  role?: UserRole
}
export interface AdminUpdateUserPayload {
  first_name?: string
  last_name?: string
  role?: UserRole
  api_token?: string
  metadata?: Record<string, unknown>
}
export interface AdminResetPasswordTokenRequest {
  email: string
}
export interface AdminResetPasswordRequest {
  token: string
  password: string
  email?: string
}
export interface AdminGetUsersParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  email?: string
  first_name?: string
  last_name?: string
}

export type AdminChangeOwnPasswordRequest = ChangeOwnPasswordBody

export class AdminUsersResource extends BaseResource {
  /** Public; always answers 204 so it cannot reveal which emails have accounts. */
  sendResetPasswordToken(
    payload: AdminResetPasswordTokenRequest,
    customHeaders?: CustomHeaders,
  ): ResponsePromise {
    return this.http.post('/admin/users/password-token', payload, customHeaders)
  }

  /** Public: sets a new password with the emailed token. */
  resetPassword(
    payload: AdminResetPasswordRequest,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminUserRes> {
    return this.http.post('/admin/users/reset-password', payload, customHeaders)
  }

  /** Mercato: the signed-in user changes their own password; other sessions and tokens end. */
  changeOwnPassword(
    payload: AdminChangeOwnPasswordRequest,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminUserRes> {
    return this.http.post('/admin/mercato/me/password', payload, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminUserRes> {
    return this.http.get(`/admin/users/${id}`, undefined, customHeaders)
  }

  create(payload: AdminCreateUserPayload, customHeaders?: CustomHeaders): ResponsePromise<AdminUserRes> {
    return this.http.post('/admin/users', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminUpdateUserPayload,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminUserRes> {
    return this.http.post(`/admin/users/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminDeleteUserRes> {
    return this.http.delete(`/admin/users/${id}`, undefined, customHeaders)
  }

  list(query?: AdminGetUsersParams, customHeaders?: CustomHeaders): ResponsePromise<AdminUsersListRes> {
    return this.http.get('/admin/users', query, customHeaders)
  }
}
