import type { Order, ShippingOption, TaxRate } from '@mercato/client'
import { shippingMethodTotals } from '@mercato/domain'
import { useAdminTaxRates } from '@mercato/react'

// What a shipping method of an option costs with its tax, as the server prices a swap's shipping and
// return shipping (swap cart, contract §4.5): the rates that name the option in the region, else the
// region's default rate; each rate's tax rounded on its own; a price that includes tax is not taxed again.

type RateRow = Pick<TaxRate, 'rate' | 'shipping_options'>

/** The tax rates (percent) a shipping method of the option gets in the region. */
export function optionTaxRates(optionId: string, rates: readonly RateRow[], regionRate: number): number[] {
  const own = rates.filter((r) => (r.shipping_options ?? []).some((o) => o.id === optionId))
  return own.length ? own.map((r) => Number(r.rate ?? 0)) : [regionRate]
}

/** A shipping method's price with its tax, in minor units. */
export function shippingWithTax(
  option: Pick<ShippingOption, 'id' | 'includes_tax'>,
  price: number,
  rates: readonly RateRow[],
  regionRate: number,
): number {
  const taxLines = optionTaxRates(option.id, rates, regionRate).map((rate) => ({ rate }))
  return shippingMethodTotals(
    { id: option.id, price, includes_tax: !!option.includes_tax, tax_lines: taxLines },
    true,
    false,
  ).total
}

/**
 * Prices shipping options of the order's region with their tax: the region's rates that name shipping
 * options are read once (with the options they name); until they are, the default rate is used.
 */
export function useShippingWithTax(order: Pick<Order, 'region_id' | 'region' | 'tax_rate'>) {
  const { tax_rates } = useAdminTaxRates({
    region_id: order.region_id,
    expand: ['shipping_options'],
    limit: 1000,
  })
  const regionRate = Number(order.region?.tax_rate ?? order.tax_rate ?? 0)
  return (option: Pick<ShippingOption, 'id' | 'includes_tax' | 'amount'> | undefined, price?: number) =>
    option ? shippingWithTax(option, price ?? option.amount ?? 0, tax_rates ?? [], regionRate) : 0
}
