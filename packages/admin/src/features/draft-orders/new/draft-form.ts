import type { Address, AdminPostDraftOrdersReq } from '@mercato/client'
import { createDraftBody } from '@mercato/domain'
import { moneyTextProblem, moneyTextToMinor } from '../../../components/ui/form/money-text'
import { addressFormValues } from '../../customers/detail/address-form'
import { type AddressProblem, addressProblems, REQUIRED_ADDRESS_FIELDS } from './address-rules'

export { REQUIRED_ADDRESS_FIELDS }

// The create wizard's form: what each step edits, when a step may move on, and the one create call.

/** A line of the new draft: a catalogue variant (priced by the region) or a custom item. */
export interface DraftLine {
  key: string
  variant_id?: string
  title: string
  /** Minor units; for a variant, the region's price shown on the review (the server prices it). */
  unit_price: number | null
  /** The variant's price carries its tax inside (a VAT region's), as the shop shows it. */
  includes_tax?: boolean
  quantity: number
  /** A variant's product's shipping profile, which decides the shipping options offered. */
  profile_id?: string | null
}

export interface AddressForm {
  first_name: string
  last_name: string
  company: string
  address_1: string
  address_2: string
  city: string
  province: string
  postal_code: string
  country_code: string
  phone: string
}

export interface NewDraftForm {
  region_id: string
  items: DraftLine[]
  shipping_option_id: string
  /** A price for this order's shipping, as typed (major units); '' keeps the option's own price. */
  shipping_price: string
  /** The chosen existing customer, or '' when the e-mail is typed. */
  customer_id: string
  email: string
  shipping_address: AddressForm
  billing_same: boolean
  billing_address: AddressForm
  discounts: string[]
}

export const emptyAddress = (): AddressForm => ({
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  province: '',
  postal_code: '',
  country_code: '',
  phone: '',
})

/** A saved address as the form holds it (blank strings for missing fields, a state by name as its code). */
export function toAddressForm(a: Address | null | undefined): AddressForm {
  return addressFormValues(a)
}

export const emptyDraft = (): NewDraftForm => ({
  region_id: '',
  items: [],
  shipping_option_id: '',
  shipping_price: '',
  customer_id: '',
  email: '',
  shipping_address: emptyAddress(),
  billing_same: true,
  billing_address: emptyAddress(),
  discounts: [],
})

export const STEPS = ['region', 'items', 'shipping', 'customer', 'discounts', 'review'] as const
export type DraftStep = (typeof STEPS)[number]

/** Whether an address has what a parcel needs, by the address rules. */
export const addressComplete = (a: AddressForm) => Object.keys(addressProblems(a)).length === 0

export type CustomerProblem = AddressProblem | 'email'

/**
 * What keeps the customer step from moving on, by field path (`email`, `shipping_address.postal_code`…):
 * the e-mail the API would refuse, and each address field that breaks the address rules.
 */
export function customerProblems(v: NewDraftForm): Record<string, CustomerProblem> {
  const out: Record<string, CustomerProblem> = {}
  const email = v.email.trim()
  if (!email) out.email = 'required'
  else if (!createDraftBody.shape.email.safeParse(email).success) out.email = 'email'
  const kinds = v.billing_same
    ? (['shipping_address'] as const)
    : (['shipping_address', 'billing_address'] as const)
  for (const kind of kinds)
    for (const [field, problem] of Object.entries(addressProblems(v[kind]))) out[`${kind}.${field}`] = problem
  return out
}

const lineValid = (l: DraftLine) =>
  Number.isInteger(l.quantity) &&
  l.quantity >= 1 &&
  (l.variant_id !== undefined || (l.title.trim() !== '' && l.unit_price !== null && l.unit_price >= 0))

/** Minor units of the typed shipping price in the currency; undefined when none is typed or it is no amount. */
export function customShippingPrice(v: NewDraftForm, currencyCode: string | undefined): number | undefined {
  if (v.shipping_price.trim() === '' || !currencyCode) return undefined
  if (moneyTextProblem(v.shipping_price, currencyCode, { allowZero: true })) return undefined
  return moneyTextToMinor(v.shipping_price, currencyCode) ?? undefined
}

/** Whether a step's fields are complete, so Next may be pressed (a typed price needs the currency). */
export function stepComplete(step: DraftStep, v: NewDraftForm, currencyCode?: string): boolean {
  switch (step) {
    case 'region':
      return v.region_id !== ''
    case 'items':
      return v.items.length > 0 && v.items.every(lineValid)
    case 'shipping':
      return (
        v.shipping_option_id !== '' &&
        (v.shipping_price.trim() === '' || customShippingPrice(v, currencyCode) !== undefined)
      )
    case 'customer':
      return Object.keys(customerProblems(v)).length === 0
    case 'discounts':
      return v.discounts.every((c) => c.trim() !== '')
    case 'review':
      return STEPS.slice(0, -1).every((s) => stepComplete(s, v, currencyCode))
  }
}

/** The address as the API takes it: blank fields left out. */
export function toAddressPayload(a: AddressForm) {
  return Object.fromEntries(
    Object.entries(a)
      .map(([k, value]) => [k, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  )
}

/** The create request, checked with the API's own schema before it is sent. */
export function toCreatePayload(v: NewDraftForm, currencyCode?: string): AdminPostDraftOrdersReq {
  const shipping = toAddressPayload(v.shipping_address)
  const price = customShippingPrice(v, currencyCode)
  const payload = {
    region_id: v.region_id,
    email: v.email.trim(),
    ...(v.customer_id ? { customer_id: v.customer_id } : {}),
    items: v.items.map((l) =>
      l.variant_id
        ? { variant_id: l.variant_id, quantity: l.quantity }
        : { title: l.title.trim(), unit_price: l.unit_price ?? 0, quantity: l.quantity },
    ),
    shipping_methods: [{ option_id: v.shipping_option_id, ...(price === undefined ? {} : { price }) }],
    shipping_address: shipping,
    billing_address: v.billing_same ? shipping : toAddressPayload(v.billing_address),
    ...(v.discounts.length ? { discounts: v.discounts.map((code) => ({ code: code.trim() })) } : {}),
  }
  createDraftBody.parse(payload)
  return payload
}
