import { z } from 'zod'

export const USER_ROLES = ['admin', 'member', 'developer'] as const
export type UserRole = (typeof USER_ROLES)[number]
export const userRole = z.enum(USER_ROLES)

/** Minimum length of a staff password; short ones are refused at creation, invite acceptance and reset. */
export const MIN_PASSWORD_LENGTH = 8

export const INVITE_VALID_DAYS = 7
export const PASSWORD_RESET_MINUTES = 15
export const ADMIN_TOKEN_TTL_SECONDS = 24 * 60 * 60
export const STORE_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60
export const SESSION_TTL_SECONDS = 10 * 60 * 60
