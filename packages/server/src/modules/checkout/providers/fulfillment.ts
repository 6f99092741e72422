import { invalidData } from '@mercato/domain'

/** A fulfillment provider: prices and validates shipping options, and ships orders. */
export interface FulfillmentProvider {
  readonly id: string
  /** Options an admin may create shipping options from. */
  getFulfillmentOptions(): Promise<Array<Record<string, unknown>>>
  validateOption(optionData: Record<string, unknown>): Promise<boolean>
  /** Checks what the storefront sent when choosing the option; returns what the method stores. */
  validateFulfillmentData(
    optionData: Record<string, unknown>,
    data: Record<string, unknown>,
    cart: { id: string },
  ): Promise<Record<string, unknown>>
  canCalculate(optionData: Record<string, unknown>): Promise<boolean>
  /** Price of a `calculated` option for a cart. */
  calculatePrice(
    optionData: Record<string, unknown>,
    data: Record<string, unknown>,
    cart: { id: string; subtotal: number },
  ): Promise<number>
  createFulfillment(
    data: Record<string, unknown>,
    items: Array<{ item_id: string; quantity: number }>,
    order: { id: string },
  ): Promise<Record<string, unknown>>
  cancelFulfillment(data: Record<string, unknown>): Promise<Record<string, unknown>>
}

/** `manual`: the merchant ships by hand; options are flat rate. */
export const manualFulfillmentProvider: FulfillmentProvider = {
  id: 'manual',
  async getFulfillmentOptions() {
    return [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }]
  },
  async validateOption() {
    return true
  },
  async validateFulfillmentData(_optionData, data) {
    return data
  },
  async canCalculate() {
    return false
  },
  async calculatePrice() {
    throw invalidData('The manual fulfillment provider cannot calculate prices')
  },
  async createFulfillment() {
    return {}
  },
  async cancelFulfillment() {
    return {}
  },
}

const registry = new Map<string, FulfillmentProvider>([
  [manualFulfillmentProvider.id, manualFulfillmentProvider],
])

export function registerFulfillmentProvider(provider: FulfillmentProvider) {
  registry.set(provider.id, provider)
}

export function fulfillmentProvider(id: string): FulfillmentProvider {
  const p = registry.get(id)
  if (!p) throw invalidData(`Fulfillment provider ${id} is not installed`)
  return p
}
