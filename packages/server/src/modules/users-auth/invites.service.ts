import { invite, user } from '@mercato/db'
import { INVITE_VALID_DAYS, type UserRole, generateId, invalidData, notFound } from '@mercato/domain'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../../context'
import { signJwt, verifyJwt } from '../../http/jwt'
import { hashPassword } from '../../http/passwords'
import { mergeMetadata } from '../../http/route-helpers'
import { findInviteByEmail, findInviteById, findUserByEmail } from './queries'
import { assertPasswordStrength, normalizeEmail } from './service'

const expiry = () => new Date(Date.now() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000)

// A nonce makes every issued token distinct, so a resend retires the previous link.
function inviteToken(ctx: AppContext, id: string, role: string, email: string) {
  return signJwt(
    { invite_id: id, role, user_email: email, nonce: randomBytes(8).toString('hex') },
    ctx.config.jwtSecret,
  )
}

/** The invite's page, opened in the invite's language when it has one. */
export function inviteLink(ctx: AppContext, token: string, locale?: string): string {
  const lng = locale ? `&lng=${encodeURIComponent(locale)}` : ''
  return `${ctx.config.adminUrl.replace(/\/$/, '')}/invite?token=${encodeURIComponent(token)}${lng}`
}

/** What of an invite's metadata the new user keeps: the language, the areas and withheld actions, when set. */
function staffMetadataOfInvite(metadata: Record<string, unknown> | null | undefined) {
  const kept: Record<string, unknown> = {}
  const locale = inviteLocale(metadata)
  if (locale) kept.locale = locale
  if (Array.isArray(metadata?.areas)) kept.areas = metadata.areas
  if (Array.isArray(metadata?.withheld)) kept.withheld = metadata.withheld
  return Object.keys(kept).length ? kept : null
}

/** The language an invite's e-mail is written in: `metadata.locale`, set when the invite was made. */
const inviteLocale = (metadata: Record<string, unknown> | null | undefined) =>
  typeof metadata?.locale === 'string' ? metadata.locale : undefined

export async function createInvite(
  ctx: AppContext,
  input: { user: string; role: UserRole; metadata?: Record<string, unknown> | null | undefined },
): Promise<void> {
  const email = normalizeEmail(input.user)
  await inTransaction(ctx, async (tx, events) => {
    if (await findUserByEmail(tx, email)) throw invalidData("Can't invite a user with an existing account")
    const existing = await findInviteByEmail(tx, email)
    const id = existing?.id ?? generateId('invite')
    const token = inviteToken(ctx, id, input.role, email)
    const metadata = mergeMetadata(existing?.metadata ?? null, input.metadata)
    if (existing) {
      await tx
        .update(invite)
        .set({ role: input.role, token, metadata, expires_at: expiry(), updated_at: new Date() })
        .where(eq(invite.id, id))
    } else {
      await tx
        .insert(invite)
        .values({ id, user_email: email, role: input.role, token, metadata, expires_at: expiry() })
    }
    const locale = inviteLocale(metadata)
    events.emit('invite.created', {
      id,
      token,
      user_email: email,
      locale,
      link: inviteLink(ctx, token, locale),
    })
  })
}

export async function resendInvite(ctx: AppContext, id: string): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await findInviteById(tx, id)
    if (!existing) throw notFound(`Invite with id: ${id} was not found`)
    const token = inviteToken(ctx, id, existing.role, existing.user_email)
    await tx
      .update(invite)
      .set({ token, expires_at: expiry(), updated_at: new Date() })
      .where(eq(invite.id, id))
    const locale = inviteLocale(existing.metadata)
    events.emit('invite.created', {
      id,
      token,
      user_email: existing.user_email,
      locale,
      link: inviteLink(ctx, token, locale),
    })
  })
}

export async function deleteInvite(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const existing = await findInviteById(tx, id)
    if (!existing) throw notFound(`Invite with id: ${id} was not found`)
    await tx.update(invite).set({ deleted_at: new Date() }).where(eq(invite.id, id))
    return { id, object: 'invite', deleted: true }
  })
}

export interface AcceptInviteInput {
  token: string
  user: { first_name: string; last_name: string; password: string }
}

/** Creates the invited user. The token is single-use: the invite is retired in the same transaction. */
export async function acceptInvite(ctx: AppContext, input: AcceptInviteInput): Promise<string> {
  let claims: Record<string, unknown>
  try {
    claims = verifyJwt(input.token, ctx.config.jwtSecret)
  } catch {
    throw invalidData('Token is not valid')
  }
  if (typeof claims.invite_id !== 'string') throw invalidData('Token is not valid')
  assertPasswordStrength(input.user.password)
  const password_hash = await hashPassword(input.user.password)
  return inTransaction(ctx, async (tx, events) => {
    const found = await findInviteById(tx, claims.invite_id as string)
    if (
      !found ||
      found.token !== input.token ||
      found.user_email !== claims.user_email ||
      found.expires_at < new Date()
    ) {
      throw invalidData('Invalid invite')
    }
    if (await findUserByEmail(tx, found.user_email)) throw invalidData('User already joined')
    const id = generateId('usr')
    await tx.insert(user).values({
      id,
      email: found.user_email,
      role: found.role,
      first_name: input.user.first_name,
      last_name: input.user.last_name,
      password_hash,
      // The language they were invited in (until the dashboard records the one they use), and the
      // areas they were invited to.
      metadata: staffMetadataOfInvite(found.metadata),
    })
    await tx.update(invite).set({ accepted: true, deleted_at: new Date() }).where(eq(invite.id, found.id))
    events.emit('user.created', { id })
    events.emit('invite.accepted', { id: found.id, user_id: id })
    return id
  })
}
