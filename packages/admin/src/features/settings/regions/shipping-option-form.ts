import type {
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  ShippingOption,
} from '@mercato/client'

/** Amounts are minor units, null when empty, NaN when what was typed is not an amount. */
export interface ShippingOptionFormValues {
  name: string
  price_type: 'flat_rate' | 'calculated'
  amount: number | null
  min_subtotal: number | null
  max_subtotal: number | null
  profile_id: string
  provider_id: string
  is_return: boolean
  /** Whether the amount already contains the region's tax (Medusa's `includes_tax`). */
  includes_tax: boolean
}

export type ShippingOptionErrors = Partial<
  Record<'name' | 'amount' | 'min_subtotal' | 'max_subtotal' | 'provider_id', string>
>

/** A new option's price reads like the region's other prices: with tax when the region's include it. */
export const emptyShippingOptionForm = (
  providerId = '',
  profileId = '',
  includesTax = false,
): ShippingOptionFormValues => ({
  name: '',
  price_type: 'flat_rate',
  amount: null,
  min_subtotal: null,
  max_subtotal: null,
  profile_id: profileId,
  provider_id: providerId,
  is_return: false,
  includes_tax: includesTax,
})

const requirementOf = (option: ShippingOption, type: 'min_subtotal' | 'max_subtotal') =>
  option.requirements?.find((r) => r.type === type && !r.deleted_at)

/** The option's subtotal limits in reading order: the minimum ("from …") before the maximum ("up to …"). */
export const subtotalLimits = (option: ShippingOption) =>
  (['min_subtotal', 'max_subtotal'] as const).flatMap((type) => {
    const requirement = requirementOf(option, type)
    return requirement ? [{ type, amount: requirement.amount }] : []
  })

export const shippingOptionFormValues = (option: ShippingOption): ShippingOptionFormValues => ({
  name: option.name,
  price_type: option.price_type,
  amount: option.amount ?? null,
  min_subtotal: requirementOf(option, 'min_subtotal')?.amount ?? null,
  max_subtotal: requirementOf(option, 'max_subtotal')?.amount ?? null,
  profile_id: option.profile_id,
  provider_id: option.provider_id,
  is_return: option.is_return,
  includes_tax: Boolean(option.includes_tax),
})

const badAmount = (v: number | null) => v !== null && (Number.isNaN(v) || v < 0)

/** Checks the form; each value is the translation key of the message. */
export function validateShippingOption(values: ShippingOptionFormValues): ShippingOptionErrors {
  const errors: ShippingOptionErrors = {}
  if (!values.name.trim()) errors.name = 'errors.required'
  if (!values.provider_id) errors.provider_id = 'errors.required'
  if (values.price_type === 'flat_rate' && values.amount === null) errors.amount = 'errors.required'
  else if (values.price_type === 'flat_rate' && badAmount(values.amount)) errors.amount = 'errors.amount'
  if (badAmount(values.min_subtotal)) errors.min_subtotal = 'errors.amount'
  if (badAmount(values.max_subtotal)) errors.max_subtotal = 'errors.amount'
  if (
    !errors.min_subtotal &&
    !errors.max_subtotal &&
    values.min_subtotal !== null &&
    values.max_subtotal !== null &&
    values.max_subtotal < values.min_subtotal
  )
    errors.max_subtotal = 'errors.maxBelowMin'
  return errors
}

/** The subtotal requirements that are set; an existing requirement keeps its id so it is updated in place. */
function requirements(values: ShippingOptionFormValues, existing?: ShippingOption) {
  const list: { id?: string; type: 'min_subtotal' | 'max_subtotal'; amount: number }[] = []
  for (const type of ['min_subtotal', 'max_subtotal'] as const) {
    const amount = values[type]
    if (amount === null) continue
    const id = existing ? requirementOf(existing, type)?.id : undefined
    list.push({ ...(id ? { id } : {}), type, amount })
  }
  return list
}

export function createShippingOptionBody(
  values: ShippingOptionFormValues,
  regionId: string,
): AdminPostShippingOptionsReq {
  return {
    name: values.name.trim(),
    region_id: regionId,
    provider_id: values.provider_id,
    ...(values.profile_id ? { profile_id: values.profile_id } : {}),
    data: {},
    price_type: values.price_type,
    ...(values.price_type === 'flat_rate' && values.amount !== null ? { amount: values.amount } : {}),
    requirements: requirements(values),
    is_return: values.is_return,
    includes_tax: values.includes_tax,
  }
}

export function updateShippingOptionBody(
  values: ShippingOptionFormValues,
  option: ShippingOption,
): AdminPostShippingOptionsOptionReq {
  return {
    name: values.name.trim(),
    price_type: values.price_type,
    ...(values.price_type === 'flat_rate' && values.amount !== null ? { amount: values.amount } : {}),
    requirements: requirements(values, option),
    includes_tax: values.includes_tax,
  }
}
