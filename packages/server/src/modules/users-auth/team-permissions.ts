import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { ForbiddenError } from '../../http/errors'
import { findUserById } from './queries'

// Who may manage the team. Medusa v1 stores a role on each user and checks none of them, so any
// signed-in member could make themselves an admin or remove the owner. In Mercato the team (users,
// roles, invites) is managed by admins; members and developers run the shop and edit their own name.

export const TEAM_ADMIN_ONLY =
  'Only an admin can manage the team: invite, add or remove users, and change roles'

async function roleOf(ctx: AppContext, req: FastifyRequest) {
  const id = req.actor.userId
  return id ? (await findUserById(ctx.db, id))?.role : undefined
}

export const isTeamAdmin = async (ctx: AppContext, req: FastifyRequest) =>
  (await roleOf(ctx, req)) === 'admin'

/** Refuses (403) unless the signed-in user is an admin. */
export async function assertTeamAdmin(ctx: AppContext, req: FastifyRequest) {
  if (!(await isTeamAdmin(ctx, req))) throw new ForbiddenError(TEAM_ADMIN_ONLY)
}

/**
 * A user's update: an admin may change anyone; others only themselves, and not their role (their
 * own API token is theirs to set).
 */
export async function assertMayUpdateUser(
  ctx: AppContext,
  req: FastifyRequest,
  targetId: string,
  body: { role?: unknown },
) {
  if ((await roleOf(ctx, req)) === 'admin') return
  if (req.actor.userId !== targetId || body.role !== undefined) throw new ForbiddenError(TEAM_ADMIN_ONLY)
}
