import { describe, expect, it } from 'vitest'
import { recipientFromDraft, recipientOf } from './gift-card-recipient'

describe('gift card recipient', () => {
  it('sends no recipient when no address was typed, whatever the message', () => {
    expect(recipientFromDraft({ email: '  ', message: 'Hello', locale: 'de' })).toEqual({})
  })

  it('keeps the trimmed address, language and message; an empty message is left out', () => {
    expect(
      recipientFromDraft({ email: ' anna@example.com ', message: ' Alles Gute! ', locale: 'de' }),
    ).toEqual({
      recipient: { email: 'anna@example.com', locale: 'de', message: 'Alles Gute!' },
    })
    expect(recipientFromDraft({ email: 'anna@example.com', message: ' ', locale: 'pt-BR' })).toEqual({
      recipient: { email: 'anna@example.com', locale: 'pt-BR' },
    })
  })

  it('names the field at fault, as a translation key', () => {
    expect(recipientFromDraft({ email: 'anna at example', message: '', locale: 'en' })).toEqual({
      error: 'errors.recipientEmail',
    })
    expect(
      recipientFromDraft({ email: 'anna@example.com', message: 'x'.repeat(1001), locale: 'en' }),
    ).toEqual({
      error: 'errors.messageTooLong',
    })
  })

  it('reads the recipient of a card, and none from metadata that is not one', () => {
    const recipient = { email: 'anna@example.com', locale: 'de' }
    expect(recipientOf({ metadata: { recipient } })).toEqual(recipient)
    expect(recipientOf({ metadata: { recipient: { email: 'nope' } } })).toBeNull()
    expect(recipientOf({ metadata: null })).toBeNull()
  })
})
