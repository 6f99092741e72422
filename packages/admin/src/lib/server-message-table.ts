/** Values a matched message carries into its translation. */
export type MatchValues = Record<string, string | number>

type Entry = readonly [RegExp, string, ((match: RegExpExecArray) => MatchValues)?]

const count = (m: RegExpExecArray) => ({ count: Number(m[1]) })

/**
 * The server's refusals staff meet, known by their wording (Medusa v1 gives them no code): pattern,
 * key under serverErrors, values taken from the match.
 */
export const KNOWN_MESSAGES: readonly Entry[] = [
  [
    /^(?:An? )?[\w ]+? with (?:the )?(?:handle|code|sku|barcode|ean|upc|value|email|name|title):? (.+?) already exists\.?$/,
    'taken',
    (m) => ({ value: m[1]! }),
  ],
  [/^A customer with the given email already has an account/, 'customerHasAccount'],
  [/^Can't invite a user with an existing account$/, 'inviteHasAccount'],
  [/^User already joined$/, 'inviteAccepted'],
  [
    /^(?:Invalid invite|Token is not valid|invalid token|Invalid or expired password reset token)$/,
    'linkInvalid',
  ],
  [/^You cannot delete your own user$/, 'deleteSelf'],
  [/^(?:new_)?password must be at least (\d+) characters long$/, 'passwordShort', count],
  [/^The current password is not correct$/, 'currentPassword'],
  [/^Deleting ProductCategory \(\S+\) with category children is not allowed$/, 'categoryChildren'],
  [/^(?:A canceled order|The claim of a canceled order) cannot /, 'orderCanceled'],
  [/^The order is already canceled$/, 'orderAlreadyCanceled'],
  [/^An? (?:completed|archived) order cannot be canceled$/, 'orderClosed'],
  [/^A shipped order cannot be canceled$/, 'orderShipped'],
  [/^An order with refunds cannot be canceled$/, 'orderRefunded'],
  [
    /^All (?:fulfillments|returns|swaps|claims) must be canceled before the (?:order|claim) can be canceled$|^Cancel the fulfillments of the swap /,
    'cancelFirst',
  ],
  [/^The payment (?:of this order )?is already captured$/, 'alreadyCaptured'],
  [/^The (?:order|swap) has no payment to capture$/, 'nothingToCapture'],
  [
    /^Cannot refund (?:more than the refundable amount|\d+ for this claim)|^There is nothing to refund/,
    'refundTooLarge',
  ],
  [
    /^The fulfillment has already been shipped$|^A shipped fulfillment cannot be canceled$/,
    'fulfillmentShipped',
  ],
  [/^A canceled fulfillment cannot be shipped$|^The fulfillment is already canceled$/, 'fulfillmentCanceled'],
  [/^A received return cannot be canceled$/, 'returnReceived'],
  [/^The return is already canceled$|^Cannot receive a return with status canceled$/, 'returnCanceled'],
  [/^An order can be swapped only once /, 'swapTooEarly'],
  [
    /^(.+) has not been fulfilled yet, so it cannot be claimed$/,
    'claimUnfulfilled',
    (m) => ({ item: m[1]! }),
  ],
  [
    /^Cannot claim more items than have been fulfilled: (\d+) of (.+) asked, (\d+) claimable$/,
    'claimTooMany',
    (m) => ({ asked: Number(m[1]), item: m[2]!, left: Number(m[3]) }),
  ],
  [/^The shipping option is not available in the (?:order|cart)'s region$/, 'optionRegion'],
  [/^The Cart does not satisfy the shipping option's requirements$/, 'optionRequirements'],
  [/^Country not available in region$|^Shipping country not in region$/, 'countryRegion'],
  [
    /^(.+) is not stocked at (.+?)(?:: (?:it is reserved at|add it there first).*)?$/,
    'notStocked',
    (m) => ({ items: m[1]!, location: m[2]! }),
  ],
  [/^stocked_quantity cannot be lower than the reserved quantity \((\d+)\)/, 'belowReserved', count],
  [/^(?:Variant|Inventory item) with id: \S+ does not have the required inventory/, 'outOfStock'],
  [
    /^([A-Z]{3}) cannot be removed from the store: the regions? (.+) uses? it;/,
    'currencyInUse',
    (m) => ({ code: m[1]!, regions: m[2]! }),
  ],
  [/^The default currency cannot be removed from the store$/, 'defaultCurrency'],
  [
    /^Currency (\w+) is not one of the store's currencies|^Store does not have currency: (\w+)/,
    'currencyNotInStore',
    (m) => ({ code: (m[1] ?? m[2]!).toUpperCase() }),
  ],
  [/^You cannot delete the default sales channel$/, 'defaultChannel'],
  [/^Shipping profile \S+ still has shipping options/, 'profileInUse'],
  [/^An active order edit \(\S+\) already exists/, 'editActive'],
  [/^The draft order is already completed$/, 'draftCompleted'],
  [/^Cannot mark a draft order without items as paid$/, 'draftEmpty'],
  [/^Cannot create an order from the cart without a customer$/, 'draftNoCustomer'],
  [/^The request conflicted with another request/, 'conflict'],
]
