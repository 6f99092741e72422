import type { AppContext } from '../../context'
import { staffActions, staffAreas } from '@mercato/domain'
import type { IdentityResolver, StaffIdentity } from '../../http/auth'
import { type StaffRow, sessionUser, userByApiToken, userWithRevocation } from './queries'
import { isVoided } from './revocation'

/** Shopper accounts, as the customers module reads them (each look-up one statement). */
export interface AccountLookups {
  /** The account of a live store session. */
  bySession(sessionId: string): Promise<string | null>
  /** A live account and when its bearer tokens were last voided. */
  byId(id: string): Promise<{ id: string; revoked_at: Date | null } | undefined>
}

const staffIdentity = (row: StaffRow | null | undefined): StaffIdentity | null =>
  row
    ? {
        id: row.id,
        role: row.role,
        areas: staffAreas(row.role, { areas: row.areas }),
        actions: staffActions(row.role, { withheld: row.withheld }),
      }
    : null

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
    userBySession: async (sessionId) => staffIdentity(await sessionUser(ctx.db, sessionId)),
    async userById(userId, issuedAtMs) {
      const found = await userWithRevocation(ctx.db, userId)
      return found && !isVoided(found.revoked_at, issuedAtMs) ? staffIdentity(found) : null
    },
    userByApiToken: async (token) => staffIdentity(await userByApiToken(ctx.db, token)),
    customerIdBySession: (sessionId) => accounts.bySession(sessionId),
    async customerIdById(customerId, issuedAtMs) {
      const found = await accounts.byId(customerId)
      return found && !isVoided(found.revoked_at, issuedAtMs) ? found.id : null
    },
  }
}
