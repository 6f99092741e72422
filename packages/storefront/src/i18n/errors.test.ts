import { ClientError } from '@mercato/client/store'
import {
  type DiscountLike,
  type MercatoError,
  discountUseError,
  giftCardUseError,
  requirementError,
} from '@mercato/domain'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { messagesFor } from './catalog'
import { errorText, loadingErrorMessages } from './errors'
import { createTranslate } from './messages'

const en = createTranslate('en', messagesFor('en'))
const de = createTranslate('de', messagesFor('de'))
const errors = messagesFor('en').common as Record<string, Record<string, string>>
const words = errors.errors!

/** The error the client rejects with when the API answers `status` with this body. */
const answered = (status: number, body: Record<string, unknown>) =>
  ClientError.fromResponse({ status, statusText: '', headers: {}, url: '' }, body)
const refused = (e: MercatoError | null) =>
  answered(e!.type === 'not_found' ? 404 : 400, { type: e!.type, message: e!.message })

const discount: DiscountLike = {
  code: 'SUMMER',
  is_disabled: false,
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: null,
  usage_limit: null,
  usage_count: 0,
  region_ids: ['reg_eu'],
  conditions: [],
}
const now = new Date('2026-06-01T00:00:00Z')
const use = (change: Partial<DiscountLike>, customer: { customer_id?: string } = {}) =>
  refused(discountUseError({ ...discount, ...change }, { region_id: 'reg_eu', now, ...customer }))
const groups = [{ type: 'customer_groups' as const, operator: 'in' as const, resource_ids: ['cgrp_vip'] }]
const card = { code: 'GIFT', region_id: 'reg_eu', is_disabled: false, ends_at: null }

describe('loadingErrorMessages', () => {
  // Runs first: the table of known messages is not there until an answer that is not ok comes.
  it('fetches the known messages with the first refused answer, before handing it on', async () => {
    const notFound = answered(404, { type: 'not_found', message: 'Discount with code X was not found' })
    expect(errorText(en, notFound)).toBe(
      words.detail!.replace('{{message}}', 'Discount with code X was not found'),
    )
    const ok = vi.fn(async () => new Response('{}', { status: 200 }))
    await loadingErrorMessages(ok)('http://shop.test/store/carts')
    expect(errorText(en, notFound)).not.toBe(words.codeNotFound)
    const refusedFetch = vi.fn(async () => new Response('{}', { status: 404 }))
    const res = await loadingErrorMessages(refusedFetch)('http://shop.test/store/carts', { method: 'POST' })
    expect(res.status).toBe(404)
    expect(refusedFetch).toHaveBeenCalledWith('http://shop.test/store/carts', { method: 'POST' })
    expect(errorText(en, notFound)).toBe(words.codeNotFound)
  })
})

