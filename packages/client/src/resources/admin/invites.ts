import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, Invite, UserRole } from '../../types'
import { BaseResource } from '../base'

export interface AdminListInvitesRes {
  invites: Invite[]
}
export type AdminInviteDeleteRes = DeleteResponse<'invite'>
export interface AdminPostInvitesPayload {
  /** The invitee's email. */
  user: string
  role: UserRole
  /** Not in Medusa v1: `locale` is the language of the invite e-mail (and of the new user's). */
  metadata?: { locale?: string } & Record<string, unknown>
}
export interface AdminPostInvitesInviteAcceptReq {
  token: string
  user: { first_name: string; last_name: string; password: string }
}

export class AdminInvitesResource extends BaseResource {
  /** Public: creates the user from the invite's token (no admin session needed). */
  accept(payload: AdminPostInvitesInviteAcceptReq, customHeaders?: CustomHeaders): ResponsePromise {
    return this.http.post('/admin/invites/accept', payload, customHeaders)
  }

  create(payload: AdminPostInvitesPayload, customHeaders?: CustomHeaders): ResponsePromise {
    return this.http.post('/admin/invites', payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminInviteDeleteRes> {
    return this.http.delete(`/admin/invites/${id}`, undefined, customHeaders)
  }

  list(customHeaders?: CustomHeaders): ResponsePromise<AdminListInvitesRes> {
    return this.http.get('/admin/invites', undefined, customHeaders)
  }

  resend(id: string, customHeaders?: CustomHeaders): ResponsePromise {
    return this.http.post(`/admin/invites/${id}/resend`, undefined, customHeaders)
  }
}
