import type { GiftCard } from '@mercato/client'
import { type GiftCardRecipient, giftCardRecipientSchema } from '@mercato/domain'

export interface RecipientDraft {
  email: string
  message: string
  locale: string
}

/** Whom the card was e-mailed to (`metadata.recipient`), or null. */
export function recipientOf(card: Pick<GiftCard, 'metadata'>): GiftCardRecipient | null {
  const parsed = giftCardRecipientSchema.safeParse(
    (card.metadata as { recipient?: unknown } | null)?.recipient,
  )
  return parsed.success ? parsed.data : null
}

/**
 * The recipient to store with a new card, checked by the route's own schema: none when no e-mail was
 * typed; `error` is a translation key (gift-cards namespace).
 */
export function recipientFromDraft(draft: RecipientDraft): {
  recipient?: GiftCardRecipient
  error?: 'errors.recipientEmail' | 'errors.messageTooLong'
} {
  const email = draft.email.trim()
  if (!email) return {}
  const message = draft.message.trim()
  const parsed = giftCardRecipientSchema.safeParse({
    email,
    locale: draft.locale,
    ...(message ? { message } : {}),
  })
  if (parsed.success) return { recipient: parsed.data }
  const onMessage = parsed.error.issues.some((issue) => issue.path[0] === 'message')
  return { error: onMessage ? 'errors.messageTooLong' : 'errors.recipientEmail' }
}
