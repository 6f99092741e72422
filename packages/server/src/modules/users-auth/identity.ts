import type { AppContext } from '../../context'
import type { IdentityResolver } from '../../http/auth'
import { findUserById, sessionSubject, userIdByApiToken } from './queries'
import { isTokenRevoked } from './revocation'

/**
 * Identity look-ups for the auth hook. Customers are resolved by the customers module when it
 * is installed; until then a store session names no one.
 */
export function createIdentityResolver(
  ctx: AppContext,
  customerExists: (id: string) => Promise<boolean> = async () => false,
): IdentityResolver {
  return {
    async userIdBySession(sessionId) {
      const subject = await sessionSubject(ctx.db, sessionId, 'admin')
      return subject ? ((await findUserById(ctx.db, subject))?.id ?? null) : null
    },
    async userIdById(userId, issuedAtMs) {
      if (await isTokenRevoked(ctx.db, 'admin', userId, issuedAtMs)) return null
      return (await findUserById(ctx.db, userId))?.id ?? null
    },
    userIdByApiToken: (token) => userIdByApiToken(ctx.db, token),
    async customerIdBySession(sessionId) {
      const subject = await sessionSubject(ctx.db, sessionId, 'store')
      return subject && (await customerExists(subject)) ? subject : null
    },
    async customerIdById(customerId, issuedAtMs) {
      if (await isTokenRevoked(ctx.db, 'store', customerId, issuedAtMs)) return null
      return (await customerExists(customerId)) ? customerId : null
    },
  }
}
