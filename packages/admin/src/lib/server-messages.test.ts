import { ClientError, DEFAULT_ERROR_MESSAGE } from '@mercato/client'
import i18n from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import ar from '../../public/locales/ar/translation.json'
import en from '../../public/locales/en/translation.json'
import { initTestI18n } from '../test/utils'
import { describeError, loadServerMessages, serverMessage, type Translate } from './server-messages'

const response = { status: 400, statusText: '', headers: {}, url: 'http://localhost/admin/x' }
const refusal = (message: string, status = 400, type = 'not_allowed') =>
  ClientError.fromResponse({ ...response, status }, { type, message })

/** The server's sentences, as written in its modules, with the key and values each should give. */
const FIXTURES: Array<[string, string, Record<string, string | number>?]> = [
  ['Product with handle summer-shirt already exists.', 'taken', { value: 'summer-shirt' }],
  ['Product collection with handle summer-sale already exists.', 'taken', { value: 'summer-sale' }],
  ['Product category with handle shoes already exists.', 'taken', { value: 'shoes' }],
  ['Discount with code SUMMER10 already exists', 'taken', { value: 'SUMMER10' }],
  ['Gift card with code ABCD-EFGH already exists.', 'taken', { value: 'ABCD-EFGH' }],
  ['Product variant with sku TEE-S-BLK already exists.', 'taken', { value: 'TEE-S-BLK' }],
  ['Product variant with barcode 4006381333931 already exists.', 'taken', { value: '4006381333931' }],
  ['Inventory item with sku TEE-S already exists.', 'taken', { value: 'TEE-S' }],
  ['Return reason with value damaged already exists', 'taken', { value: 'damaged' }],
  ['A customer group with the name VIP already exists', 'taken', { value: 'VIP' }],
  ['A user with the email ana@example.com already exists', 'taken', { value: 'ana@example.com' }],
  ['A customer with the email bo@example.com already exists', 'taken', { value: 'bo@example.com' }],
  ['An option with the title: Size already exists', 'taken', { value: 'Size' }],
  ['An option with title Colour already exists', 'taken', { value: 'Colour' }],
  ['A customer with the given email already has an account. Log in instead', 'customerHasAccount'],
  ["Can't invite a user with an existing account", 'inviteHasAccount'],
  ['User already joined', 'inviteAccepted'],
  ['Invalid invite', 'linkInvalid'],
  ['Token is not valid', 'linkInvalid'],
  ['invalid token', 'linkInvalid'],
  ['Invalid or expired password reset token', 'linkInvalid'],
  ['You cannot delete your own user', 'deleteSelf'],
  ['password must be at least 8 characters long', 'passwordShort', { count: 8 }],
  ['new_password must be at least 8 characters long', 'passwordShort', { count: 8 }],
  ['The current password is not correct', 'currentPassword'],
  ['Deleting ProductCategory (pcat_01) with category children is not allowed', 'categoryChildren'],
  ['A canceled order cannot be captured', 'orderCanceled'],
  ['A canceled order cannot be fulfilled', 'orderCanceled'],
  ['A canceled order cannot have returns', 'orderCanceled'],
  ['A canceled order cannot get a shipping method', 'orderCanceled'],
  ['The claim of a canceled order cannot be fulfilled', 'orderCanceled'],
  ['The order is already canceled', 'orderAlreadyCanceled'],
  ['A completed order cannot be canceled', 'orderClosed'],
  ['A archived order cannot be canceled', 'orderClosed'],
  ['A shipped order cannot be canceled', 'orderShipped'],
  ['An order with refunds cannot be canceled', 'orderRefunded'],
  ['All fulfillments must be canceled before the order can be canceled', 'cancelFirst'],
  ['All returns must be canceled before the order can be canceled', 'cancelFirst'],
  ['All swaps must be canceled before the order can be canceled', 'cancelFirst'],
  ['All claims must be canceled before the order can be canceled', 'cancelFirst'],
  ['All fulfillments must be canceled before the claim can be canceled', 'cancelFirst'],
  ['Cancel the fulfillments of the swap before canceling the swap', 'cancelFirst'],
  ['The payment of this order is already captured', 'alreadyCaptured'],
  ['The payment is already captured', 'alreadyCaptured'],
  ['The order has no payment to capture', 'nothingToCapture'],
  ['The swap has no payment to capture', 'nothingToCapture'],
  ['Cannot refund more than the refundable amount of 1500; 2000 was asked', 'refundTooLarge'],
  [
    "Cannot refund 900 for this claim: only 500 of the order's captured payments can still be refunded",
    'refundTooLarge',
  ],
  ["There is nothing to refund for this claim: the order's refundable amount is 0", 'refundTooLarge'],
  ['The fulfillment has already been shipped', 'fulfillmentShipped'],
  ['A shipped fulfillment cannot be canceled', 'fulfillmentShipped'],
  ['A canceled fulfillment cannot be shipped', 'fulfillmentCanceled'],
  ['The fulfillment is already canceled', 'fulfillmentCanceled'],
  ['A received return cannot be canceled', 'returnReceived'],
  ['The return is already canceled', 'returnCanceled'],
  ['Cannot receive a return with status canceled', 'returnCanceled'],
  ['An order can be swapped only once its payment is captured (payment status: awaiting)', 'swapTooEarly'],
  ['An order can be swapped only once it has been fulfilled', 'swapTooEarly'],
  [
    'Linen shirt has not been fulfilled yet, so it cannot be claimed',
    'claimUnfulfilled',
    { item: 'Linen shirt' },
  ],
  [
    'Cannot claim more items than have been fulfilled: 3 of Linen shirt asked, 2 claimable',
    'claimTooMany',
    { asked: 3, item: 'Linen shirt', left: 2 },
  ],
  ["The shipping option is not available in the order's region", 'optionRegion'],
  ["The shipping option is not available in the cart's region", 'optionRegion'],
  ["The Cart does not satisfy the shipping option's requirements", 'optionRequirements'],
  ['Country not available in region', 'countryRegion'],
  ['Shipping country not in region', 'countryRegion'],
  [
    'Linen shirt, Wool hat is not stocked at Berlin warehouse: it is reserved at Main store',
    'notStocked',
    { items: 'Linen shirt, Wool hat', location: 'Berlin warehouse' },
  ],
  [
    'Linen shirt is not stocked at Berlin warehouse: add it there first, or choose another location',
    'notStocked',
    { items: 'Linen shirt', location: 'Berlin warehouse' },
  ],
  [
    'stocked_quantity cannot be lower than the reserved quantity (4) at location sloc_01',
    'belowReserved',
    { count: 4 },
  ],
  ['Variant with id: variant_01 does not have the required inventory', 'outOfStock'],
  [
    'Inventory item with id: iitem_01 does not have the required inventory at location sloc_01 (1 available, 3 requested)',
    'outOfStock',
  ],
  [
    'EUR cannot be removed from the store: the regions Europe, Nordics use it; give them another currency first',
    'currencyInUse',
    { code: 'EUR', regions: 'Europe, Nordics' },
  ],
  [
    'USD cannot be removed from the store: the region North America uses it; give it another currency first',
    'currencyInUse',
    { code: 'USD', regions: 'North America' },
  ],
  ['The default currency cannot be removed from the store', 'defaultCurrency'],
  [
    "Currency dkk is not one of the store's currencies; add it to the store first",
    'currencyNotInStore',
    { code: 'DKK' },
  ],
  [
    "Store does not have currency: sek; the default currency must be one of the store's currencies",
    'currencyNotInStore',
    { code: 'SEK' },
  ],
  ['You cannot delete the default sales channel', 'defaultChannel'],
  [
    'Shipping profile sp_01 still has shipping options; delete them or move them to another profile first',
    'profileInUse',
  ],
  ['An active order edit (oe_01) already exists for the order order_01', 'editActive'],
  ['The draft order is already completed', 'draftCompleted'],
  ['Cannot mark a draft order without items as paid', 'draftEmpty'],
  ['Cannot create an order from the cart without a customer', 'draftNoCustomer'],
  [
    'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.',
    'conflict',
  ],
]

