import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, ListParams, Note, PaginatedResponse } from '../../types'
import { BaseResource } from '../base'

export interface AdminNotesRes {
  note: Note
}
export interface AdminNotesListRes extends PaginatedResponse {
  notes: Note[]
}
export type AdminNotesDeleteRes = DeleteResponse<'note'>
export interface AdminPostNotesReq {
  resource_id: string
  resource_type: string
  value: string
}
export interface AdminPostNotesNoteReq {
  value: string
}
export interface AdminGetNotesParams extends ListParams {
  resource_id?: string
}

export class AdminNotesResource extends BaseResource {
  create(payload: AdminPostNotesReq, customHeaders?: CustomHeaders): ResponsePromise<AdminNotesRes> {
    return this.http.post('/admin/notes', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostNotesNoteReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminNotesRes> {
    return this.http.post(`/admin/notes/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminNotesDeleteRes> {
    return this.http.delete(`/admin/notes/${id}`, undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminNotesRes> {
    return this.http.get(`/admin/notes/${id}`, undefined, customHeaders)
  }

  list(query?: AdminGetNotesParams, customHeaders?: CustomHeaders): ResponsePromise<AdminNotesListRes> {
    return this.http.get('/admin/notes', query, customHeaders)
  }
}
