import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerUploadAdminRoutes } from './admin.routes'
import { registerDemoImageRoutes } from './demo-images.routes'
import { registerFileRoutes } from './files.routes'

export function registerUploads(app: FastifyInstance, ctx: AppContext) {
  registerUploadAdminRoutes(app, ctx)
  registerFileRoutes(app, ctx)
  registerDemoImageRoutes(app)
}

export { fileStorage, setFileStorage } from './storage'
export type { FileStorage, Visibility } from './storage'
export { generateFileKey, isSafeKey } from './keys'
