import { PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@mercato/domain'

// The browser stops typing at the shared rule's limits. Staff type someone else's details, so the
// browser's own contact autofill would be wrong here: it is turned off.

export const NAME_INPUT = { required: true, maxLength: PERSON_NAME_MAX_LENGTH, autoComplete: 'off' }
export const PHONE_INPUT = { type: 'tel', maxLength: PHONE_MAX_LENGTH, autoComplete: 'off' }
