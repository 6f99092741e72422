import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse } from '../../types'
import { BaseResource } from '../base'

export type AdminCreateUploadPayload = Blob | Blob[]
export interface AdminUploadsRes {
  uploads: { url: string; key: string }[]
}
export interface AdminDeleteUploadsReq {
  file_key: string
}
export type AdminDeleteUploadsRes = DeleteResponse<'file'>
export interface AdminPostUploadsDownloadUrlReq {
  file_key: string
}
export interface AdminUploadsDownloadUrlRes {
  download_url: string
}

// Every file goes under the field `files`; fetch supplies the multipart boundary itself.
function toFormData(file: AdminCreateUploadPayload): FormData {
  const form = new FormData()
  for (const item of Array.isArray(file) ? file : [file]) form.append('files', item)
  return form
}

export class AdminUploadsResource extends BaseResource {
  create(file: AdminCreateUploadPayload, customHeaders?: CustomHeaders): ResponsePromise<AdminUploadsRes> {
    return this.http.post('/admin/uploads', toFormData(file), customHeaders)
  }

  /** Private storage, e.g. import files a batch job reads by key. */
  createProtected(
    file: AdminCreateUploadPayload,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminUploadsRes> {
    return this.http.post('/admin/uploads/protected', toFormData(file), customHeaders)
  }

  delete(
    payload: AdminDeleteUploadsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDeleteUploadsRes> {
    return this.http.delete('/admin/uploads', payload, customHeaders)
  }

  getPresignedDownloadUrl(
    payload: AdminPostUploadsDownloadUrlReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminUploadsDownloadUrlRes> {
    return this.http.post('/admin/uploads/download-url', payload, customHeaders)
  }
}
