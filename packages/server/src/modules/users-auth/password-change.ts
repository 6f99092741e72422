import { authSession, user } from '@mercato/db'
import { type ChangeOwnPasswordBody, invalidData, notFound } from '@mercato/domain'
import { and, eq, ne } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../../context'
import { hashPassword, verifyPassword } from '../../http/passwords'
import { limitSignIn } from '../../http/rate-limit'
import { findUserById } from './queries'
import { revokeTokens } from './revocation'
import { assertPasswordStrength } from './service'

/**
 * A signed-in user changes their own password. The current password is checked under the sign-in
 * limits (a stolen session must not become a password oracle); every other session and every bearer
 * token ends, and the session that made the change stays signed in.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  userId: string,
  input: ChangeOwnPasswordBody,
  keepSessionId: string | undefined,
  clientAddress = 'unknown',
) {
  const found = await findUserById(ctx.db, userId)
  if (!found) throw notFound(`User with id: ${userId} was not found`)
  const verified = await limitSignIn(ctx.attempts, 'admin', clientAddress, found.email, async () =>
    (await verifyPassword(found.password_hash, input.current_password)) ? found : undefined,
  )
  // 400, not 401: the caller is signed in, and a 401 would read as "your session ended".
  if (!verified) throw invalidData('The current password is not correct')
  assertPasswordStrength(input.new_password)
  const password_hash = await hashPassword(input.new_password)
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .update(user)
      .set({ password_hash, updated_at: new Date() })
      .where(eq(user.id, found.id))
      .returning()
    const others = keepSessionId
      ? and(eq(authSession.subject_id, found.id), ne(authSession.id, keepSessionId))
      : eq(authSession.subject_id, found.id)
    await tx.delete(authSession).where(others)
    await revokeTokens(tx, 'admin', found.id)
    events.emit('user.password_changed', { id: found.id })
    return row!
  })
}
