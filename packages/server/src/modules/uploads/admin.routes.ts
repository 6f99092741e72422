import multipart from '@fastify/multipart'
import { invalidData } from '@mercato/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { MAX_FILES_PER_REQUEST, UPLOAD_FIELD, deleteUpload, downloadUrl, storeUploads } from './service'

const fileKeyBody = z.strictObject({ file_key: z.string().min(1) })

export function registerUploadAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  // Encapsulated so the multipart parser serves these routes only.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        // One byte over the limit lets the storage tell "exactly the limit" from "too large".
        fileSize: ctx.config.uploadMaxBytes + 1,
        files: MAX_FILES_PER_REQUEST,
        fields: 20,
        parts: MAX_FILES_PER_REQUEST + 20,
      },
    })
    const r = scope.withTypeProvider<ZodTypeProvider>()

    const upload = (visibility: 'public' | 'private') => async (req: FastifyRequest) => {
      if (!req.isMultipart())
        throw invalidData(`Send the files as multipart/form-data in the field "${UPLOAD_FIELD}"`)
      return { uploads: await storeUploads(ctx, req.files(), visibility) }
    }
    r.post('/admin/uploads', upload('public'))
    r.post('/admin/uploads/protected', upload('private'))

    r.delete('/admin/uploads', { schema: { body: fileKeyBody } }, async (req) =>
      deleteUpload(ctx, req.body.file_key),
    )
    r.post('/admin/uploads/download-url', { schema: { body: fileKeyBody } }, async (req) => ({
      download_url: await downloadUrl(ctx, req.body.file_key),
    }))
  })
}
