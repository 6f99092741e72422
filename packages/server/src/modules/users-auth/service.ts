import { authSession, user } from '@mercato/db'
import {
  ADMIN_TOKEN_TTL_SECONDS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_MINUTES,
  SESSION_TTL_SECONDS,
  type UserRole,
  generateId,
  invalidData,
  notAllowed,
  notFound,
  unauthorized,
} from '@mercato/domain'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../../context'
import { JwtError, decodeJwt, signJwt, verifyJwt } from '../../http/jwt'
import { hashPassword, verifyPassword } from '../../http/passwords'
import { limitPasswordReset, limitSignIn } from '../../http/rate-limit'
import { type UserRow, findUserByEmail, findUserById } from './queries'
import { revokeTokens } from './revocation'

export type PublicUser = Omit<UserRow, 'password_hash'>

/**
 * What a user looks like on the wire: never the password hash, and the API token only to its owner
 * (`viewerId`). Medusa v1 lists every user's token to anyone signed in, so a member could read an
 * admin's token and act as them; the field stays, `null` for everyone else.
 */
export function publicUser(row: UserRow, viewerId?: string | undefined): PublicUser {
  const { password_hash: _omit, ...rest } = row
  return viewerId !== undefined && viewerId === row.id ? rest : { ...rest, api_token: null }
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export function assertPasswordStrength(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw invalidData(`password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  }
}

// A real argon2 hash of a random string: verifying against it costs what a real check costs,
// so a wrong email and a wrong password take the same time.
let decoyHash: Promise<string> | undefined

/**
 * Checks an email and password. Each attempt is counted before the password is verified (see
 * limitSignIn), so bursts cannot outrun the limit: after SIGN_IN_MAX_FAILURES failures for one email
 * from one address, or SIGN_IN_ADDRESS_MAX_FAILURES from one address across all emails, further
 * attempts are refused with 429 until the window passes.
 */
export async function authenticateUser(
  ctx: AppContext,
  email: string,
  password: string,
  clientAddress = 'unknown',
): Promise<UserRow> {
  const normalized = normalizeEmail(email)
  const found = await limitSignIn(ctx.attempts, 'admin', clientAddress, normalized, async () => {
    const row = await findUserByEmail(ctx.db, normalized)
    if (row) return (await verifyPassword(row.password_hash, password)) ? row : undefined
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
    await verifyPassword(await decoyHash, password)
    return undefined
  })
  if (!found) throw unauthorized()
  return found
}

export async function createSession(ctx: AppContext, realm: 'admin' | 'store', subjectId: string) {
  const id = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000)
  await ctx.db.insert(authSession).values({ id, realm, subject_id: subjectId, expires_at: expiresAt })
  return { id, expiresAt }
}

export async function deleteSession(ctx: AppContext, sessionId: string) {
  await ctx.db.delete(authSession).where(eq(authSession.id, sessionId))
}

export function issueAdminToken(ctx: AppContext, userId: string): string {
  return signJwt(
    { user_id: userId, domain: 'admin', iat_ms: Date.now() },
    ctx.config.jwtSecret,
    ADMIN_TOKEN_TTL_SECONDS,
  )
}

export interface CreateUserInput {
  email: string
  password: string
  first_name?: string | null
  last_name?: string | null
  role?: UserRole
  metadata?: Record<string, unknown> | null
}

export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<UserRow> {
  assertPasswordStrength(input.password)
  const email = normalizeEmail(input.email)
  const password_hash = await hashPassword(input.password)
  return inTransaction(ctx, async (tx, events) => {
    // The unique index also guards this; checking first gives a clearer message.
    if (await findUserByEmail(tx, email)) throw invalidData(`A user with the email ${email} already exists`)
    const [row] = await tx
      .insert(user)
      .values({
        id: generateId('usr'),
        email,
        password_hash,
        first_name: input.first_name ?? null,
        last_name: input.last_name ?? null,
        role: input.role ?? 'member',
        metadata: input.metadata ?? null,
      })
      .returning()
    events.emit('user.created', { id: row!.id })
    return row!
  })
}

export interface UpdateUserInput {
  first_name?: string | null
  last_name?: string | null
  role?: UserRole
  api_token?: string | null
  metadata?: Record<string, unknown> | null
}

export async function updateUser(ctx: AppContext, id: string, input: UpdateUserInput): Promise<UserRow> {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findUserById(tx, id)
    if (!existing) throw notFound(`User with id: ${id} was not found`)
    const metadata =
      input.metadata === undefined
        ? existing.metadata
        : input.metadata === null
          ? null
          : { ...existing.metadata, ...input.metadata }
    const [row] = await tx
      .update(user)
      .set({ ...input, metadata, updated_at: new Date() })
      .where(eq(user.id, id))
      .returning()
    events.emit('user.updated', { id })
    return row!
  })
}

export async function deleteUser(ctx: AppContext, id: string, actorId: string | undefined) {
  if (id === actorId) throw notAllowed('You cannot delete your own user')
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findUserById(tx, id)
    if (!existing) throw notFound(`User with id: ${id} was not found`)
    // Free the email and the API token for reuse, and end the user's sessions.
    await tx.update(user).set({ deleted_at: new Date(), api_token: null }).where(eq(user.id, id))
    await tx.delete(authSession).where(eq(authSession.subject_id, id))
    events.emit('user.deleted', { id })
    return { id, object: 'user', deleted: true }
  })
}

/** Reset tokens are signed with the password hash too, so a token dies once the password changes. */
const resetSecret = (ctx: AppContext, row: UserRow) => `${ctx.config.jwtSecret}:${row.password_hash ?? ''}`

export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  clientAddress = 'unknown',
  /** Language preferences of the request (a language code or an Accept-Language header), best first. */
  requestLanguages: string[] = [],
): Promise<void> {
  await limitPasswordReset(ctx.attempts, 'admin', clientAddress, normalizeEmail(email))
  const found = await findUserByEmail(ctx.db, normalizeEmail(email))
  if (!found) return
  const token = signJwt(
    { user_id: found.id, email: found.email },
    resetSecret(ctx, found),
    PASSWORD_RESET_MINUTES * 60,
  )
  ctx.events.emit('user.password_reset', {
    id: found.id,
    email: found.email,
    token,
    request_languages: requestLanguages.map((l) => l.slice(0, 200)),
  })
}

const INVALID_RESET = 'Invalid or expired password reset token'

export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string; email?: string },
  clientAddress = 'unknown',
) {
  await limitPasswordReset(ctx.attempts, 'admin', clientAddress, undefined)
  const claims = decodeJwt(input.token)
  if (!claims || typeof claims.user_id !== 'string') throw invalidData('invalid token')
  const found = await findUserById(ctx.db, claims.user_id)
  if (!found) throw unauthorized(INVALID_RESET)
  if (input.email && normalizeEmail(input.email) !== found.email) throw unauthorized(INVALID_RESET)
  try {
    verifyJwt(input.token, resetSecret(ctx, found))
  } catch (e) {
    if (e instanceof JwtError && e.reason === 'malformed') throw invalidData('invalid token')
    throw unauthorized(INVALID_RESET)
  }
  assertPasswordStrength(input.password)
  const password_hash = await hashPassword(input.password)
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .update(user)
      .set({ password_hash, updated_at: new Date() })
      .where(eq(user.id, found.id))
      .returning()
    // Signed-in sessions and bearer tokens end with the old password.
    await tx.delete(authSession).where(eq(authSession.subject_id, found.id))
    await revokeTokens(tx, 'admin', found.id)
    events.emit('user.password_changed', { id: found.id })
    return row!
  })
}
