// No zod here: the storefront states the rule beside its password fields without loading schemas.

/**
 * Minimum length of a staff or shopper password; short ones are refused at sign-up, creation, invite
 * acceptance and reset.
 */
export const MIN_PASSWORD_LENGTH = 8
