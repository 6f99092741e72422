import { ClientError } from '@mercato/client/store'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/catalog'
import { createTranslate } from '../i18n/messages'
import { claimConfirmError, claimRequestError, orderNumber } from './account-claim-words'

const en = createTranslate('en', messagesFor('en'))
const de = createTranslate('de', messagesFor('de'))
const refused = (status: number, message: string) =>
  new ClientError(message, { status, type: 'invalid_data', body: { message } })

describe('claiming a guest order: what the shopper is told', () => {
  it('says in words that an order on another account cannot be added', () => {
    const taken = refused(400, 'Order order_1 is already associated with a customer account')
    expect(claimRequestError(en, taken, 7)).toBe(
      'Order #7 is already in a customer account, so it cannot be added to this one.',
    )
    expect(claimRequestError(de, taken, 7)).toContain('#7')
    // Anything else reads as elsewhere in the shop (a lost connection here).
    expect(claimRequestError(en, refused(0, 'offline'), 7)).toBe(en('common.errors.network'))
  })

  it('treats a refused token as invalid or expired, with the 15 minutes named', () => {
    expect(claimConfirmError(en, refused(400, 'Invalid token'))).toBe(
      'The link is invalid or has expired: links are valid for 15 minutes.',
    )
    expect(claimConfirmError(en, refused(500, 'boom'))).toBe(en('common.errors.server'))
  })

  it('reads an order number with or without its #', () => {
    expect(orderNumber('#1042')).toBe(1042)
    expect(orderNumber(' 12 ')).toBe(12)
    expect(orderNumber('12a')).toBeNull()
    expect(orderNumber('')).toBeNull()
  })
})
