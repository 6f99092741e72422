import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from '../../http/type-provider'
import { demoImageSvg } from '../catalog/seed-images'
import { FILE_SAFETY_HEADERS } from './files.routes'

const nameParams = z.strictObject({ name: z.string() })

/**
 * The demo products' pictures, drawn on request: the same on every server process, with no file to
 * keep, so a seeded database shows them wherever it is opened. Served like public uploads.
 */
export function registerDemoImageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/uploads/demo/:name', { schema: { params: nameParams } }, async (req, reply) => {
    const svg = demoImageSvg(req.params.name)
    if (!svg) throw notFound('File not found')
    return reply
      .header('content-type', 'image/svg+xml')
      .headers(FILE_SAFETY_HEADERS)
      .header('cache-control', 'public, max-age=86400')
      .send(svg)
  })
}
