import { z } from 'zod'
import { languageCode, metadataWith } from './metadata-schemas'
import { MIN_PASSWORD_LENGTH } from './passwords'
import { STAFF_ACTIONS, STAFF_AREAS } from './staff-access'

export const USER_ROLES = ['admin', 'member', 'developer'] as const
export type UserRole = (typeof USER_ROLES)[number]
export const userRole = z.enum(USER_ROLES)

export const INVITE_VALID_DAYS = 7
export const PASSWORD_RESET_MINUTES = 15
export const ADMIN_TOKEN_TTL_SECONDS = 24 * 60 * 60
export const STORE_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60
export const SESSION_TTL_SECONDS = 10 * 60 * 60

/** A signed-in staff member changes their own password (a Mercato addition: Medusa v1 only resets by e-mail). */
export const changeOwnPasswordBody = z.strictObject({
  current_password: z.string().min(1).max(1024),
  new_password: z.string().min(MIN_PASSWORD_LENGTH).max(1024),
})
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBody>

export const staffArea = z.enum(STAFF_AREAS)

/** The areas kept in `metadata.areas` (see staff-access.ts): each at most once. */
export const staffAreasSchema = z
  .array(staffArea)
  .max(STAFF_AREAS.length)
  .refine((areas) => new Set(areas).size === areas.length, 'must name each area at most once')

export const staffAction = z.enum(STAFF_ACTIONS)

/** The actions kept in `metadata.withheld` (see staff-access.ts): each at most once. */
export const staffWithheldSchema = z
  .array(staffAction)
  .max(STAFF_ACTIONS.length)
  .refine((actions) => new Set(actions).size === actions.length, 'must name each action at most once')

/**
 * A staff member's or an invite's metadata: `locale` is the language their e-mails (invite, password
 * reset) are written in; the dashboard keeps it as the language the person last used. `areas` limits
 * a member or developer to some of the shop's areas, and `withheld` takes actions such as refunds
 * out of them (see staff-access.ts).
 */
export const staffMetadataSchema = metadataWith({
  locale: languageCode,
  areas: staffAreasSchema,
  withheld: staffWithheldSchema,
})

/** An invite (contract §2.1), with Mercato's optional `metadata.locale` for the invite e-mail. */
export const inviteCreateBody = z.strictObject({
  user: z.email(),
  role: userRole,
  metadata: staffMetadataSchema.optional(),
})
export type InviteCreateBody = z.infer<typeof inviteCreateBody>
