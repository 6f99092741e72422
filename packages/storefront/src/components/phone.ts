// A phone number has no letters to take a direction from: in a right-to-left page "+49 30 1234567"
// was drawn "1234567 30 49+", even inside <bdi>. Wrapped in LRI…PDI it is isolated left to right and
// reads as typed, in any surrounding text.

/** The phone number isolated left to right, for display only (never for a form's value). */
export const isolatedPhone = (phone: string) => `\u2066${phone}\u2069`
