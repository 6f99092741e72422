import type { AppContext } from '../../context'
import type { IdentityResolver } from '../../http/auth'
import { sessionSubject, sessionUserId, userIdByApiToken, userWithRevocation } from './queries'
import { isTokenRevoked, isVoided } from './revocation'

/**
 * Identity look-ups for the auth hook. Customers are resolved by the customers module when it
 * is installed; until then a store session names no one.
 */
export function createIdentityResolver(
  ctx: AppContext,
  customerExists: (id: string) => Promise<boolean> = async () => false,
): IdentityResolver {
  return {
    userIdBySession: (sessionId) => sessionUserId(ctx.db, sessionId),
    async userIdById(userId, issuedAtMs) {
      const found = await userWithRevocation(ctx.db, userId)
      return found && !isVoided(found.revoked_at, issuedAtMs) ? found.id : null
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
