import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerAuthRoutes } from './auth.routes'
import { registerInviteRoutes } from './invites.routes'
import { registerUserRoutes } from './users.routes'

export { createIdentityResolver } from './identity'
export { installStaffAccessGuard } from './staff-access'
export { createUser, normalizeEmail } from './service'

export function registerUsersAuth(app: FastifyInstance, ctx: AppContext) {
  registerAuthRoutes(app, ctx)
  registerUserRoutes(app, ctx)
  registerInviteRoutes(app, ctx)
}
