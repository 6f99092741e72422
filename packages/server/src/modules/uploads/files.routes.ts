import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { contentTypeOf, isSafeKey } from './keys'
import { type Visibility, fileStorage, urlSigner } from './storage'

const keyParams = z.strictObject({ key: z.string() })
const signedQuery = z.strictObject({
  expires: z.coerce.number({ error: 'expires must be a number' }).int(),
  signature: z.string().min(1),
})

/** Served files are data, never pages: no scripts even if a file were misread as HTML. */
export const FILE_SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
}

/** Serves stored files: public ones to anyone, private ones only through a signed, unexpired link. */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const signer = urlSigner(ctx.config)

  const send = async (reply: FastifyReply, key: string, visibility: Visibility) => {
    const found = isSafeKey(key) ? await fileStorage(ctx).get(key, visibility) : null
    if (!found) return reply.status(404).send({ type: 'not_found', message: 'File not found' })
    reply
      .header('content-type', contentTypeOf(key))
      .header('content-length', found.size)
      .headers(FILE_SAFETY_HEADERS)
    if (visibility === 'private') {
      const name = key.replace(/^[0-9A-Z]{26}-/, '')
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
    } else {
      reply.header('cache-control', 'public, max-age=86400')
    }
    return reply.send(found.stream)
  }

  r.get('/uploads/:key', { schema: { params: keyParams } }, async (req, reply) =>
    send(reply, req.params.key, 'public'),
  )

  r.get(
    '/uploads/protected/:key',
    { schema: { params: keyParams, querystring: signedQuery } },
    async (req, reply) => {
      const { key } = req.params
      const verdict = signer.verify(key, req.query.expires, req.query.signature)
      if (verdict !== 'ok') {
        return reply.status(403).send({
          type: 'not_allowed',
          message:
            verdict === 'expired' ? 'This download link has expired' : 'This download link is not valid',
        })
      }
      return send(reply, key, 'private')
    },
  )
}
