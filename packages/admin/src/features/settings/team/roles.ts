import type { UserRole } from '@mercato/client'

/** The roles a user or an invite can have, in the order the dashboard offers them. */
export const ROLES: readonly UserRole[] = ['admin', 'member', 'developer']
