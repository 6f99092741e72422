import type { AppContext } from '../../context'
import type { IdentityResolver } from '../../http/auth'
import { sessionUserId, userIdByApiToken, userWithRevocation } from './queries'
import { isVoided } from './revocation'

/** Shopper accounts, as the customers module reads them (each look-up one statement). */
export interface AccountLookups {
  /** The account of a live store session. */
  bySession(sessionId: string): Promise<string | null>
  /** A live account and when its bearer tokens were last voided. */
  byId(id: string): Promise<{ id: string; revoked_at: Date | null } | undefined>
}

const NO_ACCOUNTS: AccountLookups = { bySession: async () => null, byId: async () => undefined }

/**
 * Identity look-ups for the auth hook. Customers are resolved by the customers module when it
 * is installed; until then a store session names no one.
 */
export function createIdentityResolver(
  ctx: AppContext,
  accounts: AccountLookups = NO_ACCOUNTS,
): IdentityResolver {
  return {
    userIdBySession: (sessionId) => sessionUserId(ctx.db, sessionId),
    async userIdById(userId, issuedAtMs) {
      const found = await userWithRevocation(ctx.db, userId)
      return found && !isVoided(found.revoked_at, issuedAtMs) ? found.id : null
    },
    userIdByApiToken: (token) => userIdByApiToken(ctx.db, token),
    customerIdBySession: (sessionId) => accounts.bySession(sessionId),
    async customerIdById(customerId, issuedAtMs) {
      const found = await accounts.byId(customerId)
      return found && !isVoided(found.revoked_at, issuedAtMs) ? found.id : null
    },
  }
}
