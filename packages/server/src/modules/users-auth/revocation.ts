import { authSession } from '@mercato/db'
import { STORE_TOKEN_TTL_SECONDS } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../context'

// Bearer tokens are stateless JWTs; to end them early each subject has one marker row in auth_session
// saying "tokens issued before this instant are void". The marker lives as long as the longest token.
// Its id is never handed out as a cookie, so it can never be presented as a session.

/** The id of the subject's marker row. */
export const revocationMarkerId = (realm: 'admin' | 'store', subjectId: string) =>
  `revoked:${realm}:${subjectId}`

/** Whether a token issued at `issuedAtMs` is void, given when the subject's tokens were last voided. */
export const isVoided = (revokedAt: Date | string | null | undefined, issuedAtMs: number) =>
  !!revokedAt && issuedAtMs < new Date(revokedAt).getTime()

/** Voids every bearer token of the subject issued until now (sign-out, password reset). */
export async function revokeTokens(db: Tx, realm: 'admin' | 'store', subjectId: string) {
  const id = revocationMarkerId(realm, subjectId)
  const now = new Date()
  await db.delete(authSession).where(eq(authSession.id, id))
  await db.insert(authSession).values({
    id,
    realm,
    subject_id: subjectId,
    created_at: now,
    expires_at: new Date(now.getTime() + STORE_TOKEN_TTL_SECONDS * 1000),
  })
}