/** Records which key and values were asked for, so each sentence is checked against its own entry. */
const spy: Translate = (key, options) => JSON.stringify({ key, ...options })

describe('serverMessage', () => {
  beforeAll(() => loadServerMessages())

  for (const [message, key, values] of FIXTURES) {
    it(`knows "${message}"`, () => {
      const said = JSON.parse(serverMessage(spy, refusal(message)))
      expect(said).toEqual({ key: `serverErrors.${key}`, ns: 'translation', ...values })
      expect(en.serverErrors).toHaveProperty(key)
    })
  }

  it('passes an unknown message through as the server wrote it', () => {
    expect(serverMessage(spy, refusal('Discount must be set to dynamic'))).toBe(
      'Discount must be set to dynamic',
    )
  })

  it('names the common failures by status', () => {
    const key = (error: unknown, signIn = false) => JSON.parse(serverMessage(spy, error, signIn)).key
    expect(key(ClientError.network(new Error('down')))).toBe('serverErrors.network')
    expect(key(refusal('Too many requests', 429, 'too_many_requests'))).toBe('serverErrors.tooManyRequests')
    expect(key(refusal('Unauthorized', 401, 'unauthorized'))).toBe('serverErrors.sessionExpired')
    expect(key(refusal('Unauthorized', 401, 'unauthorized'), true)).toBe('serverErrors.signInFailed')
    expect(key(refusal('Forbidden', 403))).toBe('serverErrors.forbidden')
    expect(key(refusal('An unknown error occurred.', 500, 'unknown_error'))).toBe('serverErrors.server')
    expect(key(new Error('plain'))).toBe('serverErrors.server')
    expect(key(refusal(''))).toBe('serverErrors.server')
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong, Please try again.')
  })

  it('writes a refusal in Arabic, values kept, from a t bound to another namespace', async () => {
    initTestI18n()
    i18n.addResourceBundle('ar', 'translation', ar, true, true)
    const t = i18n.getFixedT('ar', 'customers') as unknown as Translate
    expect(
      await describeError(t, refusal('Discount with code SUMMER10 already exists', 422, 'duplicate_error')),
    ).toBe(ar.serverErrors.taken.replace('{{value}}', 'SUMMER10'))
    expect(
      serverMessage(t, refusal('A customer with the given email already has an account. Log in instead')),
    ).toBe(ar.serverErrors.customerHasAccount)
  })
})