describe('errorText', () => {
  beforeAll(() => loadingErrorMessages(async () => new Response(null, { status: 400 }))(''))

  it("puts the API's refusals of a discount or gift card code in the shopper's words", () => {
    const cases: Array<[ClientError, string]> = [
      [
        answered(404, { type: 'not_found', message: 'Discount with code SUMMER was not found' }),
        'codeNotFound',
      ],
      [
        answered(404, { type: 'not_found', message: 'Gift card with code: GIFT was not found' }),
        'codeNotFound',
      ],
      [use({ usage_limit: 1, usage_count: 1 }), 'codeUsedUp'],
      [use({ starts_at: '2027-01-01T00:00:00Z' }), 'codeNotYet'],
      [use({ ends_at: '2026-02-01T00:00:00Z' }), 'codeExpired'],
      [use({ is_disabled: true }), 'codeDisabled'],
      [use({ conditions: groups }), 'codeSignIn'],
      [use({ region_ids: ['reg_us'] }), 'codeRegion'],
      [use({ conditions: groups }, { customer_id: 'cus_1' }), 'codeCustomer'],
      [refused(giftCardUseError({ ...card, is_disabled: true }, 'reg_eu', now)), 'codeDisabled'],
      [refused(giftCardUseError({ ...card, ends_at: '2026-01-01T00:00:00Z' }, 'reg_eu', now)), 'codeExpired'],
      [refused(giftCardUseError(card, 'reg_us', now)), 'codeRegion'],
      [
        answered(400, { type: 'invalid_data', message: 'The gift card has no balance left' }),
        'giftCardNoBalance',
      ],
    ]
    for (const [error, key] of cases)
      expect([error.message, errorText(en, error)]).toEqual([error.message, words[key]])
  })

  it("words a code's minimum requirement with the amount or the number of items", () => {
    const short = (requirement: Parameters<typeof requirementError>[1], currency_code = 'usd') =>
      refused(requirementError('OVER50', requirement, { currency_code, subtotal: 0, quantity: 1 }))
    expect(errorText(en, short({ type: 'subtotal', amounts: { usd: 5000 } }))).toBe(
      'This code needs a subtotal of at least $50.00. Add more to your cart to use it.',
    )
    expect(errorText(en, short({ type: 'subtotal', amounts: { jpy: 6000 } }, 'jpy'))).toContain('¥6,000')
    expect(errorText(en, short({ type: 'quantity', quantity: 3 }))).toBe(
      'This code needs at least 3 items in your cart.',
    )
  })

  it('says when a minimum counts only the items the code applies to', () => {
    const cart = { currency_code: 'usd', subtotal: 9000, quantity: 9, eligible: { subtotal: 0, quantity: 0 } }
    const short = (requirement: Parameters<typeof requirementError>[1]) =>
      refused(requirementError('OVER50', requirement, cart))
    expect(errorText(en, short({ type: 'subtotal', amounts: { usd: 5000 }, scope: 'eligible_items' }))).toBe(
      'This code needs a subtotal of at least $50.00 from the items it applies to. Add more of them to your cart to use it.',
    )
    expect(errorText(en, short({ type: 'quantity', quantity: 1, scope: 'eligible_items' }))).toBe(
      'This code needs at least 1 item it applies to in your cart.',
    )
    expect(errorText(de, short({ type: 'quantity', quantity: 3, scope: 'eligible_items' }))).toBe(
      'Für diesen Code müssen mindestens 3 Artikel im Warenkorb liegen, für die er gilt.',
    )
  })

  it('names the common failures: no connection, too many attempts, too little stock, a server fault', () => {
    expect(errorText(en, ClientError.network(new TypeError('fetch failed')))).toBe(words.network)
    expect(errorText(en, answered(429, { type: 'too_many_requests', message: 'Too many attempts' }))).toBe(
      words.tooManyAttempts,
    )
    const stock = answered(400, {
      type: 'not_allowed',
      code: 'insufficient_inventory',
      message: 'Variant with id: variant_1 does not have the required inventory',
    })
    expect(errorText(en, stock)).toBe(words.outOfStock)
    // Completing a cart answers 409 with the code inside its list of errors.
    const atCompletion = answered(409, {
      errors: [
        {
          type: 'not_allowed',
          code: 'insufficient_inventory',
          message: 'Variant with id: variant_1 does not have the required inventory',
        },
      ],
    })
    expect(errorText(en, atCompletion)).toBe(words.outOfStock)
    expect(
      errorText(en, answered(500, { type: 'unknown_error', message: 'An unknown error occurred.' })),
    ).toBe(words.server)
    expect(errorText(en, new TypeError('x is undefined'))).toBe(words.unknown)
  })

  it('knows the account messages: a taken e-mail, a spent reset link', () => {
    const taken = answered(422, {
      type: 'duplicate_error',
      message: 'A customer with the given email already has an account. Log in instead',
    })
    expect(errorText(en, taken)).toBe(words.emailTaken)
    const reset = answered(401, { type: 'unauthorized', message: 'Invalid or expired password reset token' })
    expect(errorText(en, reset)).toBe(words.resetLink)
    const email = answered(400, { type: 'invalid_data', message: 'email: Invalid email address' })
    expect(errorText(en, email)).toBe(words.emailInvalid)
    expect(errorText(de, email)).toContain('gültige E-Mail-Adresse')
  })

  it('says a declined payment in words of its own, with what to do next', () => {
    const declined = answered(400, { type: 'not_allowed', message: 'Cart payment not authorized' })
    expect(errorText(en, declined)).toBe('Your payment was declined. Try again or choose another way to pay.')
    expect(errorText(de, declined)).toBe(
      'Ihre Zahlung wurde abgelehnt. Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
    )
  })

  it('states the password rule in words of its own, with the length the server asks for', () => {
    const short = answered(400, {
      type: 'invalid_data',
      message: 'password must be at least 8 characters long',
    })
    expect(errorText(en, short)).toBe('Your password must be at least 8 characters long.')
    expect(errorText(de, short)).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.')
  })

  it("gives any other message as the API gives it, after a lead-in in the shopper's language", () => {
    const other = answered(400, { type: 'invalid_data', message: 'country_code must be a region country' })
    expect(errorText(en, other)).toBe('country_code must be a region country')
    const german = errorText(de, other)
    expect(german).toContain('country_code must be a region country')
    expect(german).not.toBe('country_code must be a region country')
  })
})
