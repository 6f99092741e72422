import type { FastifyRequest } from 'fastify'
import { ForbiddenError } from '../../http/errors'

// Who may manage the team. Medusa v1 stores a role on each user and checks none of them, so any
// signed-in member could make themselves an admin or remove the owner. In Mercato the team (users,
// roles, areas, invites) is managed by admins; members and developers run the shop and edit their
// own name.

export const TEAM_ADMIN_ONLY =
  'Only an admin can manage the team: invite, add or remove users, and change roles'

/** The role came with the request's sign-in look-up. */
export const isTeamAdmin = (req: FastifyRequest) => req.actor.staff?.role === 'admin'

/** Refuses (403) unless the signed-in user is an admin. */
export function assertTeamAdmin(req: FastifyRequest) {
  if (!isTeamAdmin(req)) throw new ForbiddenError(TEAM_ADMIN_ONLY)
}

/**
 * A user's update: an admin may change anyone; others only themselves, and neither their role nor
 * their access (`metadata.areas` and `metadata.withheld`, which clearing the whole metadata would also
 * reset to every area and action).
 * Their own API token is theirs to set.
 */
export function assertMayUpdateUser(
  req: FastifyRequest,
  targetId: string,
  body: { role?: unknown; metadata?: Record<string, unknown> | null | undefined },
) {
  if (isTeamAdmin(req)) return
  const touchesAccess =
    body.metadata === null ||
    (body.metadata != null && ('areas' in body.metadata || 'withheld' in body.metadata))
  if (req.actor.userId !== targetId || body.role !== undefined || touchesAccess)
    throw new ForbiddenError(TEAM_ADMIN_ONLY)
}
