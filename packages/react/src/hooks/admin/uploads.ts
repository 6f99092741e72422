// Admin file uploads (nothing cached to refresh).
import type {
  AdminCreateUploadPayload,
  AdminDeleteUploadsReq,
  AdminDeleteUploadsRes,
  AdminPostUploadsDownloadUrlReq,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { type EnvelopeMutationOptions, useInvalidatingMutation } from '../utils'

export function useAdminUploadFile(
  options?: EnvelopeMutationOptions<AdminUploadsRes, AdminCreateUploadPayload>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (file: AdminCreateUploadPayload) => client.admin.uploads.create(file),
    [],
    options,
  )
}

export function useAdminUploadProtectedFile(
  options?: EnvelopeMutationOptions<AdminUploadsRes, AdminCreateUploadPayload>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (file: AdminCreateUploadPayload) => client.admin.uploads.createProtected(file),
    [],
    options,
  )
}

export function useAdminCreatePresignedDownloadUrl(
  options?: EnvelopeMutationOptions<AdminUploadsDownloadUrlRes, AdminPostUploadsDownloadUrlReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostUploadsDownloadUrlReq) => client.admin.uploads.getPresignedDownloadUrl(payload),
    [],
    options,
  )
}

export function useAdminDeleteFile(
  options?: EnvelopeMutationOptions<AdminDeleteUploadsRes, AdminDeleteUploadsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteUploadsReq) => client.admin.uploads.delete(payload),
    [],
    options,
  )
}
